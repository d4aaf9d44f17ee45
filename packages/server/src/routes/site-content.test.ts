import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ApiErrorSchema,
  SiteBoardMemberListSchema,
  SiteBoardMemberSchema,
  SiteDocumentListSchema,
  SiteDocumentSchema,
  SiteFileSchema,
  SiteNewsItemSchema,
  SiteNewsListSchema,
  competitionSitePages,
  type SiteFile,
  type SiteFilePurpose,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { auditLog, siteFiles } from '../db/schema/index'
import { minimalPdf } from '../db/seed-demo-site-content'
import { diskFileStore } from '../services/files/file-store'
import { competitionRoles } from '../test/competition-world'
import { createSiteWorld, type SiteWorld } from '../test/site-world'
import { asClient, availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer } from '../test/test-users'

const databases = await availableTestDatabases()

/** A 1×1 transparent PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
)
const PDF = minimalPdf(['League rules', 'Play fair.'])
/** What a Windows program starts with: "MZ", then its DOS header. */
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array<number>(120).fill(0)])
const HTML = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
)

describe.each(databases)('a league site’s content on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: SiteWorld
  let app: ReturnType<typeof createTestApp>
  let filesDir: string
  let manage: string

  beforeAll(async () => {
    database = await open()
    filesDir = await mkdtemp(join(tmpdir(), 'oche-site-files-'))
    app = createTestApp(database, { fileStore: diskFileStore(filesDir) })
    world = await createSiteWorld(database, app)
    manage = `${world.org}/site`
  }, 120_000)
  afterAll(async () => {
    await database.close()
    await rm(filesDir, { recursive: true, force: true })
  })

  async function upload(
    token: string | null,
    file: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
    purpose: SiteFilePurpose | 'other' = 'document',
    org = manage,
  ) {
    const form = new FormData()
    form.set('purpose', purpose)
    form.set('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name)
    const response = await app.request(`/api${org}/files`, {
      method: 'POST',
      body: form,
      headers: { 'Accept-Language': 'en', ...(token ? bearer(token) : {}), ...asClient('10.2.0.1') },
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  async function uploaded(
    file: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
    purpose: SiteFilePurpose = 'document',
  ) {
    const answer = await upload(world.tokens.orgAdmin, file, purpose)
    expect(answer.status).toBe(201)
    return SiteFileSchema.parse(answer.body)
  }

  /** A file as a visitor (no token) or someone signed in fetches it. */
  function download(file: SiteFile, token: string | null = null) {
    return app.request(file.url, { headers: { ...(token ? bearer(token) : {}), ...asClient('10.2.0.2') } })
  }

  const setPages = (pages: readonly string[]) => world.must(world.call('PUT', manage, world.tokens.orgAdmin, { pages }))

  it('stores an uploaded PDF and serves it byte for byte, as an attachment that can never run as a page', async () => {
    const file = await uploaded({ bytes: PDF, name: '../../Rules 2030\u202e.pdf' })
    expect(file).toMatchObject({ media_type: 'application/pdf', size: PDF.byteLength, name: 'Rules 2030.pdf' })
    expect(file.url).toBe(`/api/files/${file.id}/Rules%202030.pdf`)
    // Before a document uses it, it is the admins' alone.
    expect((await download(file)).status).toBe(404)
    expect((await download(file, world.tokens.plainUser)).status).toBe(404)
    const preview = await download(file, world.tokens.orgAdmin)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('Cache-Control')).toMatch(/^private/)

    const created = await world.call('POST', `${manage}/documents`, world.tokens.orgAdmin, {
      title: 'League rules',
      file_id: file.id,
    })
    expect(created.status).toBe(201)
    const response = await download(file)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Rules 2030.pdf"; filename*=UTF-8''Rules%202030.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      // Shared caches keep it briefly: hiding the page later must not leave it out there for long.
      'cache-control': 'public, max-age=600',
    })
    // The bytes are kept under their digest, nowhere a name chose.
    expect((await readdir(filesDir)).filter((name) => !name.startsWith('.'))).toContain(
      (await database.db.select().from(siteFiles).where(eq(siteFiles.id, file.id)))[0]!.sha256,
    )
  })

  it('believes the bytes, not the name: a PNG called .pdf is stored and served as an image, inline', async () => {
    const file = await uploaded({ bytes: PNG, name: 'rules.pdf', type: 'application/pdf' })
    expect(file.media_type).toBe('image/png')
    await world.must(
      world.call('POST', `${manage}/documents`, world.tokens.orgAdmin, { title: 'Map', file_id: file.id }),
    )
    const response = await download(file)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline; /)
  })

  it('refuses programs, web pages and unknown purposes with 422, and files over the purpose’s size with 413', async () => {
    for (const file of [
      { bytes: EXE, name: 'rules.pdf', type: 'application/pdf' },
      { bytes: HTML, name: 'news.html', type: 'text/html' },
      { bytes: PDF, name: 'cover.pdf' },
    ]) {
      const purpose = file.name === 'cover.pdf' ? 'image' : 'document'
      const answer = await upload(world.tokens.orgAdmin, file, purpose)
      expect(answer.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(answer.body).errors ?? {})).toEqual(['file'])
    }
    const badPurpose = await upload(world.tokens.orgAdmin, { bytes: PNG, name: 'a.png' }, 'other')
    expect(badPurpose.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(badPurpose.body).errors ?? {})).toEqual(['purpose'])
    const form = new FormData()
    form.set('purpose', 'image')
    const noFile = await app.request(`/api${manage}/files`, {
      method: 'POST',
      body: form,
      headers: { ...bearer(world.tokens.orgAdmin!), ...asClient('10.2.0.1') },
    })
    expect(noFile.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await noFile.json()).errors ?? {})).toEqual(['file'])

    const tooLarge = new Uint8Array(5 * 1024 * 1024 + 1)
    tooLarge.set(PNG)
    const answer = await upload(world.tokens.orgAdmin, { bytes: tooLarge, name: 'huge.png' }, 'image')
    expect(answer.status).toBe(413)
    expect(ApiErrorSchema.parse(answer.body).message).toMatch(/too large/)
  })

  it('takes uploads from the organisation’s admins and super admins only', async () => {
    for (const role of competitionRoles) {
      const answer = await upload(world.tokens[role], { bytes: PNG, name: 'photo.png' }, 'image')
      const expected = role === 'orgAdmin' || role === 'superAdmin' ? 201 : role === 'anonymous' ? 401 : 403
      expect([role, answer.status]).toEqual([role, expected])
    }
  })

  it('stores news HTML without scripts or handlers, derives its excerpt, and shows the public only what is out', async () => {
    const { call, tokens, site } = world
    const cover = await uploaded({ bytes: PNG, name: 'cover.png' }, 'image')
    const published = await call('POST', `${manage}/news`, tokens.orgAdmin, {
      title: 'Season opener!',
      html:
        '<p onclick="steal()">Welcome <strong>back</strong> &amp; good luck.</p><script>alert(1)</script>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_blank">good</a></p>',
      cover_file_id: cover.id,
      status: 'published',
    })
    expect(published.status).toBe(201)
    const article = SiteNewsItemSchema.parse(published.body)
    expect(article).toMatchObject({
      slug: 'season-opener',
      html:
        '<p>Welcome <strong>back</strong> &amp; good luck.</p>' +
        '<p>bad <a href="https://example.org" rel="noopener nofollow ugc">good</a></p>',
      excerpt: 'Welcome back & good luck. bad good',
      status: 'published',
      visible: true,
      author: { name: 'Admin Ann' },
    })
    expect(article.published_at).not.toBeNull()

    const draft = SiteNewsItemSchema.parse(
      (await call('POST', `${manage}/news`, tokens.orgAdmin, { title: 'Secret', html: '<p>Soon</p>', status: 'draft' }))
        .body,
    )
    expect(draft).toMatchObject({ visible: false, published_at: null })
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = SiteNewsItemSchema.parse(
      (
        await call('POST', `${manage}/news`, tokens.orgAdmin, {
          title: 'Tomorrow',
          html: '<p>Not yet</p>',
          status: 'published',
          publish_at: later,
        })
      ).body,
    )
    expect(scheduled).toMatchObject({ visible: false, published_at: later })

    const publicList = SiteNewsListSchema.parse((await call('GET', `${site}/news`, null)).body)
    expect(publicList.items.map((item) => [item.slug, item.author])).toEqual([['season-opener', null]])
    // One article is one page: the second is not there (the site's 404), the first with one per page is.
    expect((await call('GET', `${site}/news?page=2`, null)).status).toBe(404)
    expect((await call('GET', `${site}/news?page=1&page_size=1`, null)).status).toBe(200)
    expect((await call('GET', `${site}/news/season-opener`, null)).status).toBe(200)
    expect((await call('GET', `${site}/news/${draft.slug}`, null)).status).toBe(404)
    expect((await call('GET', `${site}/news/${scheduled.slug}`, null)).status).toBe(404)
    // The admins see every article, drafts first.
    const adminList = SiteNewsListSchema.parse((await call('GET', `${manage}/news`, tokens.orgAdmin)).body)
    expect(adminList.items[0]?.slug).toBe(draft.slug)
    expect(adminList.total).toBe(3)
    expect((await call('GET', `${manage}/news/${draft.slug}`, tokens.orgAdmin)).status).toBe(200)

    // A cover of a draft stays the admins' until the article is out.
    await call('PUT', `${manage}/news/${draft.slug}`, tokens.orgAdmin, { cover_file_id: cover.id })
    const draftCover = await uploaded({ bytes: PNG, name: 'draft.png' }, 'image')
    await call('PUT', `${manage}/news/${draft.slug}`, tokens.orgAdmin, { cover_file_id: draftCover.id })
    expect((await download(draftCover)).status).toBe(404)
    expect((await download(draftCover, tokens.orgAdmin)).status).toBe(200)
    // The admin's browser shows the draft's cover in an <img>, which sends the session cookie, not a bearer header.
    const byCookie = (token: string | null) =>
      app.request(draftCover.url, { headers: { Cookie: `token=${token ?? ''}`, ...asClient('10.2.0.2') } })
    expect((await byCookie(tokens.orgAdmin)).status).toBe(200)
    expect((await byCookie(tokens.plainUser)).status).toBe(404)
    expect((await byCookie('not-a-token')).status).toBe(404)
    expect((await download(cover)).status).toBe(200)

    // A new slug keeps the old one leading to the article.
    const renamed = await call('PUT', `${manage}/news/season-opener`, tokens.orgAdmin, { slug: 'opener' })
    expect(SiteNewsItemSchema.parse(renamed.body).slug).toBe('opener')
    expect(SiteNewsItemSchema.parse((await call('GET', `${site}/news/season-opener`, null)).body).slug).toBe('opener')
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'siteNews.updated'))
    expect(audit.length).toBeGreaterThan(0)
  })

  it('refuses bad news field by field: a taken slug, another organisation’s file, a document as cover', async () => {
    const { call, tokens } = world
    const invalid = await call('POST', `${manage}/news`, tokens.orgAdmin, {
      title: ' ',
      html: 3,
      status: 'live',
      publish_at: 'tomorrow',
    })
    expect(invalid.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(invalid.body).errors ?? {}).sort()).toEqual([
      'html',
      'publish_at',
      'status',
      'title',
    ])
    const base = { title: 'Taken', html: '<p>x</p>', status: 'draft' }
    await world.must(call('POST', `${manage}/news`, tokens.orgAdmin, { ...base, slug: 'taken' }))
    const taken = await call('POST', `${manage}/news`, tokens.orgAdmin, { ...base, slug: 'taken' })
    expect([taken.status, Object.keys(ApiErrorSchema.parse(taken.body).errors ?? {})]).toEqual([422, ['slug']])
    // Without a slug, the title's next free one.
    expect(SiteNewsItemSchema.parse((await call('POST', `${manage}/news`, tokens.orgAdmin, base)).body).slug).toBe(
      'taken-2',
    )

    const document = await uploaded({ bytes: PDF, name: 'a.pdf' })
    const otherManage = `/competition/manage/organisations/${world.otherOrganisation.slug}/site`
    const otherAnswer = await upload(tokens.otherOrgAdmin, { bytes: PNG, name: 'theirs.png' }, 'image', otherManage)
    const theirs = SiteFileSchema.parse(otherAnswer.body)
    for (const cover of [document.id, theirs.id, crypto.randomUUID()]) {
      const answer = await call('POST', `${manage}/news`, tokens.orgAdmin, { ...base, cover_file_id: cover })
      expect([answer.status, Object.keys(ApiErrorSchema.parse(answer.body).errors ?? {})]).toEqual([
        422,
        ['cover_file_id'],
      ])
    }
  })

  it('keeps documents per season or for every season, in the admins’ order', async () => {
    const { call, tokens, site, season } = world
    const file = await uploaded({ bytes: PDF, name: 'fixtures.pdf' })
    const unknown = await call('POST', `${manage}/documents`, tokens.orgAdmin, {
      title: 'Fixtures',
      file_id: file.id,
      season: 'no-such-season',
    })
    expect([unknown.status, Object.keys(ApiErrorSchema.parse(unknown.body).errors ?? {})]).toEqual([422, ['season']])
    const image = await uploaded({ bytes: PNG, name: 'photo.png' }, 'image')
    const wrongPurpose = await call('POST', `${manage}/documents`, tokens.orgAdmin, { title: 'x', file_id: image.id })
    expect(Object.keys(ApiErrorSchema.parse(wrongPurpose.body).errors ?? {})).toEqual(['file_id'])
    const invalid = await call('POST', `${manage}/documents`, tokens.orgAdmin, { title: '', file_id: 'nope' })
    expect(Object.keys(ApiErrorSchema.parse(invalid.body).errors ?? {}).sort()).toEqual(['file_id', 'title'])

    const fixtures = SiteDocumentSchema.parse(
      (
        await call('POST', `${manage}/documents`, tokens.orgAdmin, {
          title: 'Fixtures',
          category: 'Fixtures',
          file_id: file.id,
          season: season.slug,
        })
      ).body,
    )
    expect(fixtures.season).toEqual({ slug: season.slug, name: season.name })
    const all = SiteDocumentListSchema.parse((await call('GET', `${manage}/documents`, tokens.orgAdmin)).body)
    const reversed = all.map((document) => document.id).reverse()
    const ordered = await call('PUT', `${manage}/documents/order`, tokens.orgAdmin, { ids: reversed })
    expect(ordered.status).toBe(200)
    expect(SiteDocumentListSchema.parse(ordered.body).map((document) => document.id)).toEqual(reversed)
    const publicList = SiteDocumentListSchema.parse((await call('GET', `${site}/documents`, null)).body)
    expect(publicList.map((document) => document.id)).toEqual(reversed)
    expect((await call('GET', `${site}/documents?season=no-such-season`, null)).status).toBe(404)
    const partial = await call('PUT', `${manage}/documents/order`, tokens.orgAdmin, { ids: reversed.slice(1) })
    expect([partial.status, Object.keys(ApiErrorSchema.parse(partial.body).errors ?? {})]).toEqual([422, ['ids']])

    const changed = await call('PUT', `${manage}/documents/${fixtures.id}`, tokens.orgAdmin, { season: null })
    expect(SiteDocumentSchema.parse(changed.body)).toMatchObject({ season: null, title: 'Fixtures' })
    expect((await call('DELETE', `${manage}/documents/${fixtures.id}`, tokens.orgAdmin)).status).toBe(204)
    expect((await call('GET', `${manage}/documents/${fixtures.id}`, tokens.orgAdmin)).status).toBe(404)
  })

  it('shows the public a board member’s e-mail address or phone only where the admins tick it', async () => {
    const { call, tokens, site } = world
    const photo = await uploaded({ bytes: PNG, name: 'chair.png' }, 'image')
    const chair = SiteBoardMemberSchema.parse(
      (
        await call('POST', `${manage}/board-members`, tokens.orgAdmin, {
          name: 'Chris Chair',
          role: 'Chair',
          photo_file_id: photo.id,
          email: 'chair@example.org',
          phone: '+32 470 12 34 56',
          show_email: true,
        })
      ).body,
    )
    const secretary = SiteBoardMemberSchema.parse(
      (
        await call('POST', `${manage}/board-members`, tokens.orgAdmin, {
          name: 'Sue Secretary',
          role: 'Secretary',
          email: 'sue@example.org',
        })
      ).body,
    )
    expect([chair.position, secretary.position]).toEqual([0, 1])
    const invalid = await call('POST', `${manage}/board-members`, tokens.orgAdmin, {
      name: 'X',
      role: 'Y',
      email: 'not an address',
      phone: 'call me',
    })
    expect(Object.keys(ApiErrorSchema.parse(invalid.body).errors ?? {}).sort()).toEqual(['email', 'phone'])

    const publicBoard = SiteBoardMemberListSchema.parse((await call('GET', `${site}/board-members`, null)).body)
    expect(publicBoard.map((member) => [member.name, member.email, member.phone])).toEqual([
      ['Chris Chair', 'chair@example.org', null],
      ['Sue Secretary', null, null],
    ])
    expect((await download(photo)).status).toBe(200)
    const ordered = await call('PUT', `${manage}/board-members/order`, tokens.orgAdmin, {
      ids: [secretary.id, chair.id],
    })
    expect(SiteBoardMemberListSchema.parse(ordered.body).map((member) => member.name)).toEqual([
      'Sue Secretary',
      'Chris Chair',
    ])
    const updated = await call('PUT', `${manage}/board-members/${secretary.id}`, tokens.orgAdmin, { show_phone: true })
    expect(SiteBoardMemberSchema.parse(updated.body)).toMatchObject({ show_phone: true, email: 'sue@example.org' })
  })

  it('hides a page the site’s settings hide, and the files only it uses', async () => {
    const { call, site, tokens } = world
    const documents = SiteDocumentListSchema.parse((await call('GET', `${site}/documents`, null)).body)
    const file = documents[0]!.file
    await setPages(competitionSitePages.filter((page) => !['news', 'documents', 'board-members'].includes(page)))
    for (const path of ['/news', '/news/opener', '/documents', '/board-members']) {
      expect([path, (await call('GET', `${site}${path}`, null)).status]).toEqual([path, 404])
    }
    expect((await download(file)).status).toBe(404)
    expect((await download(file, tokens.orgAdmin)).status).toBe(200)
    await setPages(competitionSitePages)
    expect((await download(file)).status).toBe(200)
  })

  it('keeps every manage route from everyone but the organisation’s admins and super admins', async () => {
    const { call, tokens } = world
    const someId = crypto.randomUUID()
    const routes: [string, string, unknown?][] = [
      ['GET', `${manage}/news`],
      ['POST', `${manage}/news`, { title: 'x', html: '', status: 'draft' }],
      ['GET', `${manage}/news/opener`],
      ['PUT', `${manage}/news/opener`, { title: 'Mine' }],
      ['DELETE', `${manage}/news/opener`],
      ['GET', `${manage}/documents`],
      ['POST', `${manage}/documents`, { title: 'x', file_id: someId }],
      ['PUT', `${manage}/documents/order`, { ids: [] }],
      ['GET', `${manage}/documents/${someId}`],
      ['PUT', `${manage}/documents/${someId}`, { title: 'x' }],
      ['DELETE', `${manage}/documents/${someId}`],
      ['GET', `${manage}/board-members`],
      ['POST', `${manage}/board-members`, { name: 'x', role: 'y' }],
      ['PUT', `${manage}/board-members/order`, { ids: [] }],
      ['GET', `${manage}/board-members/${someId}`],
      ['PUT', `${manage}/board-members/${someId}`, { name: 'x' }],
      ['DELETE', `${manage}/board-members/${someId}`],
    ]
    for (const [method, path, body] of routes) {
      for (const role of ['plainUser', 'member', 'captain', 'otherCaptain', 'otherOrgAdmin'] as const) {
        expect([method, path, role, (await call(method, path, tokens[role], body)).status]).toEqual([
          method,
          path,
          role,
          403,
        ])
      }
      expect([method, path, (await call(method, path, null, body)).status]).toEqual([method, path, 401])
      const unknownOrg = path.replace(world.organisation.slug, 'no-such-league')
      expect([method, unknownOrg, (await call(method, unknownOrg, tokens.superAdmin, body)).status]).toEqual([
        method,
        unknownOrg,
        404,
      ])
    }
    // A super admin manages any organisation's site.
    expect((await call('GET', `${manage}/news`, tokens.superAdmin)).status).toBe(200)
    expect((await call('GET', `${manage}/news/no-such-article`, tokens.orgAdmin)).status).toBe(404)
    expect((await call('DELETE', `${manage}/news/opener`, tokens.orgAdmin)).status).toBe(204)
    expect((await call('GET', `${world.site}/news/opener`, null)).status).toBe(404)
  })

  it('sweeps files nothing used for a day at the next upload, bytes and all', async () => {
    const stale = await uploaded({ bytes: minimalPdf(['Forgotten']), name: 'forgotten.pdf' })
    const [row] = await database.db
      .update(siteFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(siteFiles.id, stale.id))
      .returning()
    await uploaded({ bytes: PNG, name: 'fresh.png' }, 'image')
    expect(await database.db.select().from(siteFiles).where(eq(siteFiles.id, stale.id))).toEqual([])
    expect(await readdir(filesDir)).not.toContain(row!.sha256)
    expect((await download(stale, world.tokens.orgAdmin)).status).toBe(404)
  })

  it('deletes an organisation’s files with it, keeping bytes another organisation uploaded too', async () => {
    const { call, tokens, otherOrganisation } = world
    const otherManage = `/competition/manage/organisations/${otherOrganisation.slug}/site`
    const own = minimalPdf(['Only theirs'])
    const theirs = SiteFileSchema.parse(
      (await upload(tokens.otherOrgAdmin, { bytes: own, name: 'a.pdf' }, 'document', otherManage)).body,
    )
    const shared = SiteFileSchema.parse(
      (await upload(tokens.otherOrgAdmin, { bytes: PNG, name: 'b.png' }, 'image', otherManage)).body,
    )
    const digest = async (id: string) =>
      (await database.db.select().from(siteFiles).where(eq(siteFiles.id, id)))[0]!.sha256
    const [ownDigest, sharedDigest] = [await digest(theirs.id), await digest(shared.id)]
    expect((await call('DELETE', `/admin/organisations/${otherOrganisation.slug}`, tokens.superAdmin)).status).toBe(204)
    const left = await readdir(filesDir)
    expect(left).not.toContain(ownDigest)
    expect(left).toContain(sharedDigest)
  })
})
