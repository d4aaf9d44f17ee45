import { describe, expect, it } from 'vitest'
import { AdminUserPageSchema, AdminUserSchema, ApiErrorSchema, AuditLogPageSchema } from '@oche/api'
import { createAdminUserHandlers } from './admin-user-handlers'
import { adminUserIds } from './admin-user-fixtures'
import { mockTokens } from './fixtures'
import { mockCaller } from './test-requests'

const asAdmin = mockTokens.superAdmin

describe('the admin user mocks', () => {
  it.each([
    ['GET', '/admin/users'],
    ['GET', `/admin/users/${adminUserIds.mia}`],
    ['PATCH', `/admin/users/${adminUserIds.mia}`],
    ['POST', `/admin/users/${adminUserIds.mia}/block`],
    ['DELETE', `/admin/users/${adminUserIds.mia}/block`],
    ['POST', `/admin/users/${adminUserIds.mia}/password-reset`],
    ['DELETE', `/admin/users/${adminUserIds.mia}`],
    ['GET', '/admin/audit-log'],
  ])('answer %s %s with 401 signed out and 403 to a user or an impersonation', async (method, path) => {
    const call = mockCaller(createAdminUserHandlers())
    const body = method === 'PATCH' ? { name: 'Mia' } : undefined
    expect((await call(method, path, body, null)).status).toBe(401)
    const refused = await call(method, path, body, mockTokens.user)
    expect(refused.status).toBe(403)
    expect(ApiErrorSchema.parse(await refused.json()).message).toBe('You are not allowed to do this.')
    expect((await call(method, path, body, mockTokens.impersonation)).status).toBe(403)
  })

  it('search, filter, sort and page the accounts as the server does', async () => {
    const call = mockCaller(createAdminUserHandlers())
    const list = async (query: string) => {
      const response = await call('GET', `/admin/users${query}`, undefined, asAdmin)
      expect(response.status).toBe(200)
      return AdminUserPageSchema.parse(await response.json())
    }
    const names = async (query: string) => (await list(query)).data.map((user) => user.name)
    expect(await names('?search=MIA')).toEqual(['Mia Maximum'])
    expect(await names('?search=example.org')).toEqual(['Sam Support'])
    expect(await names('?filter=super_admins')).toEqual(['Ada Admin', 'Sam Support'])
    expect(await names('?filter=blocked')).toEqual(['Bram Peeters'])
    expect(await names('?filter=unconfirmed')).toEqual(['Fleur Jansen'])
    expect(await names('?filter=recently_active')).not.toContain('Dieter Müller')
    const byActivity = await names('?sort=last_active&direction=desc')
    expect(byActivity.slice(0, 2)).toEqual(['Ada Admin', 'Mia Maximum'])
    expect(byActivity.at(-1)).toBe('Fleur Jansen')
    expect((await names('?sort=last_active')).at(-1)).toBe('Fleur Jansen')
    const second = await list('?per_page=3&page=2')
    expect(second).toMatchObject({ page: 2, per_page: 3, total: 8 })
    expect(second.data.map((user) => user.name)).toEqual(['Fleur Jansen', 'Lena League', 'Mia Maximum'])
    const bad = await call('GET', '/admin/users?filter=everyone', undefined, asAdmin)
    expect(bad.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await bad.json()).errors ?? {})).toEqual(['filter'])
  })

  it('refuse a taken address, a foreign language and the admin’s own flag with the server’s 422s', async () => {
    const call = mockCaller(createAdminUserHandlers())
    const taken = await call('PATCH', `/admin/users/${adminUserIds.mia}`, { email: 'BRAM@oche.test' }, asAdmin)
    expect(taken.status).toBe(422)
    expect(ApiErrorSchema.parse(await taken.json()).errors).toEqual({
      email: ['This e-mail address is already registered.'],
    })
    const language = await call('PATCH', `/admin/users/${adminUserIds.mia}`, { langcode: 'es' }, asAdmin)
    expect(Object.keys(ApiErrorSchema.parse(await language.json()).errors ?? {})).toEqual(['langcode'])
    const own = await call('PATCH', `/admin/users/${adminUserIds.ada}`, { is_super_admin: false }, asAdmin, 'nl')
    expect(ApiErrorSchema.parse(await own.json()).errors).toEqual({
      is_super_admin: [
        'Je kunt je eigen superbeheerdersrechten niet intrekken. Vraag een andere superbeheerder om dat te doen.',
      ],
    })
    const renamed = await call('PATCH', `/admin/users/${adminUserIds.mia}`, { name: 'Mia Max' }, asAdmin)
    expect(AdminUserSchema.parse(await renamed.json()).name).toBe('Mia Max')
    expect((await call('GET', `/admin/users/${crypto.randomUUID()}`, undefined, asAdmin)).status).toBe(404)
  })

  it('block and unblock an account, never the admin, and log both', async () => {
    const call = mockCaller(createAdminUserHandlers())
    const blocked = await call('POST', `/admin/users/${adminUserIds.mia}/block`, undefined, asAdmin)
    expect(AdminUserSchema.parse(await blocked.json())).toMatchObject({ blocked: true })
    const unblocked = await call('DELETE', `/admin/users/${adminUserIds.mia}/block`, undefined, asAdmin)
    expect(AdminUserSchema.parse(await unblocked.json())).toMatchObject({ blocked: false, blocked_at: null })
    const self = await call('POST', `/admin/users/${adminUserIds.ada}/block`, undefined, asAdmin)
    expect(self.status).toBe(422)
    expect(ApiErrorSchema.parse(await self.json()).errors).toEqual({ _root: ['You cannot block your own account.'] })
    const log = await call('GET', `/admin/audit-log?user_id=${adminUserIds.mia}`, undefined, asAdmin)
    expect(AuditLogPageSchema.parse(await log.json()).data.map((entry) => entry.action)).toEqual([
      'user.unblocked',
      'user.blocked',
      'user.impersonationEnded',
      'user.impersonated',
    ])
  })

  it('delete an account, leaving its log entries under "Deleted user"', async () => {
    const call = mockCaller(createAdminUserHandlers())
    expect((await call('DELETE', `/admin/users/${adminUserIds.mia}`, undefined, asAdmin)).status).toBe(204)
    expect((await call('GET', `/admin/users/${adminUserIds.mia}`, undefined, asAdmin)).status).toBe(404)
    const log = await call('GET', `/admin/audit-log?user_id=${adminUserIds.mia}`, undefined, asAdmin)
    const entries = AuditLogPageSchema.parse(await log.json()).data
    expect(entries[0]).toMatchObject({ action: 'user.deleted', target: { name: 'Deleted user' } })
    expect(entries.every((entry) => entry.target.name === 'Deleted user')).toBe(true)
    expect((await call('DELETE', `/admin/users/${adminUserIds.ada}`, undefined, asAdmin)).status).toBe(422)
  })
})
