import { ApiErrorSchema, RouteRuleAnswerSchema } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { parseRouteRules } from '../route-rules'
import { availableTestDatabases, createTestApp, testConfig } from '../test/test-databases'

// The rules come from the environment, not the database: PGlite is enough here.
const [pglite] = await availableTestDatabases()

describe('GET /api/route-rules', () => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await pglite!.open()
    const routeRules = parseRouteRules(
      JSON.stringify([
        { from: '/old-rules', to: '/rules', status: 301 },
        { from: '/blog/**', to: 'https://blog.oche.example/**', status: 308 },
        { from: '/blog/archive/**', to: '/archive' },
        { from: '/shop/**', to: 'https://shop.oche.example/' },
      ]),
    )
    app = createTestApp(database, { config: testConfig({ routeRules }) })
  })
  afterAll(async () => {
    await database.close()
  })

  async function ask(path: string) {
    const response = await app.request(`/api/route-rules?path=${encodeURIComponent(path)}`)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it.each([
    ['/old-rules', { redirect: '/rules', status: 301 }],
    ['/old-rules/', { redirect: '/rules', status: 301 }],
    ['/blog', { redirect: 'https://blog.oche.example', status: 308 }],
    ['/blog/2026/nine-darter', { redirect: 'https://blog.oche.example/2026/nine-darter', status: 308 }],
    ['/blog/archive/2019', { redirect: '/archive', status: 302 }],
    ['/shop/boards/winmau', { redirect: 'https://shop.oche.example/', status: 302 }],
    ['/blogger', { redirect: null, status: 302 }],
    ['/tournaments', { redirect: null, status: 302 }],
  ])('answers anyone where %s goes', async (path, answer) => {
    const { status, body } = await ask(path)
    expect(status).toBe(200)
    expect(RouteRuleAnswerSchema.parse(body)).toEqual(answer)
  })

  it('answers 422 on path for a missing path or one without a leading slash', async () => {
    const response = await app.request('/api/route-rules')
    expect(response.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['path'])
    expect((await ask('blog')).status).toBe(422)
  })

  it('answers no redirect for any path when no rules are set', async () => {
    const bare = createTestApp(database)
    const response = await bare.request('/api/route-rules?path=/old-rules')
    expect(RouteRuleAnswerSchema.parse(await response.json())).toEqual({ redirect: null, status: 302 })
  })
})
