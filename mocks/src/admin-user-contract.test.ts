import { AdminUserPageSchema, AdminUserSchema, ApiErrorSchema, AuditLogPageSchema, UserSchema } from '@oche/api'
import { createDatabase, type DatabaseHandle } from '@oche/server'
import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
// The server's own test helpers, as contract.test.ts uses them (not part of its published surface).
// eslint-disable-next-line no-restricted-imports
import { createTestApp } from '../../packages/server/src/test/test-databases'
// eslint-disable-next-line no-restricted-imports
import { createSignedInUser } from '../../packages/server/src/test/test-users'
import { createAdminUserHandlers } from './admin-user-handlers'
import { adminUserIds } from './admin-user-fixtures'
import { mockTokens, superAdminFixture } from './fixtures'
import { mockOrigin, mockRequest } from './test-requests'

// The user administration's part of the contract (see contract.test.ts): the same requests to the server and to
// the mocks answer with the same status, the same error texts and fields, and bodies the contract's schemas parse.

type Answer = { status: number; body: unknown }

type World = {
  call: (method: string, path: string, token: string | null, body?: unknown, language?: string) => Promise<Answer>
  adminToken: string
  adminId: string
  adminEmail: string
  organiserToken: string
  /** A plain account the steps change, block and finally delete. */
  miaId: string
}

/** `status` is what both answer; a success's body is parsed with `schema`, or must be the same (empty). */
type Step = { name: string; status: number; schema?: z.ZodType; send: (world: World) => Promise<Answer> }

const missingId = '00000000-0000-4000-8000-000000000000'

const steps: Step[] = [
  {
    name: 'GET /admin/users',
    status: 200,
    schema: AdminUserPageSchema,
    send: (w) => w.call('GET', '/admin/users', w.adminToken),
  },
  { name: 'GET /admin/users signed out', status: 401, send: (w) => w.call('GET', '/admin/users', null) },
  {
    name: 'GET /admin/users by an organiser',
    status: 403,
    send: (w) => w.call('GET', '/admin/users', w.organiserToken),
  },
  {
    name: 'GET /admin/users with an unknown filter',
    status: 422,
    send: (w) => w.call('GET', '/admin/users?filter=everyone&sort=age', w.adminToken),
  },
  {
    name: 'GET /admin/users/{userId}',
    status: 200,
    schema: AdminUserSchema,
    send: (w) => w.call('GET', `/admin/users/${w.miaId}`, w.adminToken),
  },
  {
    name: 'GET /admin/users/{userId} that does not exist',
    status: 404,
    send: (w) => w.call('GET', `/admin/users/${missingId}`, w.adminToken, undefined, 'fr'),
  },
  {
    name: 'GET /admin/users/{userId} not a uuid',
    status: 422,
    send: (w) => w.call('GET', '/admin/users/mia', w.adminToken),
  },
  {
    name: 'PATCH /admin/users/{userId} with a taken address',
    status: 422,
    send: (w) => w.call('PATCH', `/admin/users/${w.miaId}`, w.adminToken, { email: w.adminEmail }),
  },
  {
    name: 'PATCH /admin/users/{userId} with an unknown language',
    status: 422,
    send: (w) => w.call('PATCH', `/admin/users/${w.miaId}`, w.adminToken, { langcode: 'es' }),
  },
  {
    name: 'PATCH /admin/users/{userId} taking away the admin’s own flag, in Dutch',
    status: 422,
    send: (w) => w.call('PATCH', `/admin/users/${w.adminId}`, w.adminToken, { is_super_admin: false }, 'nl'),
  },
  {
    name: 'PATCH /admin/users/{userId}',
    status: 200,
    schema: AdminUserSchema,
    send: (w) => w.call('PATCH', `/admin/users/${w.miaId}`, w.adminToken, { name: 'Mia Renamed', langcode: 'de' }),
  },
  {
    name: 'POST /admin/users/{userId}/block of the admin',
    status: 422,
    send: (w) => w.call('POST', `/admin/users/${w.adminId}/block`, w.adminToken, undefined, 'de'),
  },
  {
    name: 'POST /admin/users/{userId}/block',
    status: 200,
    schema: AdminUserSchema,
    send: (w) => w.call('POST', `/admin/users/${w.miaId}/block`, w.adminToken),
  },
  {
    name: 'DELETE /admin/users/{userId}/block',
    status: 200,
    schema: AdminUserSchema,
    send: (w) => w.call('DELETE', `/admin/users/${w.miaId}/block`, w.adminToken),
  },
  {
    name: 'POST /admin/users/{userId}/password-reset',
    status: 202,
    send: (w) => w.call('POST', `/admin/users/${w.miaId}/password-reset`, w.adminToken),
  },
  {
    name: 'DELETE /admin/users/{userId} of the admin',
    status: 422,
    send: (w) => w.call('DELETE', `/admin/users/${w.adminId}`, w.adminToken),
  },
  {
    name: 'DELETE /admin/users/{userId}',
    status: 204,
    send: (w) => w.call('DELETE', `/admin/users/${w.miaId}`, w.adminToken),
  },
  {
    name: 'GET /admin/audit-log',
    status: 200,
    schema: AuditLogPageSchema,
    send: (w) => w.call('GET', `/admin/audit-log?user_id=${w.miaId}`, w.adminToken),
  },
  {
    name: 'GET /admin/audit-log by an organiser',
    status: 403,
    send: (w) => w.call('GET', '/admin/audit-log', w.organiserToken),
  },
  {
    name: 'GET /admin/audit-log on page 0',
    status: 422,
    send: (w) => w.call('GET', '/admin/audit-log?page=0', w.adminToken),
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
  const mia = await createSignedInUser(database.db, { name: 'Mia Maximum' })
  const adminUser = UserSchema.parse(
    (await answerOf(await app.request('/api/user', { headers: { Authorization: `Bearer ${admin.token}` } }))).body,
  )
  return {
    call: async (method, path, token, body, language = 'en') =>
      answerOf(await app.request(mockRequest(`http://localhost/api${path}`, { method, body, token, language }))),
    adminToken: admin.token,
    adminId: adminUser.id,
    adminEmail: adminUser.email,
    organiserToken: organiser.token,
    miaId: mia.user.id,
  }
}

function mockWorld(): World {
  const handlers = createAdminUserHandlers()
  return {
    call: async (method, path, token, body, language = 'en') => {
      const response = await getResponse(
        handlers,
        mockRequest(`${mockOrigin}/api${path}`, { method, body, token, language }),
      )
      return response ? answerOf(response) : { status: 599, body: `no mock answers ${method} ${path}` }
    },
    adminToken: mockTokens.superAdmin,
    adminId: superAdminFixture.id,
    adminEmail: superAdminFixture.email,
    organiserToken: mockTokens.user,
    miaId: adminUserIds.mia,
  }
}

async function run(world: World): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const step of steps) answers.push(await step.send(world))
  return answers
}

describe('the admin user mocks answer like the server', () => {
  let database: DatabaseHandle
  let server: Answer[]
  let mocks: Answer[]

  beforeAll(async () => {
    database = await createDatabase({ kind: 'pglite' })
    await database.migrate()
    server = await run(await serverWorld(database))
    mocks = await run(mockWorld())
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
      const serverError = ApiErrorSchema.parse(fromServer?.body)
      expect(ApiErrorSchema.parse(fromMocks?.body)).toEqual(serverError)
      return
    }
    if (!step.schema) return expect(fromMocks?.body).toEqual(fromServer?.body)
    step.schema.parse(fromServer?.body)
    step.schema.parse(fromMocks?.body)
  })
})
