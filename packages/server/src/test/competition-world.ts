import {
  AdminOrganisationSchema,
  SeasonSchema,
  TeamMemberSchema,
  TeamSchema,
  CompetitionVenueSchema,
  DivisionSchema,
} from '@oche/api'
import type { DatabaseHandle } from '../db/database'
import { organisationMembers, participants } from '../db/schema/index'
import { asClient, type createTestApp } from './test-databases'
import { bearer, createSignedInUser } from './test-users'

/** The roles every competition route is tried with. */
export const competitionRoles = [
  'anonymous',
  'plainUser',
  'member',
  'otherCaptain',
  'captain',
  'orgAdmin',
  'otherOrgAdmin',
  'superAdmin',
] as const
export type CompetitionRoleName = (typeof competitionRoles)[number]

export type Answer = { status: number; body: unknown }

let ipCount = 0

/** Sends a request to a test app as a device on the venue's network (not the machine itself). */
export function caller(app: ReturnType<typeof createTestApp>) {
  return async (
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    language = 'en',
  ): Promise<Answer> => {
    const headers: Record<string, string> = {
      'Accept-Language': language,
      ...(token ? bearer(token) : {}),
      ...asClient(`10.1.0.${(ipCount += 1) % 250}`),
    }
    const init: RequestInit =
      body === undefined
        ? { method, headers }
        : body instanceof FormData
          ? { method, body, headers }
          : { method, body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } }
    const response = await app.request(`/api${path}`, init)
    const text = await response.text()
    // An iCal feed, say, is not JSON: its text.
    const isJson = response.headers.get('Content-Type')?.includes('json') ?? false
    return { status: response.status, body: text ? (isJson ? (JSON.parse(text) as unknown) : text) : null }
  }
}

export type CompetitionWorld = Awaited<ReturnType<typeof createCompetitionWorld>>

/**
 * Two league organisations made by a super admin; in the first, an admin with a current season "2030-31" (one
 * division, a venue, teams "The Arrows" and "Bull Busters") where `captain` captains The Arrows, `member` plays for
 * it and `otherCaptain` captains Bull Busters. `otherOrgAdmin` administers the second organisation.
 */
export async function createCompetitionWorld(database: DatabaseHandle, app: ReturnType<typeof createTestApp>) {
  const call = caller(app)
  const db = database.db
  const superAdmin = await createSignedInUser(db, { isSuperAdmin: true, name: 'Super Sam' })
  const orgAdmin = await createSignedInUser(db, { name: 'Admin Ann' })
  const otherOrgAdmin = await createSignedInUser(db, { name: 'Other Olga' })
  const captain = await createSignedInUser(db, { name: 'Captain Cas' })
  const otherCaptain = await createSignedInUser(db, { name: 'Captain Otto' })
  const member = await createSignedInUser(db, { name: 'Member Mo' })
  const plainUser = await createSignedInUser(db, { name: 'Plain Pat' })
  const suffix = Math.random().toString(36).slice(2, 8)

  const makeOrganisation = async (name: string) => {
    const answer = await call('POST', '/admin/organisations', superAdmin.token, { name })
    if (answer.status !== 201) throw new Error(`organisation: ${answer.status} ${JSON.stringify(answer.body)}`)
    return AdminOrganisationSchema.parse(answer.body)
  }
  const organisation = await makeOrganisation(`Test League ${suffix}`)
  const otherOrganisation = await makeOrganisation(`Other League ${suffix}`)
  await db.insert(organisationMembers).values([
    { organisationId: organisation.id, userId: orgAdmin.user.id, role: 'admin' },
    { organisationId: otherOrganisation.id, userId: otherOrgAdmin.user.id, role: 'admin' },
  ])
  const org = `/competition/manage/organisations/${organisation.slug}`
  const made = async <T>(answer: Promise<Answer>, parse: (body: unknown) => T): Promise<T> => {
    const { status, body } = await answer
    if (status >= 300) throw new Error(`setup: ${status} ${JSON.stringify(body)}`)
    return parse(body)
  }
  const season = await made(
    call('POST', `${org}/seasons`, orgAdmin.token, {
      name: '2030-31',
      starts_on: '2030-09-01',
      ends_on: '2031-05-31',
      settings: { league_nights: ['2030-09-09', '2030-09-16', '2030-09-23', '2030-09-30'] },
    }),
    (body) => SeasonSchema.parse(body),
  )
  const seasonPath = `${org}/seasons/${season.slug}`
  const division = await made(
    call('POST', `${seasonPath}/divisions`, orgAdmin.token, { name: 'First division' }),
    (b) => DivisionSchema.parse(b),
  )
  const venue = await made(
    call('POST', `${org}/venues`, orgAdmin.token, {
      name: 'De Gouden Pijl',
      default_board_count: 4,
      weekdays: ['thursday'],
    }),
    (b) => CompetitionVenueSchema.parse(b),
  )
  const addTeam = (name: string) =>
    made(
      call('POST', `${seasonPath}/teams`, orgAdmin.token, {
        name,
        division: division.slug,
        venue_id: venue.id,
        home_weekday: 'thursday',
      }),
      (b) => TeamSchema.parse(b),
    )
  const arrows = await addTeam('The Arrows')
  const busters = await addTeam('Bull Busters')
  const linkedParticipant = async (userId: string, name: string) => {
    const [row] = await db
      .insert(participants)
      .values({ organisationId: organisation.id, name, userId })
      .returning({ id: participants.id })
    return row!.id
  }
  const addMember = (team: string, body: Record<string, unknown>) =>
    made(call('POST', `${seasonPath}/teams/${team}/members`, orgAdmin.token, body), (b) => TeamMemberSchema.parse(b))
  const captainMember = await addMember(arrows.slug, {
    participant_id: await linkedParticipant(captain.user.id, 'Captain Cas'),
    role: 'captain',
    contact_email: 'cas@example.com',
    contact_phone: '+32 470 00 00 01',
  })
  const playerMember = await addMember(arrows.slug, {
    participant_id: await linkedParticipant(member.user.id, 'Member Mo'),
    contact_email: 'mo@example.com',
  })
  const otherCaptainMember = await addMember(busters.slug, {
    participant_id: await linkedParticipant(otherCaptain.user.id, 'Captain Otto'),
    role: 'captain',
    contact_phone: '+32 470 00 00 02',
  })
  const tokens: Record<(typeof competitionRoles)[number], string | null> = {
    anonymous: null,
    plainUser: plainUser.token,
    member: member.token,
    otherCaptain: otherCaptain.token,
    captain: captain.token,
    orgAdmin: orgAdmin.token,
    otherOrgAdmin: otherOrgAdmin.token,
    superAdmin: superAdmin.token,
  }
  return {
    call,
    tokens,
    users: { superAdmin, orgAdmin, otherOrgAdmin, captain, otherCaptain, member, plainUser },
    organisation,
    otherOrganisation,
    org,
    season,
    seasonPath,
    division,
    venue,
    arrows,
    busters,
    members: { captain: captainMember, player: playerMember, otherCaptain: otherCaptainMember },
  }
}
