import type { SiteFilePurpose, SiteNewsStatus } from '@oche/api'

// A league site's own content in the mocks' store (ADR 018): uploaded files with their bytes, news articles,
// documents and board members, kept the way the server stores them (ids to files and seasons, slugs with former
// ones), and the demo organisation's seed so every story has something to show.

export type StoredSiteFile = {
  id: string
  organisationId: string
  purpose: SiteFilePurpose
  name: string
  media_type: string
  size: number
  bytes: Blob
  created_at: string
}

export type StoredSiteNews = {
  id: string
  organisationId: string
  slug: string
  formerSlugs: string[]
  title: string
  /** The sanitised HTML. */
  html: string
  coverId: string | null
  status: SiteNewsStatus
  publish_at: string | null
  /** When it was first published (null: never). */
  first_published_at: string | null
  authorName: string
  created_at: string
  updated_at: string
}

export type StoredSiteDocument = {
  id: string
  organisationId: string
  title: string
  description: string
  category: string | null
  fileId: string
  /** null: every season. */
  seasonId: string | null
  position: number
  created_at: string
  updated_at: string
}

export type StoredSiteBoardMember = {
  id: string
  organisationId: string
  name: string
  role: string
  photoId: string | null
  email: string | null
  phone: string | null
  show_email: boolean
  show_phone: boolean
  position: number
}

export type SiteContentStore = {
  files: Map<string, StoredSiteFile>
  news: Map<string, StoredSiteNews>
  documents: Map<string, StoredSiteDocument>
  boardMembers: Map<string, StoredSiteBoardMember>
}

export function createSiteContentStore(): SiteContentStore {
  return { files: new Map(), news: new Map(), documents: new Map(), boardMembers: new Map() }
}

/** The ids of the demo organisation's site content, for stories that name one. */
export const siteContentFixtureIds = {
  newsWinter: '5e0a0000-0000-4000-8000-000000000001',
  newsCupDraw: '5e0a0000-0000-4000-8000-000000000002',
  newsDraft: '5e0a0000-0000-4000-8000-000000000003',
  rulesDocument: '5e0a0000-0000-4000-8000-000000000011',
  fixtureListDocument: '5e0a0000-0000-4000-8000-000000000012',
  chair: '5e0a0000-0000-4000-8000-000000000021',
  secretary: '5e0a0000-0000-4000-8000-000000000022',
  treasurer: '5e0a0000-0000-4000-8000-000000000023',
  coverFile: '5e0a0000-0000-4000-8000-000000000031',
  rulesFile: '5e0a0000-0000-4000-8000-000000000032',
  fixtureListFile: '5e0a0000-0000-4000-8000-000000000033',
  photoFile: '5e0a0000-0000-4000-8000-000000000034',
} as const

/** The slugs of the demo organisation's articles: two published, one draft. */
export const siteContentFixtureSlugs = {
  /** Published, with a cover: the newest. */
  winter: 'winter-break-and-the-second-half',
  /** Published, no cover. */
  cupDraw: 'cup-draw-on-friday',
  /** A draft. */
  draft: 'new-venue-for-the-finals-night',
} as const

const base64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** A small striped PNG in the league's teal: a cover or photo that loads. */
export const siteImageBytes = base64(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAQklEQVR42mPgL8uDI5FpPXBELXEGmprOX5bHQFPToRbQznSQBTQ1HcUCGsU2A01Nh1pA05TKMJoPRvPBaD4YBvkAAPaabj9nLhpGAAAAAElFTkSuQmCC',
)

/** A one-page PDF that any viewer opens. */
export const sitePdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * The demo organisation's site: two published articles (one with a cover) and a draft, the league rules (every
 * season) and the current season's fixture list, and three board members (the chair shows e-mail and phone, the
 * secretary the e-mail only, the treasurer nothing).
 */
export function seedSiteContent(
  content: SiteContentStore,
  {
    organisationId,
    currentSeasonId,
    authorName,
    stamp,
  }: {
    organisationId: string
    currentSeasonId: string
    authorName: string
    stamp: string
  },
) {
  const ids = siteContentFixtureIds
  const at = (days: number) => new Date(Date.parse(stamp) - days * 86_400_000).toISOString()
  const file = (id: string, purpose: SiteFilePurpose, name: string, media_type: string, bytes: Uint8Array) =>
    content.files.set(id, {
      id,
      organisationId,
      purpose,
      name,
      media_type,
      size: bytes.byteLength,
      bytes: new Blob([bytes as BlobPart], { type: media_type }),
      created_at: at(40),
    })
  file(ids.coverFile, 'image', 'oche-winter.png', 'image/png', siteImageBytes)
  file(ids.photoFile, 'image', 'chair.png', 'image/png', siteImageBytes)
  file(ids.rulesFile, 'document', 'league-rules.pdf', 'application/pdf', sitePdfBytes)
  file(ids.fixtureListFile, 'document', 'fixture-list-2026-27.pdf', 'application/pdf', sitePdfBytes)

  const article = (row: Omit<StoredSiteNews, 'organisationId' | 'formerSlugs' | 'authorName'>) =>
    content.news.set(row.id, { ...row, organisationId, formerSlugs: [], authorName })
  article({
    id: ids.newsWinter,
    slug: siteContentFixtureSlugs.winter,
    title: 'Winter break and the second half',
    html:
      '<p>The first half of the season is played: thanks to every team, captain and marker who made the league ' +
      'nights run on time.</p><h2>Winter break</h2><p>There are <strong>no league nights</strong> in the two weeks ' +
      'around New Year. The second half starts on the first Thursday of January with the return matches.</p>' +
      '<h3>Postponed matches</h3><ul><li>Play them before the break where you can.</li><li>Otherwise agree a ' +
      'new date with the match secretary.</li></ul><blockquote><p>Good darts to everyone, and see you at the ' +
      'oche in January!</p></blockquote>',
    coverId: ids.coverFile,
    status: 'published',
    publish_at: null,
    first_published_at: at(3),
    created_at: at(4),
    updated_at: at(3),
  })
  article({
    id: ids.newsCupDraw,
    slug: siteContentFixtureSlugs.cupDraw,
    title: 'Cup draw on Friday',
    html:
      '<p>The draw for the first round of the league cup is on <em>Friday at 21:00</em> in the clubhouse, and ' +
      'streamed for those who cannot make it.</p><p>Entries close on Thursday: captains, enter your team on the ' +
      '<a href="https://league.localhost/cups" rel="noopener nofollow ugc">cup page</a>.</p>',
    coverId: null,
    status: 'published',
    publish_at: null,
    first_published_at: at(10),
    created_at: at(11),
    updated_at: at(10),
  })
  article({
    id: ids.newsDraft,
    slug: siteContentFixtureSlugs.draft,
    title: 'New venue for the finals night',
    html:
      '<p>The finals night moves to a bigger venue with eight boards, so every final can be played at the same ' +
      'time.</p><ol><li>Doors open at 19:00.</li><li>The first finals start at 20:00.</li></ol>',
    coverId: null,
    status: 'draft',
    publish_at: null,
    first_published_at: null,
    created_at: at(1),
    updated_at: at(1),
  })

  const document = (row: Omit<StoredSiteDocument, 'organisationId' | 'created_at' | 'updated_at'>) =>
    content.documents.set(row.id, { ...row, organisationId, created_at: at(30), updated_at: at(30) })
  document({
    id: ids.rulesDocument,
    title: 'League rules',
    description: 'How a league night is played: lineups, markers, results and postponements.',
    category: 'Rules',
    fileId: ids.rulesFile,
    seasonId: null,
    position: 0,
  })
  document({
    id: ids.fixtureListDocument,
    title: 'Fixture list 2026-27',
    description: 'Every match of the season by league night, to print for the venue.',
    category: 'Fixtures',
    fileId: ids.fixtureListFile,
    seasonId: currentSeasonId,
    position: 1,
  })

  const member = (row: Omit<StoredSiteBoardMember, 'organisationId'>) =>
    content.boardMembers.set(row.id, { ...row, organisationId })
  member({
    id: ids.chair,
    name: 'Marieke Janssens',
    role: 'Chair',
    photoId: ids.photoFile,
    email: 'chair@demo-darts-league.example',
    phone: '+32 470 12 34 56',
    show_email: true,
    show_phone: true,
    position: 0,
  })
  member({
    id: ids.secretary,
    name: 'Tom Peeters',
    role: 'Secretary',
    photoId: null,
    email: 'secretary@demo-darts-league.example',
    phone: '+32 471 65 43 21',
    show_email: true,
    show_phone: false,
    position: 1,
  })
  member({
    id: ids.treasurer,
    name: 'Sofie Claes',
    role: 'Treasurer',
    photoId: null,
    email: 'treasurer@demo-darts-league.example',
    phone: null,
    show_email: false,
    show_phone: false,
    position: 2,
  })
}
