import {
  SiteBoardMemberListSchema,
  SiteDocumentListSchema,
  SiteDocumentSchema,
  SiteFileSchema,
  SiteNewsItemSchema,
  SiteNewsListSchema,
  siteFileLimits,
} from '@oche/api'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { competitionSiteFixture as site } from './competition-site-handlers'
import { competitionFixtureSlugs, createCompetitionStore } from './competition-store'
import { mockTokens } from './fixtures'
import { siteContentFixtureIds as ids, siteContentFixtureSlugs as slugs } from './site-content-fixtures'
import { createSiteContentHandlers, withHiddenSitePage, withScheduledSiteNews } from './site-content-handlers'
import { mockCaller, mockOrigin } from './test-requests'

const manage = `/competition/manage/organisations/${competitionFixtureSlugs.organisation}/site`
const publicBase = `/competition/${site.domain}`

function setup(change?: (store: ReturnType<typeof createCompetitionStore>) => void) {
  const store = createCompetitionStore()
  change?.(store)
  const handlers = createSiteContentHandlers({ store })
  const call = mockCaller(handlers)
  const upload = async (file: File, purpose: string, token: string | null = mockTokens.user) => {
    const form = new FormData()
    form.set('purpose', purpose)
    form.set('file', file)
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    const response = await getResponse(
      handlers,
      new Request(`${mockOrigin}/api${manage}/files`, { method: 'POST', body: form, headers }),
    )
    if (!response) throw new Error('No mock answers the upload')
    return response
  }
  const fetchFile = async (url: string) => {
    const response = await getResponse(handlers, new Request(`${mockOrigin}${url}`))
    if (!response) throw new Error(`No mock answers ${url}`)
    return response
  }
  return { store, call, upload, fetchFile }
}

describe('the site content mocks', () => {
  it('list the demo league’s news for its admins, drafts first, and refuse anyone else', async () => {
    const { call } = setup()
    const list = SiteNewsListSchema.parse(await (await call('GET', `${manage}/news`)).json())
    expect(list.items.map((item) => [item.slug, item.status, item.visible])).toEqual([
      [slugs.draft, 'draft', false],
      [slugs.winter, 'published', true],
      [slugs.cupDraw, 'published', true],
    ])
    expect(list.items[1]?.cover?.url).toMatch(/^\/api\/files\/.+\/oche-winter\.png$/)
    expect(list.items[1]?.excerpt).toMatch(/^The first half of the season is played/)
    expect((await call('GET', `${manage}/news`, undefined, null)).status).toBe(401)
    expect((await call('GET', `${manage}/news`, undefined, mockTokens.superAdmin)).status).toBe(200)
    const member = mockCaller(createSiteContentHandlers({ store: createCompetitionStore({ organiserRole: 'member' }) }))
    expect((await member('GET', `${manage}/news`)).status).toBe(403)
    const paged = SiteNewsListSchema.parse(await (await call('GET', `${manage}/news?page=2&page_size=2`)).json())
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2, items: [{ slug: slugs.cupDraw }] })
  })

  it('write an article: a slug from the title, sanitised HTML, a taken slug and bad input refused', async () => {
    const { call } = setup()
    const created = await call('POST', `${manage}/news`, {
      title: 'Finals night: the results',
      html: '<h2>Results</h2><p onclick="x()">All <b>finals</b> played.</p><script>alert(1)</script><a href="javascript:x">x</a>',
      status: 'published',
    })
    expect(created.status).toBe(201)
    const item = SiteNewsItemSchema.parse(await created.json())
    expect(item).toMatchObject({ slug: 'finals-night-the-results', visible: true, author: { name: 'Olly Organiser' } })
    expect(item.html).toBe('<h2>Results</h2><p>All <strong>finals</strong> played.</p><a>x</a>')
    const again = SiteNewsItemSchema.parse(
      await (
        await call('POST', `${manage}/news`, { title: 'Finals night: the results', html: '', status: 'draft' })
      ).json(),
    )
    expect(again.slug).toBe('finals-night-the-results-2')
    const taken = await call('POST', `${manage}/news`, { title: 'x', slug: slugs.winter, html: '', status: 'draft' })
    expect(taken.status).toBe(422)
    expect(Object.keys(((await taken.json()) as { errors: object }).errors)).toEqual(['slug'])
    const bad = await call('POST', `${manage}/news`, { title: ' ', html: '', status: 'maybe' })
    expect(bad.status).toBe(422)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['status', 'title'])
  })

  it('change, rename and delete an article, its old address still leading to it', async () => {
    const { call } = setup()
    const changed = await call('PUT', `${manage}/news/${slugs.draft}`, { slug: 'finals-venue', status: 'published' })
    expect(SiteNewsItemSchema.parse(await changed.json())).toMatchObject({ slug: 'finals-venue', visible: true })
    expect((await call('GET', `${manage}/news/${slugs.draft}`)).status).toBe(200)
    expect((await call('DELETE', `${manage}/news/finals-venue`)).status).toBe(204)
    expect((await call('GET', `${manage}/news/finals-venue`)).status).toBe(404)
  })

  it('upload files by type and size and serve them back', async () => {
    const { call, upload, fetchFile } = setup()
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'C:\\photos\\cover.png', { type: 'image/png' })
    const created = await upload(png, 'image')
    expect(created.status).toBe(201)
    const file = SiteFileSchema.parse(await created.json())
    expect(file).toMatchObject({ name: 'cover.png', media_type: 'image/png', size: 4 })
    const served = await fetchFile(file.url)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]))
    const pdf = new File(['%PDF'], 'rules.pdf', { type: 'application/pdf' })
    expect((await upload(pdf, 'image')).status).toBe(422)
    expect((await upload(pdf, 'document')).status).toBe(201)
    const huge = new File([new Uint8Array(siteFileLimits.image + 1)], 'huge.png', { type: 'image/png' })
    expect((await upload(huge, 'image')).status).toBe(413)
    expect((await upload(png, 'image', null)).status).toBe(401)
    const withCover = await call('PUT', `${manage}/news/${slugs.cupDraw}`, { cover_file_id: file.id })
    expect(SiteNewsItemSchema.parse(await withCover.json()).cover?.id).toBe(file.id)
  })

  it('keep documents and board members in order, checked against the organisation’s files and seasons', async () => {
    const { call, upload } = setup()
    const documents = SiteDocumentListSchema.parse(await (await call('GET', `${manage}/documents`)).json())
    expect(documents.map((row) => [row.title, row.season?.slug ?? null])).toEqual([
      ['League rules', null],
      ['Fixture list 2026-27', competitionFixtureSlugs.currentSeason],
    ])
    const file = SiteFileSchema.parse(
      await (await upload(new File(['%PDF'], 'form.pdf', { type: 'application/pdf' }), 'document')).json(),
    )
    const created = await call('POST', `${manage}/documents`, { title: 'Transfer form', file_id: file.id })
    expect(SiteDocumentSchema.parse(await created.json())).toMatchObject({ position: 2, season: null, description: '' })
    const unknownSeason = await call('POST', `${manage}/documents`, { title: 'x', file_id: file.id, season: '1999' })
    expect(unknownSeason.status).toBe(422)
    const unknownFile = await call('POST', `${manage}/documents`, { title: 'x', file_id: ids.rulesDocument })
    expect(unknownFile.status).toBe(422)
    const reordered = await call('PUT', `${manage}/board-members/order`, {
      ids: [ids.treasurer, ids.chair, ids.secretary],
    })
    expect(SiteBoardMemberListSchema.parse(await reordered.json()).map((row) => row.role)).toEqual([
      'Treasurer',
      'Chair',
      'Secretary',
    ])
    expect((await call('PUT', `${manage}/board-members/order`, { ids: [ids.chair] })).status).toBe(422)
    const badPhone = await call('POST', `${manage}/board-members`, { name: 'An', role: 'Member', phone: 'call me' })
    expect(badPhone.status).toBe(422)
  })

  it('show the public only what is published, no author, contact details only where shown', async () => {
    const { call } = setup(withScheduledSiteNews)
    const news = SiteNewsListSchema.parse(await (await call('GET', `${publicBase}/news`, undefined, null)).json())
    expect(news.items.map((item) => [item.slug, item.author])).toEqual([
      [slugs.winter, null],
      [slugs.cupDraw, null],
    ])
    // Two articles, one a page: a third page is not there, as the API answers.
    expect((await call('GET', `${publicBase}/news?page=2&page_size=1`, undefined, null)).status).toBe(200)
    expect((await call('GET', `${publicBase}/news?page=3&page_size=1`, undefined, null)).status).toBe(404)
    expect((await call('GET', `${publicBase}/news/${slugs.draft}`, undefined, null)).status).toBe(404)
    const item = SiteNewsItemSchema.parse(
      await (await call('GET', `${publicBase}/news/${slugs.cupDraw}`, undefined, null)).json(),
    )
    expect(item.html).toContain('cup page')
    const members = SiteBoardMemberListSchema.parse(
      await (await call('GET', `${publicBase}/board-members`, undefined, null)).json(),
    )
    expect(members.map((row) => [row.name, row.email, row.phone])).toEqual([
      ['Marieke Janssens', 'chair@demo-darts-league.example', '+32 470 12 34 56'],
      ['Tom Peeters', 'secretary@demo-darts-league.example', null],
      ['Sofie Claes', null, null],
    ])
    const current = SiteDocumentListSchema.parse(
      await (await call('GET', `${publicBase}/documents`, undefined, null)).json(),
    )
    expect(current.map((row) => row.title)).toEqual(['League rules', 'Fixture list 2026-27'])
    const previous = SiteDocumentListSchema.parse(
      await (await call('GET', `${publicBase}/documents?season=${site.previousSeason}`, undefined, null)).json(),
    )
    expect(previous.map((row) => row.title)).toEqual(['League rules'])
  })

  it('answer 404 for a page the site hides', async () => {
    const { call } = setup((store) => {
      withHiddenSitePage(store, 'news')
      withHiddenSitePage(store, 'documents')
    })
    expect((await call('GET', `${publicBase}/news`, undefined, null)).status).toBe(404)
    expect((await call('GET', `${publicBase}/news/${slugs.winter}`, undefined, null)).status).toBe(404)
    expect((await call('GET', `${publicBase}/documents`, undefined, null)).status).toBe(404)
    expect((await call('GET', `${publicBase}/board-members`, undefined, null)).status).toBe(200)
  })
})
