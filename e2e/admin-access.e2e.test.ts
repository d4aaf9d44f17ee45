import { routes } from '@oche/screens/routing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'
import { api, apiLogin, demoLeague } from './event-api'

// Issue 18: every super-admin page and every super-admin API route refuses a visitor who is not signed in and a
// signed-in player, walked over the whole route table and the whole OpenAPI document rather than a sample.

const browser = browserPerFile()

type Operation = { method: string; path: string }

/** Every operation of the OpenAPI document under `/admin`, and the impersonation that only super admins may start. */
async function adminOperations(): Promise<Operation[]> {
  const response = await fetch(`${baseUrl()}/api/openapi.json`)
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> }
  const operations: Operation[] = []
  for (const [documented, methods] of Object.entries(document.paths)) {
    const path = documented.replace(/^\/api/, '')
    if (!path.startsWith('/admin') && path !== '/users/impersonate') continue
    for (const method of Object.keys(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) operations.push({ method, path })
    }
  }
  return operations
}

/** A path template with each `{parameter}` filled in: an id that exists nowhere, so nothing is ever changed. */
const filled = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')

async function statusOf({ method, path }: Operation, token: string | null) {
  const response = await fetch(`${baseUrl()}/api${filled(path)}`, {
    method: method.toUpperCase(),
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(method === 'get' || method === 'delete' ? {} : { 'Content-Type': 'application/json' }),
    },
    // An empty body: the refusal must come before the body is even read.
    body: method === 'get' || method === 'delete' ? undefined : '{}',
  })
  return response.status
}

describe('the super admin area refuses everyone else', () => {
  let miaToken = ''
  let impersonationToken = ''
  let miaId = ''
  let org = ''
  beforeAll(async () => {
    miaToken = await apiLogin('mia@oche.test')
    const adminToken = await apiLogin('admin@oche.test', 'oche-admin')
    const [mia] = (await api<{ data: { id: string }[] }>('GET', '/admin/users?search=mia%40oche.test', adminToken)).data
    miaId = mia!.id
    impersonationToken = (await api<{ token: string }>('POST', '/users/impersonate', adminToken, { user_id: miaId }))
      .token
    org = (await demoLeague()).org
  })
  // Ends the impersonation, so that mia's audit log holds no open one for the other test files.
  afterAll(() => api('POST', '/logout', impersonationToken))

  it('answers 401 to every admin API route without a token, 403 to a player and to an impersonation', async () => {
    const operations = await adminOperations()
    // Users, audit log, organisations and analytics are all in the document.
    expect(operations.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/audit-log', '/admin/analytics/general']),
    )
    const answers: Record<string, [number, number, number]> = {}
    for (const operation of operations) {
      answers[`${operation.method.toUpperCase()} ${operation.path}`] = [
        await statusOf(operation, null),
        await statusOf(operation, miaToken),
        await statusOf(operation, impersonationToken),
      ]
    }
    const expected = Object.fromEntries(Object.keys(answers).map((key) => [key, [401, 403, 403]]))
    expect(answers).toEqual(expected)
  })

  it(
    'sends a visitor to sign in from every admin page, and shows a player the 403 page',
    { timeout: 180_000 },
    async () => {
      const adminRoutes = routes.filter((route) => route.guard === 'superadmin')
      expect(adminRoutes.length).toBeGreaterThanOrEqual(8)
      const paths = adminRoutes.map((route) => route.path.replace('{user_id}', miaId).replace('{org_slug}', org))

      const visitor = await newPage(browser())
      for (const path of paths) {
        await visit(visitor, `${baseUrl()}${path}`)
        await visitor.waitForURL(
          (url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === path,
          long,
        )
      }
      await visitor.context().close()

      const player = await newPage(browser())
      await signIn(player, 'mia@oche.test', 'oche-demo')
      for (const path of paths) {
        // The real 403: the status, and the spec's error screen naming the page.
        const response = await visit(player, `${baseUrl()}${path}`)
        expect(response?.status()).toBe(403)
        await player.getByText(`Forbidden: ${path}`).waitFor(long)
        expect(await player.getByText('403', { exact: true }).isVisible()).toBe(true)
        expect(new URL(player.url()).pathname).toBe(path)
      }
      await player.context().close()
    },
  )
})
