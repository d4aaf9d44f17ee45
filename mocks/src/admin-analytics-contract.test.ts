import { AnalyticsGeneralSchema, AnalyticsTournamentsSchema, ApiErrorSchema } from '@oche/api'
import { createDatabase, type DatabaseHandle } from '@oche/server'
import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
// The server's own test helpers, as contract.test.ts uses them (not part of its published surface).
// eslint-disable-next-line no-restricted-imports
import { createTestApp } from '../../packages/server/src/test/test-databases'
// eslint-disable-next-line no-restricted-imports
import { createSignedInUser } from '../../packages/server/src/test/test-users'
import { createAdminAnalyticsHandlers } from './admin-analytics-handlers'
import { mockTokens } from './fixtures'
import { mockOrigin, mockRequest } from './test-requests'

// The analytics' part of the contract (see contract.test.ts): the same requests to the server and to the mocks answer
// with the same status, the same error texts and fields, and bodies the contract's schemas parse with the same
// period, interval and buckets (the mocks' "today" set to the server's).

type Answer = { status: number; body: unknown }
type World = {
  call: (path: string, token: string | null, language?: string) => Promise<Answer>
  adminToken: string
  organiserToken: string
}
type Step = { name: string; status: number; schema?: z.ZodType; send: (world: World) => Promise<Answer> }

const general = '/admin/analytics/general'
const tournaments = '/admin/analytics/tournaments'

const steps: Step[] = [
  { name: 'GET general', status: 200, schema: AnalyticsGeneralSchema, send: (w) => w.call(general, w.adminToken) },
  {
    name: 'GET general over a year per week',
    status: 200,
    schema: AnalyticsGeneralSchema,
    send: (w) => w.call(`${general}?period=year&interval=week`, w.adminToken),
  },
  { name: 'GET general signed out', status: 401, send: (w) => w.call(general, null) },
  { name: 'GET general by an organiser', status: 403, send: (w) => w.call(general, w.organiserToken, 'nl') },
  {
    name: 'GET general with an unknown period',
    status: 422,
    send: (w) => w.call(`${general}?period=decade&interval=hour`, w.adminToken),
  },
  {
    name: 'GET tournaments',
    status: 200,
    schema: AnalyticsTournamentsSchema,
    send: (w) => w.call(`${tournaments}?period=quarter`, w.adminToken),
  },
  { name: 'GET tournaments signed out', status: 401, send: (w) => w.call(tournaments, null) },
  { name: 'GET tournaments by an organiser', status: 403, send: (w) => w.call(tournaments, w.organiserToken) },
  {
    name: 'GET tournaments with an unknown interval',
    status: 422,
    send: (w) => w.call(`${tournaments}?interval=year`, w.adminToken),
  },
]

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

async function serverWorld(database: DatabaseHandle): Promise<World> {
  const app = createTestApp(database)
  const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
  const organiser = await createSignedInUser(database.db)
  return {
    call: async (path, token, language = 'en') =>
      answerOf(await app.request(mockRequest(`http://localhost/api${path}`, { token, language }))),
    adminToken: admin.token,
    organiserToken: organiser.token,
  }
}

function mockWorld(today: string): World {
  const handlers = createAdminAnalyticsHandlers({ today })
  return {
    call: async (path, token, language = 'en') => {
      const response = await getResponse(handlers, mockRequest(`${mockOrigin}/api${path}`, { token, language }))
      return response ? answerOf(response) : { status: 599, body: `no mock answers GET ${path}` }
    },
    adminToken: mockTokens.superAdmin,
    organiserToken: mockTokens.user,
  }
}

async function run(world: World): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const step of steps) answers.push(await step.send(world))
  return answers
}

describe('the analytics mocks answer like the server', () => {
  let database: DatabaseHandle
  let server: Answer[]
  let mocks: Answer[]

  beforeAll(async () => {
    database = await createDatabase({ kind: 'pglite' })
    await database.migrate()
    server = await run(await serverWorld(database))
    const today = AnalyticsGeneralSchema.parse(server[0]?.body).to
    mocks = await run(mockWorld(today))
  }, 120_000)
  afterAll(async () => {
    await database?.close()
  })

  it.each(steps.map((step, index) => [step.name, step, index] as const))('%s', (_name, step, index) => {
    const fromServer = server[index]
    const fromMocks = mocks[index]
    expect(fromServer?.status).toBe(step.status)
    expect(fromMocks?.status).toBe(step.status)
    if (step.status >= 400) {
      expect(ApiErrorSchema.parse(fromMocks?.body)).toEqual(ApiErrorSchema.parse(fromServer?.body))
      return
    }
    const serverBody = step.schema?.parse(fromServer?.body) as { series: { from: string }[] }
    const mockBody = step.schema?.parse(fromMocks?.body) as typeof serverBody
    const frame = (body: typeof serverBody) => ({
      ...Object.fromEntries(['period', 'interval', 'from', 'to'].map((key) => [key, (body as never)[key]])),
      buckets: body.series.map((point) => point.from),
    })
    expect(frame(mockBody)).toEqual(frame(serverBody))
  })
})
