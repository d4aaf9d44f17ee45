import type {
  SiteBoardMember,
  SiteBoardMemberInputSchema,
  SiteContentOrderInput,
  UpdateSiteBoardMemberInputSchema,
} from '@oche/api'
import { and, asc, eq, max } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { siteBoardMembers, type SiteBoardMemberRow } from '../../db/schema/index'
import { adminAccess, type Caller } from '../competition/access'
import { fail, ok, type Result } from '../result'
import { recordSiteAudit, type SiteAuditActor } from './site-audit'
import { storeSiteOrder } from './site-order'
import { checkSiteFile, loadSiteFiles, toSiteFile } from './site-files'

// A league's board on its site (ADR 018): name, role, photo and contact details, in the admins' order. The
// contact details are personal data: the public sees them only where the admin ticked "show".

type AdminInput = { caller: Caller; org: string }
type AccessError = 'organisation.notFound' | 'auth.forbidden'

/** The members as the admins see them (every contact detail), their photos loaded. */
export async function toSiteBoardMembers(db: Database, rows: SiteBoardMemberRow[]): Promise<SiteBoardMember[]> {
  const photos = await loadSiteFiles(
    db,
    rows.map((row) => row.photoFileId),
  )
  return rows.map((row) => {
    const photo = row.photoFileId ? photos.get(row.photoFileId) : undefined
    return {
      id: row.id,
      name: row.name,
      role: row.role,
      photo: photo ? toSiteFile(photo) : null,
      email: row.email,
      phone: row.phone,
      show_email: row.showEmail,
      show_phone: row.showPhone,
      position: row.position,
    }
  })
}

/** The organisation's board members in their order. */
export async function organisationBoardMembers(db: Database, organisationId: string): Promise<SiteBoardMemberRow[]> {
  return db
    .select()
    .from(siteBoardMembers)
    .where(eq(siteBoardMembers.organisationId, organisationId))
    .orderBy(asc(siteBoardMembers.position), asc(siteBoardMembers.createdAt), asc(siteBoardMembers.id))
}

/** `GET …/site/board-members`. */
export async function listSiteBoardMembers(
  db: Database,
  input: AdminInput,
): Promise<Result<SiteBoardMember[], AccessError>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  return ok(await toSiteBoardMembers(db, await organisationBoardMembers(db, access.value.organisation.id)))
}

async function findMember(db: Database, organisationId: string, id: string): Promise<SiteBoardMemberRow | null> {
  const [row] = await db
    .select()
    .from(siteBoardMembers)
    .where(and(eq(siteBoardMembers.organisationId, organisationId), eq(siteBoardMembers.id, id)))
  return row ?? null
}

async function oneMember(db: Database, row: SiteBoardMemberRow): Promise<SiteBoardMember> {
  const [member] = await toSiteBoardMembers(db, [row])
  if (!member) throw new Error('The board member was not shown')
  return member
}

/** `GET …/site/board-members/{id}`. */
export async function getSiteBoardMember(
  db: Database,
  input: AdminInput & { id: string },
): Promise<Result<SiteBoardMember, AccessError | 'siteBoardMember.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const row = await findMember(db, access.value.organisation.id, input.id)
  if (!row) return fail('siteBoardMember.notFound')
  return ok(await oneMember(db, row))
}

type MemberChanges = z.output<typeof UpdateSiteBoardMemberInputSchema>

async function memberColumns(
  db: Database,
  organisationId: string,
  changes: MemberChanges,
): Promise<Result<Partial<SiteBoardMemberRow>, 'siteFile.unknown'>> {
  if (changes.photo_file_id) {
    const photo = await checkSiteFile(db, {
      organisationId,
      id: changes.photo_file_id,
      purpose: 'image',
      field: 'photo_file_id',
    })
    if (!photo.ok) return photo
  }
  return ok({
    name: changes.name,
    role: changes.role,
    photoFileId: changes.photo_file_id,
    // An address or number taken away is no longer shown either.
    email: changes.email === undefined ? undefined : changes.email?.trim().toLowerCase() || null,
    phone: changes.phone === undefined ? undefined : changes.phone || null,
    showEmail: changes.show_email,
    showPhone: changes.show_phone,
    position: changes.position,
  })
}

/** `POST …/site/board-members`: last in the order unless a position is given. */
export async function createSiteBoardMember(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; member: z.output<typeof SiteBoardMemberInputSchema>; now: Date },
): Promise<Result<SiteBoardMember, AccessError | 'siteFile.unknown'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const columns = await memberColumns(db, organisation.id, input.member)
  if (!columns.ok) return columns
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(siteBoardMembers.position) })
      .from(siteBoardMembers)
      .where(eq(siteBoardMembers.organisationId, organisation.id))
    const [inserted] = await tx
      .insert(siteBoardMembers)
      .values({
        ...columns.value,
        organisationId: organisation.id,
        name: input.member.name,
        role: input.member.role,
        position: input.member.position ?? (last?.position ?? -1) + 1,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning()
    if (!inserted) throw new Error('The board member was not stored')
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteBoardMember.created', {
      after: { id: inserted.id, name: inserted.name, role: inserted.role },
    })
    return inserted
  })
  return ok(await oneMember(db, row))
}

/** `PUT …/site/board-members/{id}`: only the fields sent change. */
export async function updateSiteBoardMember(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; id: string; changes: MemberChanges; now: Date },
): Promise<Result<SiteBoardMember, AccessError | 'siteFile.unknown' | 'siteBoardMember.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const before = await findMember(db, organisation.id, input.id)
  if (!before) return fail('siteBoardMember.notFound')
  const columns = await memberColumns(db, organisation.id, input.changes)
  if (!columns.ok) return columns
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(siteBoardMembers)
      .set({ ...columns.value, updatedAt: input.now })
      .where(eq(siteBoardMembers.id, before.id))
      .returning()
    if (!updated) throw new Error('The board member was not updated')
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteBoardMember.updated', {
      before: { id: before.id, name: before.name, role: before.role },
      after: { id: updated.id, name: updated.name, role: updated.role },
    })
    return updated
  })
  return ok(await oneMember(db, row))
}

/** `DELETE …/site/board-members/{id}`: the photo goes with the next orphan sweep. */
export async function deleteSiteBoardMember(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; id: string },
): Promise<Result<null, AccessError | 'siteBoardMember.notFound'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const row = await findMember(db, organisation.id, input.id)
  if (!row) return fail('siteBoardMember.notFound')
  await db.transaction(async (tx) => {
    await tx.delete(siteBoardMembers).where(eq(siteBoardMembers.id, row.id))
    await recordSiteAudit(tx, input.actor, organisation.id, 'siteBoardMember.deleted', {
      before: { id: row.id, name: row.name, role: row.role },
    })
  })
  return ok(null)
}

/** `PUT …/site/board-members/order`: every member's id, in the new order (422 on `ids` otherwise). */
export async function orderSiteBoardMembers(
  db: Database,
  input: AdminInput & { actor: SiteAuditActor; order: SiteContentOrderInput; now: Date },
): Promise<Result<SiteBoardMember[], AccessError | 'siteContent.orderMismatch'>> {
  const access = await adminAccess(db, input)
  if (!access.ok) return access
  const { organisation } = access.value
  const outcome = await storeSiteOrder(db, {
    list: 'boardMembers',
    organisationId: organisation.id,
    ids: input.order.ids,
    actor: input.actor,
    now: input.now,
  })
  if (!outcome.ok) return outcome
  return ok(await toSiteBoardMembers(db, await organisationBoardMembers(db, organisation.id)))
}
