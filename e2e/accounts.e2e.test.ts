import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, signIn, visit } from './browser'

const browser = browserPerFile()

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function register(page: Page, name: string, email: string, password: string) {
  await visit(page, `${baseUrl()}/auth/register`)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('button', { name: `Account menu of ${name}` }).waitFor()
  // Registering ends on the home page; menus opened while that navigation runs would close with it.
  await page.waitForURL(`${baseUrl()}/`)
  await page.waitForSelector('html[data-app-ready]')
}

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json')
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  return fetch(`${baseUrl()}/api${path}`, { ...init, headers })
}

describe('accounts in the browser', () => {
  it('registers, logs out and logs in again', async () => {
    const page = await newPage(browser())
    const email = `mia-${unique()}@example.com`
    await register(page, 'Mia Darts', email, 'double-top-20')
    await page.getByRole('button', { name: 'Account menu of Mia Darts' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor()
    // Signed out, an organiser's page sends to the sign-in page, and signing in leads back to it (not home).
    await visit(page, `${baseUrl()}/manage/participants`)
    await page.waitForURL(`${baseUrl()}/auth/login?redirect=%2Fmanage%2Fparticipants`)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('double-top-20')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.getByRole('button', { name: 'Account menu of Mia Darts' }).waitFor()
    await page.waitForURL(`${baseUrl()}/manage/participants`)
    await page.context().close()
  })

  it('shows a wrong password on the form and keeps what was typed', async () => {
    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/auth/login`)
    await page.getByLabel('E-mail address').fill('organiser@oche.test')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.locator('[aria-invalid="true"]').first().waitFor()
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('organiser@oche.test')
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('not-the-password')
    await page.context().close()
  })

  it('resets a password through the link in the outbox', async () => {
    const page = await newPage(browser())
    const email = `fleur-${unique()}@example.com`
    await register(page, 'Fleur Reset', email, 'first-password-1')
    await page.context().clearCookies()
    await visit(page, `${baseUrl()}/auth/reset-password`)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('Check your inbox').waitFor()
    // The e-mail is sent after the answer: look in the outbox until it is there.
    const resetLink = async () => {
      const messages = (await (await api(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        links: string[]
      }[]
      return messages[0]?.links.find((candidate) => candidate.includes('/auth/reset-password?token='))
    }
    await expect.poll(resetLink, { timeout: 10_000 }).toBeDefined()
    const link = await resetLink()
    await visit(page, link!)
    await page.getByLabel('New password').fill('second-password-2')
    await page.getByRole('button', { name: 'Save password and sign in' }).click()
    await page.getByRole('button', { name: 'Account menu of Fleur Reset' }).waitFor()
    const login = await api('/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'second-password-2' }),
    })
    expect(login.status).toBe(200)
    await page.context().close()
  })

  it('saves a language change on the account and opens the page in that language', async () => {
    const page = await newPage(browser())
    const email = `dieter-${unique()}@example.com`
    await register(page, 'Dieter Sprache', email, 'bull-off-50')
    await visit(page, `${baseUrl()}/profile/settings`)
    await page.getByRole('combobox', { name: 'Interface language' }).click()
    await page.getByRole('option', { name: 'Deutsch' }).click()
    await page.getByRole('button', { name: 'Save language' }).click()
    await page.waitForURL(`${baseUrl()}/de/profile/settings`)
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value
    const user = (await (await api('/user', { token })).json()) as { langcode: string }
    expect(user.langcode).toBe('de')
    await page.context().close()
  })

  it('lets a super admin act as another user and stop again', async () => {
    const page = await newPage(browser())
    const adminToken = await signIn(page, 'admin@oche.test', 'oche-admin')
    const organiserLogin = await api('/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'organiser@oche.test', password: 'oche-demo' }),
    })
    const organiser = (await (
      await api('/user', { token: ((await organiserLogin.json()) as { token: string }).token })
    ).json()) as {
      id: string
      name: string
    }
    const impersonation = await api('/users/impersonate', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ user_id: organiser.id }),
    })
    expect(impersonation.status).toBe(201)
    const { token } = (await impersonation.json()) as { token: string }
    await page.context().addCookies([{ name: 'impersonation_token', value: token, url: baseUrl() }])
    await visit(page, `${baseUrl()}/`)
    await page.getByRole('button', { name: `Account menu of ${organiser.name}` }).click()
    await page.getByRole('menuitem', { name: 'Stop impersonating' }).click()
    await page.waitForLoadState('load')
    await page.getByRole('button', { name: /Account menu of (?!.*Organiser)/ }).waitFor()
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'impersonation_token')).toBe(false)
    await page.context().close()
  })

  it('keeps signed-in pages from visitors and sign-in pages from signed-in users', async () => {
    const settings = await fetch(`${baseUrl()}/profile/settings`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    })
    expect(settings.status).toBe(307)
    expect(settings.headers.get('location')).toContain('/auth/login?redirect=%2Fprofile%2Fsettings')
    const page = await newPage(browser())
    await signIn(page, 'organiser@oche.test', 'oche-demo')
    const response = await page.goto(`${baseUrl()}/nl/auth/login`)
    expect(response?.url()).toBe(`${baseUrl()}/nl/manage`)
    const onward = await page.goto(`${baseUrl()}/nl/auth/login?redirect=%2Fprofile%2Fsettings`)
    expect(onward?.url()).toBe(`${baseUrl()}/nl/profile/settings`)
    // A page of a role the organiser lacks: the real 403, not a page that pretends not to exist.
    const forbidden = await page.goto(`${baseUrl()}/admin/users`)
    expect(forbidden?.status()).toBe(403)
    await page.context().close()
  })
})
