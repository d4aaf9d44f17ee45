import {
  AdminOrganisationListSchema,
  AdminOrganisationSchema,
  ApiErrorSchema,
  AvailableOrganisationListSchema,
  NotificationListSchema,
  ORGANISATION_INVITATION_NOTIFICATION,
  OrganisationInvitationNotificationDataSchema,
  OrganisationSchema,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { caller } from '../test/competition-world'
import { availableTestDatabases, createTestApp, testConfig } from '../test/test-databases'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('organisation administration on $kind', ({ open }) => {
  let database: DatabaseHandle
  let call: ReturnType<typeof caller>
  let superAdmin: { token: string }
  let user: { token: string; user: { id: string; email: string } }

  beforeAll(async () => {
    database = await open()
    call = caller(createTestApp(database))
    superAdmin = await createSignedInUser(database.db, { isSuperAdmin: true })
    user = await createSignedInUser(database.db, { name: 'Ilse Invited' })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('creates, lists, changes and deletes organisations; a former slug still leads to one', async () => {
    const made = await call('POST', '/admin/organisations', superAdmin.token, {
      name: 'Vlaamse Dartsliga',
      primary_colour: '#AA3300',
      default_language: 'nl',
      domains: ['liga.example.be'],
    })
    expect(made.status).toBe(201)
    const liga = AdminOrganisationSchema.parse(made.body)
    expect(liga).toMatchObject({
      slug: 'vlaamse-dartsliga',
      primary_colour: '#aa3300',
      default_language: 'nl',
      admins: [],
      invitations: [],
      seasons_count: 0,
    })
    const clash = await call('POST', '/admin/organisations', superAdmin.token, {
      name: 'Copycat',
      domains: ['LIGA.example.be'],
    })
    expect(clash.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(clash.body).errors ?? {})).toEqual(['domains'])
    const renamed = await call('PATCH', '/admin/organisations/vlaamse-dartsliga', superAdmin.token, {
      name: 'Vlaamse Liga',
      slug: 'vdl',
    })
    expect(AdminOrganisationSchema.parse(renamed.body)).toMatchObject({ slug: 'vdl', name: 'Vlaamse Liga' })
    const viaOld = await call('GET', '/admin/organisations/vlaamse-dartsliga', superAdmin.token)
    expect(AdminOrganisationSchema.parse(viaOld.body).slug).toBe('vdl')
    const list = AdminOrganisationListSchema.parse((await call('GET', '/admin/organisations', superAdmin.token)).body)
    expect(list.map((row) => row.slug)).toContain('vdl')
    const taken = await call('POST', '/admin/organisations', superAdmin.token, { name: 'X', slug: 'vlaamse-dartsliga' })
    expect(taken.status).toBe(422)
    const bad = await call('POST', '/admin/organisations', superAdmin.token, { name: '', logo_url: 'ftp://x' }, 'fr')
    expect(bad.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(bad.body).errors ?? {}).sort()).toEqual(['logo_url', 'name'])
    expect((await call('DELETE', '/admin/organisations/vdl', superAdmin.token)).status).toBe(204)
    expect((await call('GET', '/admin/organisations/vdl', superAdmin.token)).status).toBe(404)
  })

  it('keeps domains as sites compare them, and refuses the platform’s own and another organisation’s', async () => {
    // DEFAULT_PUBLIC_URL of the test config is the platform's own address: http://localhost:3000.
    const platform = await call('POST', '/admin/organisations', superAdmin.token, { name: 'Own', domains: [] })
    const own = AdminOrganisationSchema.parse(platform.body)
    const made = await call('POST', '/admin/organisations', superAdmin.token, {
      name: 'Brabantse Bond',
      domains: ['WWW.Bond.Example.be', 'bond.example.be'],
    })
    expect(AdminOrganisationSchema.parse(made.body).domains).toEqual(['bond.example.be'])
    // The same site with www. in front is another organisation's too.
    const clash = await call('PATCH', `/admin/organisations/${own.slug}`, superAdmin.token, {
      domains: ['www.bond.example.be'],
    })
    expect(clash.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(clash.body).errors ?? {})).toEqual(['domains'])
    const mine = await call('PATCH', `/admin/organisations/${own.slug}`, superAdmin.token, {
      domains: ['own.example.be'],
    })
    expect(AdminOrganisationSchema.parse(mine.body).domains).toEqual(['own.example.be'])
  })

  it('refuses the platform’s own host name as an organisation’s domain', async () => {
    const platformApp = createTestApp(database, { config: testConfig({ publicUrl: 'https://oche.example.org' }) })
    const onPlatform = caller(platformApp)
    for (const domain of ['oche.example.org', 'www.oche.example.org']) {
      const made = await onPlatform('POST', '/admin/organisations', superAdmin.token, {
        name: 'Sly',
        domains: [domain],
      })
      expect(made.status).toBe(422)
      expect(ApiErrorSchema.parse(made.body).errors).toEqual({
        domains: ['This address is Oche’s own: use a domain of your organisation.'],
      })
    }
    const other = AdminOrganisationSchema.parse(
      (await onPlatform('POST', '/admin/organisations', superAdmin.token, { name: 'Honest' })).body,
    )
    const changed = await onPlatform('PATCH', `/admin/organisations/${other.slug}`, superAdmin.token, {
      domains: ['oche.example.org'],
    })
    expect(changed.status).toBe(422)
  })

  it('is for super admins only', async () => {
    expect((await call('GET', '/admin/organisations', null)).status).toBe(401)
    expect((await call('GET', '/admin/organisations', user.token)).status).toBe(403)
    expect((await call('POST', '/admin/organisations', user.token, { name: 'Mine' })).status).toBe(403)
  })

  it('invites an admin by e-mail without telling whether an account uses the address', async () => {
    const liga = AdminOrganisationSchema.parse(
      (await call('POST', '/admin/organisations', superAdmin.token, { name: 'Invite League' })).body,
    )
    const base = `/admin/organisations/${liga.slug}`
    const known = await call('POST', `${base}/admins`, superAdmin.token, { email: user.user.email.toUpperCase() })
    const unknown = await call('POST', `${base}/admins`, superAdmin.token, { email: 'nobody-here@example.com' })
    expect([known.status, unknown.status]).toEqual([202, 202])
    const after = AdminOrganisationSchema.parse(unknown.body)
    expect(after.admins).toEqual([])
    expect(after.invitations.map((row) => row.email).sort()).toEqual(['nobody-here@example.com', user.user.email])
    // The account holder hears of it and accepts; nobody else can.
    const notifications = NotificationListSchema.parse((await call('GET', '/notifications', user.token)).body)
    const invitation = notifications.find((row) => row.type === ORGANISATION_INVITATION_NOTIFICATION)
    const data = OrganisationInvitationNotificationDataSchema.parse(invitation?.data)
    expect(data.organisation_name).toBe('Invite League')
    const stranger = await createSignedInUser(database.db)
    expect((await call('POST', `/organisation-invitations/${data.invitation_id}/accept`, stranger.token)).status).toBe(
      404,
    )
    expect((await call('POST', `/organisation-invitations/${data.invitation_id}/accept`, user.token)).status).toBe(204)
    expect((await call('POST', `/organisation-invitations/${data.invitation_id}/accept`, user.token)).status).toBe(404)
    const now = AdminOrganisationSchema.parse((await call('GET', base, superAdmin.token)).body)
    expect(now.admins.map((row) => row.user_id)).toEqual([user.user.id])
    expect(now.invitations.map((row) => row.email)).toEqual(['nobody-here@example.com'])
    const available = AvailableOrganisationListSchema.parse(
      (await call('GET', '/competition/manage/available-organisations', user.token)).body,
    )
    expect(available.map((row) => [row.slug, row.role])).toEqual([[liga.slug, 'admin']])
    const managed = await call('GET', `/competition/manage/organisations/${liga.slug}`, user.token)
    expect(OrganisationSchema.parse(managed.body).role).toBe('admin')
    // Withdrawn invitations and removed admins.
    const open = now.invitations[0]!
    expect((await call('DELETE', `${base}/invitations/${open.id}`, superAdmin.token)).status).toBe(204)
    expect((await call('DELETE', `${base}/invitations/${open.id}`, superAdmin.token)).status).toBe(404)
    expect((await call('DELETE', `${base}/admins/${user.user.id}`, superAdmin.token)).status).toBe(204)
    expect((await call('DELETE', `${base}/admins/${user.user.id}`, superAdmin.token)).status).toBe(404)
    expect((await call('GET', `/competition/manage/organisations/${liga.slug}`, user.token)).status).toBe(403)
    const bad = await call('POST', `${base}/admins`, superAdmin.token, { email: 'not an address' }, 'nl')
    expect(bad.status).toBe(422)
  })

  it('declines an invitation', async () => {
    const liga = AdminOrganisationSchema.parse(
      (await call('POST', '/admin/organisations', superAdmin.token, { name: 'Decline League' })).body,
    )
    const invited = AdminOrganisationSchema.parse(
      (await call('POST', `/admin/organisations/${liga.slug}/admins`, superAdmin.token, { email: user.user.email }))
        .body,
    )
    const id = invited.invitations[0]!.id
    expect((await call('POST', `/organisation-invitations/${id}/decline`, user.token)).status).toBe(204)
    const after = AdminOrganisationSchema.parse(
      (await call('GET', `/admin/organisations/${liga.slug}`, superAdmin.token)).body,
    )
    expect([after.admins, after.invitations]).toEqual([[], []])
  })
})
