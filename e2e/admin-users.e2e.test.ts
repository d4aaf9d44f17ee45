import type { MyMatchPage } from '@oche/api'
import { describe, expect, it, onTestFinished } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'
import { api, apiLogin } from './event-api'

const browser = browserPerFile()

describe("the super admin's user administration", () => {
  it(
    'finds mia, acts as her and stops, blocks her (her open session is refused at once) and unblocks her, each in the audit log',
    { timeout: 180_000 },
    async () => {
      const adminToken = await apiLogin('admin@oche.test', 'oche-admin')
      const [mia] = (await api<{ data: { id: string }[] }>('GET', '/admin/users?search=mia%40oche.test', adminToken))
        .data
      // Whatever happens below, the other test files find mia able to sign in.
      onTestFinished(() => api('DELETE', `/admin/users/${mia!.id}/block`, adminToken))
      const miaToken = await apiLogin('mia@oche.test')
      const [latest] = (await api<MyMatchPage>('GET', '/user/matches?per_page=1', miaToken)).data

      // Mia is signed in on her own device the whole time.
      const miasPage = await newPage(browser())
      await signIn(miasPage, 'mia@oche.test', 'oche-demo')
      await visit(miasPage, `${baseUrl()}/profile`)
      await miasPage.getByText('mia@oche.test').first().waitFor(long)

      const admin = await newPage(browser())
      await signIn(admin, 'admin@oche.test', 'oche-admin')
      await visit(admin, `${baseUrl()}/admin/users`)
      await admin.getByLabel('Search by name or e-mail address').fill('mia@oche')
      await admin.waitForURL(/search=mia%40oche/, long)
      await admin.getByRole('link', { name: /Mia/ }).first().click()
      await admin.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/edit$/, long)
      const editUrl = admin.url()

      // Acting as mia: the page reloads on her profile, under a banner that says whose account this is.
      await admin.getByRole('button', { name: /^Impersonate Mia/ }).click()
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Act as them' }).click()
      await admin.waitForURL(/\/profile$/, long)
      const banner = admin.getByRole('region', { name: 'Impersonation' })
      await expect.poll(() => banner.textContent()).toContain('mia@oche.test')
      await admin.getByRole('main').getByText('mia@oche.test').waitFor(long)
      // Her matches, as she sees them.
      await visit(admin, `${baseUrl()}/profile/my-matches`)
      await banner.waitFor(long)
      if (latest) await admin.getByText(latest.opponents[0]!).first().waitFor(long)

      // Stopping ends the impersonation and leads back to her page in the administration, as the admin again.
      await banner.getByRole('button', { name: 'Stop impersonating' }).click()
      await admin.waitForURL(editUrl, long)
      await admin.getByRole('button', { name: 'Block the account' }).waitFor(long)
      await expect.poll(() => banner.count()).toBe(0)

      await admin.getByRole('button', { name: 'Block the account' }).click()
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click()
      await admin.getByRole('button', { name: 'Unblock the account' }).waitFor(long)
      // Her session from before the block is refused on its next call: her page sends her to sign in.
      await expect(api('GET', '/user', miaToken)).rejects.toThrow(/401/)
      await visit(miasPage, `${baseUrl()}/profile/my-matches`)
      await miasPage.waitForURL(/\/auth\/login/, long)

      await admin.getByRole('button', { name: 'Unblock the account' }).click()
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Unblock', exact: true }).click()
      await admin.getByRole('button', { name: 'Block the account' }).waitFor(long)
      // Blocking ended her sessions: she signs in again, and is let in.
      const again = await apiLogin('mia@oche.test')
      expect((await api<{ email: string }>('GET', '/user', again)).email).toBe('mia@oche.test')

      const log = await api<{ data: { action: string }[] }>('GET', `/admin/audit-log?user_id=${mia!.id}`, adminToken)
      expect(log.data.map((entry) => entry.action).slice(0, 4)).toEqual([
        'user.unblocked',
        'user.blocked',
        'user.impersonationEnded',
        'user.impersonated',
      ])
      // And the page's own list of recent changes says the same, newest first.
      await visit(admin, editUrl)
      const changes = admin.getByRole('list', { name: 'Recent changes' })
      await expect.poll(() => changes.getByRole('listitem').count()).toBeGreaterThanOrEqual(4)
    },
  )
})
