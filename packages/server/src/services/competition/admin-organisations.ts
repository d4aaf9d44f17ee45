import {
  ORGANISATION_INVITATION_NOTIFICATION,
  normaliseHost,
  type AdminOrganisation,
  type AdminOrganisationList,
  type AdminOrganisationListItem,
  type OrganisationInputSchema,
  type OrganisationInvitationNotificationData,
  type UpdateOrganisationInputSchema,
} from '@oche/api'
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import {
  events,
  fixtures,
  notifications,
  organisationInvitations,
  organisationMembers,
  organisations,
  seasons,
  siteFiles,
  teamSeasons,
  users,
  type OrganisationRow,
} from '../../db/schema/index'
import { committed, effects, type Committed } from '../effects'
import type { FileStore } from '../files/file-store'
import { removeUnusedBytes } from '../files/remove-unused-bytes'
import { insertNotification, notificationCreated } from '../notifications/notify'
import { fail, ok, type Result } from '../result'
import { findCompetitionOrganisation, type Caller } from './access'
import { currentSeasons, toOrganisation } from './organisations'
import { changeSlug, newSlug, organisationScope, writingSlug } from './slugs'

const adminRoles = ['owner', 'admin'] as const

async function toListItems(db: Database, rows: OrganisationRow[]): Promise<AdminOrganisationListItem[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [admins, seasonCounts, current] = await Promise.all([
    db
      .select({ organisationId: organisationMembers.organisationId, n: count() })
      .from(organisationMembers)
      .where(and(inArray(organisationMembers.organisationId, ids), inArray(organisationMembers.role, [...adminRoles])))
      .groupBy(organisationMembers.organisationId),
    db
      .select({ organisationId: seasons.organisationId, n: count() })
      .from(seasons)
      .where(inArray(seasons.organisationId, ids))
      .groupBy(seasons.organisationId),
    currentSeasons(db, ids),
  ])
  const adminsOf = new Map(admins.map((row) => [row.organisationId, row.n]))
  const seasonsOf = new Map(seasonCounts.map((row) => [row.organisationId, row.n]))
  return rows.map((row) => {
    const { role: _role, ...organisation } = toOrganisation(row, current.get(row.id) ?? null, 'admin')
    return { ...organisation, admins_count: adminsOf.get(row.id) ?? 0, seasons_count: seasonsOf.get(row.id) ?? 0 }
  })
}

async function loadAdminOrganisation(db: Database, row: OrganisationRow): Promise<AdminOrganisation> {
  const [item] = await toListItems(db, [row])
  const admins = await db
    .select({ user_id: users.id, name: users.name, email: users.email })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, row.id),
        inArray(organisationMembers.role, [...adminRoles]),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.name))
  const invitations = await db
    .select()
    .from(organisationInvitations)
    .where(eq(organisationInvitations.organisationId, row.id))
    .orderBy(asc(organisationInvitations.createdAt))
  return {
    ...item!,
    admins,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      created_at: invitation.createdAt.toISOString(),
    })),
  }
}

/** Whether another organisation already uses one of these host names. */
async function domainTaken(db: Database, domains: readonly string[], except?: string): Promise<boolean> {
  if (domains.length === 0) return false
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`${organisations.domains} && ${sql.param([...domains])}::text[]`,
        except ? ne(organisations.id, except) : undefined,
      ),
    )
    .limit(1)
  return Boolean(row)
}

export type DomainError = 'organisation.domainReserved' | 'organisation.domainTaken'

/**
 * The host names an organisation's site is to answer on, kept as sites compare them (`normaliseHost`: no port, no
 * leading `www.`, which answers too), once each; or why not: one is the platform's own (`platformHosts`), or
 * another organisation than `except` has it, with or without `www.`. Both the super admin's organisation pages and
 * the organisation's own site settings set domains through here.
 */
export async function checkDomains(
  db: Database,
  domains: readonly string[],
  options: { platformHosts: readonly string[]; except?: string },
): Promise<Result<string[], DomainError>> {
  const hosts = [...new Set(domains.map(normaliseHost))]
  if (hosts.some((host) => options.platformHosts.includes(host))) return fail('organisation.domainReserved')
  const spellings = hosts.flatMap((host) => [host, `www.${host}`])
  if (await domainTaken(db, spellings, options.except)) return fail('organisation.domainTaken')
  return ok(hosts)
}

/** Every league organisation, by name (super admins). */
export async function listAdminOrganisations(db: Database): Promise<Result<AdminOrganisationList, never>> {
  const rows = await db
    .select()
    .from(organisations)
    .where(eq(organisations.isPersonal, false))
    .orderBy(asc(organisations.name), asc(organisations.id))
  return ok(await toListItems(db, rows))
}

/** A new league organisation, without admins yet (super admins). */
export async function createOrganisation(
  db: Database,
  input: { fields: z.output<typeof OrganisationInputSchema>; platformHosts: readonly string[] },
): Promise<Result<AdminOrganisation, 'slug.taken' | DomainError>> {
  const { fields } = input
  const checked = await checkDomains(db, fields.domains, input)
  if (!checked.ok) return checked
  const domains = checked.value
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      const slug = await newSlug(tx, organisationScope, fields)
      if (!slug.ok) return slug
      const [row] = await tx
        .insert(organisations)
        .values({
          name: fields.name,
          slug: slug.value,
          logoUrl: fields.logo_url,
          primaryColour: fields.primary_colour?.toLowerCase() ?? null,
          defaultLanguage: fields.default_language,
          domains,
        })
        .returning()
      if (!row) throw new Error('The organisation was not inserted')
      return ok(row)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadAdminOrganisation(db, outcome.value))
}

/** One league organisation with its admins and open invitations (super admins). */
export async function getAdminOrganisation(
  db: Database,
  input: { org: string },
): Promise<Result<AdminOrganisation, 'organisation.notFound'>> {
  const row = await findCompetitionOrganisation(db, input.org)
  if (!row) return fail('organisation.notFound')
  return ok(await loadAdminOrganisation(db, row))
}

/** Changes the fields sent; a new slug keeps the old one leading here (super admins). */
export async function updateOrganisation(
  db: Database,
  input: { org: string; changes: z.output<typeof UpdateOrganisationInputSchema>; platformHosts: readonly string[] },
): Promise<Result<AdminOrganisation, 'organisation.notFound' | 'slug.taken' | DomainError>> {
  const row = await findCompetitionOrganisation(db, input.org)
  if (!row) return fail('organisation.notFound')
  const { changes } = input
  const checked = changes.domains
    ? await checkDomains(db, changes.domains, { platformHosts: input.platformHosts, except: row.id })
    : undefined
  if (checked && !checked.ok) return checked
  const domains = checked?.value
  const outcome = await writingSlug(() =>
    db.transaction(async (tx) => {
      if (changes.slug !== undefined) {
        const changed = await changeSlug(tx, organisationScope, { entityId: row.id, from: row.slug, to: changes.slug })
        if (!changed.ok) return changed
      }
      const [updated] = await tx
        .update(organisations)
        .set({
          name: changes.name,
          slug: changes.slug,
          logoUrl: changes.logo_url,
          primaryColour:
            changes.primary_colour === undefined ? undefined : (changes.primary_colour?.toLowerCase() ?? null),
          defaultLanguage: changes.default_language,
          domains,
          updatedAt: new Date(),
        })
        .where(eq(organisations.id, row.id))
        .returning()
      if (!updated) throw new Error('The organisation was not updated')
      return ok(updated)
    }),
  )
  if (!outcome.ok) return outcome
  return ok(await loadAdminOrganisation(db, outcome.value))
}

/**
 * Deletes a league organisation with everything it owns: seasons, teams, venues, events, its site's content
 * (super admins); then the bytes of its uploaded files, unless another organisation uploaded the same (ADR 018).
 */
export async function deleteOrganisation(
  db: Database,
  input: { org: string; fileStore: FileStore },
): Promise<Result<null, 'organisation.notFound'>> {
  const row = await findCompetitionOrganisation(db, input.org)
  if (!row) return fail('organisation.notFound')
  const files = await db
    .select({ sha256: siteFiles.sha256 })
    .from(siteFiles)
    .where(eq(siteFiles.organisationId, row.id))
  await db.transaction(async (tx) => {
    // Venues are kept from deletion while something uses them: the users go first.
    await tx.delete(fixtures).where(eq(fixtures.organisationId, row.id))
    await tx.delete(teamSeasons).where(eq(teamSeasons.organisationId, row.id))
    await tx.delete(events).where(eq(events.organisationId, row.id))
    await tx.delete(organisations).where(eq(organisations.id, row.id))
  })
  await removeUnusedBytes(
    db,
    input.fileStore,
    files.map((file) => file.sha256),
  )
  return ok(null)
}

/**
 * Invites the holder of the account with this address to become an admin: a notification (live on their private
 * channel) they accept or decline. The answer is the organisation with the invitation listed, whether or not an
 * account uses the address, so it tells nobody which addresses have accounts.
 */
export async function inviteOrganisationAdmin(
  db: Database,
  input: { caller: Caller; org: string; email: string },
): Promise<Result<Committed<AdminOrganisation>, 'organisation.notFound'>> {
  const row = await findCompetitionOrganisation(db, input.org)
  if (!row) return fail('organisation.notFound')
  const email = input.email.trim().toLowerCase()
  const created = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
    const [invitation] = await tx
      .insert(organisationInvitations)
      .values({ organisationId: row.id, email, invitedUserId: account?.id ?? null, invitedBy: input.caller.id })
      .onConflictDoUpdate({
        target: [organisationInvitations.organisationId, organisationInvitations.email],
        set: { invitedUserId: account?.id ?? null, invitedBy: input.caller.id, createdAt: new Date() },
      })
      .returning()
    if (!invitation || !account) return null
    const data: OrganisationInvitationNotificationData = { invitation_id: invitation.id, organisation_name: row.name }
    return insertNotification(tx, { userId: account.id, type: ORGANISATION_INVITATION_NOTIFICATION, data })
  })
  const organisation = await loadAdminOrganisation(db, row)
  return ok(committed(organisation, created ? notificationCreated(created) : effects()))
}

/** Takes away someone's admin role in the organisation (super admins). */
export async function removeOrganisationAdmin(
  db: Database,
  input: { org: string; userId: string },
): Promise<Result<null, 'organisation.notFound' | 'organisationAdmin.notFound'>> {
  const row = await findCompetitionOrganisation(db, input.org)
  if (!row) return fail('organisation.notFound')
  const removed = await db
    .delete(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, row.id),
        eq(organisationMembers.userId, input.userId),
        inArray(organisationMembers.role, [...adminRoles]),
      ),
    )
    .returning({ userId: organisationMembers.userId })
  return removed.length > 0 ? ok(null) : fail('organisationAdmin.notFound')
}

/** Withdraws an open invitation (super admins). */
export async function cancelOrganisationInvitation(
  db: Database,
  input: { org: string; id: string },
): Promise<Result<null, 'organisation.notFound' | 'organisationInvitation.notFound'>> {
  const row = await findCompetitionOrganisation(db, input.org)
  if (!row) return fail('organisation.notFound')
  const removed = await db
    .delete(organisationInvitations)
    .where(and(eq(organisationInvitations.id, input.id), eq(organisationInvitations.organisationId, row.id)))
    .returning({ id: organisationInvitations.id })
  return removed.length > 0 ? ok(null) : fail('organisationInvitation.notFound')
}

/**
 * The invited account holder's answer: accepting makes them an admin of the organisation, declining only ends the
 * invitation. Either way the notification is marked read with the answer. Someone else's invitation, or one
 * withdrawn or answered, is not found.
 */
export async function answerOrganisationInvitation(
  db: Database,
  input: { userId: string; id: string; answer: 'accepted' | 'declined' },
): Promise<Result<null, 'organisationInvitation.notFound'>> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.id, input.id), eq(organisationInvitations.invitedUserId, input.userId)))
      .for('update')
    if (!invitation) return fail('organisationInvitation.notFound')
    if (input.answer === 'accepted') {
      await tx
        .insert(organisationMembers)
        .values({ organisationId: invitation.organisationId, userId: input.userId, role: 'admin' })
        .onConflictDoUpdate({
          target: [organisationMembers.organisationId, organisationMembers.userId],
          set: { role: sql`case when ${organisationMembers.role} = 'owner' then 'owner' else 'admin' end` },
        })
    }
    await tx.delete(organisationInvitations).where(eq(organisationInvitations.id, invitation.id))
    await tx
      .update(notifications)
      .set({
        readAt: sql`coalesce(${notifications.readAt}, now())`,
        data: sql`${notifications.data} || ${JSON.stringify({ answer: input.answer })}::jsonb`,
      })
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, ORGANISATION_INVITATION_NOTIFICATION),
          sql`${notifications.data}->>'invitation_id' = ${invitation.id}`,
        ),
      )
    return ok(null)
  })
}
