import { describe, expect, it, onTestFinished } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'
import { api, apiLogin } from './event-api'

const browser = browserPerFile()

describe("the super admin's user administration", () => {
  it(
    'finds mia, blocks her (her open session is refused at once) and unblocks her, each in the audit log',
    { timeout: 120_000 },
    async () => {
      const miaToken = await apiLogin('mia@oche.test')
      const adminToken = await apiLogin('admin@oche.test', 'oche-admin')
      const [mia] = (await api<{ data: { id: string }[] }>('GET', '/admin/users?search=mia%40oche.test', adminToken))
        .data
      // Whatever happens below, the other test files find mia able to sign in.
      onTestFinished(() => api('DELETE', `/admin/users/${mia!.id}/block`, adminToken))
      const admin = await newPage(browser())
      await signIn(admin, 'admin@oche.test', 'oche-admin')
      await visit(admin, `${baseUrl()}/admin/users`)
      await admin.getByLabel('Search by name or e-mail address').fill('mia@oche')
      await admin.waitForURL(/search=mia%40oche/, long)
      await admin.getByRole('link', { name: /Mia/ }).first().click()
      await admin.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/edit$/, long)

      await admin.getByRole('button', { name: 'Block the account' }).click()
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click()
      await admin.getByRole('button', { name: 'Unblock the account' }).waitFor(long)
      // Her token from before the block no longer works.
      await expect(api('GET', '/user', miaToken)).rejects.toThrow(/401/)

      await admin.getByRole('button', { name: 'Unblock the account' }).click()
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Unblock', exact: true }).click()
      await admin.getByRole('button', { name: 'Block the account' }).waitFor(long)
      // Blocking ended her sessions: she signs in again, and is let in.
      const again = await apiLogin('mia@oche.test')
      expect((await api<{ email: string }>('GET', '/user', again)).email).toBe('mia@oche.test')

      const log = await api<{ data: { action: string }[] }>('GET', `/admin/audit-log?user_id=${mia!.id}`, adminToken)
      expect(log.data.map((entry) => entry.action).slice(0, 2)).toEqual(['user.unblocked', 'user.blocked'])
    },
  )
})
