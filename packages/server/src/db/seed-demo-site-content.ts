import { SiteBoardMemberInputSchema, SiteDocumentInputSchema, SiteNewsInputSchema } from '@oche/api'
import type { Caller } from '../services/competition/access'
import type { FileStore } from '../services/files/file-store'
import type { SiteAuditActor } from '../services/site-content/site-audit'
import { createSiteBoardMember } from '../services/site-content/site-board-members'
import { createSiteDocument } from '../services/site-content/site-documents'
import { uploadSiteFile } from '../services/site-content/site-files'
import { createSiteNews } from '../services/site-content/site-news'
import type { Database } from './database'

// The demo league's own site content (ADR 018): two published news articles and a draft, two documents (small PDFs
// made here) and three board members, the chair's e-mail address shown.

const DAY_MS = 24 * 60 * 60 * 1000

/** `(`, `)` and `\` escaped, anything but printable ASCII left out: a PDF string of the simplest kind. */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`)
}

/**
 * A valid one-page A4 PDF with the lines in Helvetica, built by hand: five objects, the cross-reference table with
 * their byte offsets, and the trailer.
 */
export function minimalPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const content = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 18 : 12} Tf 72 ${770 - index * 22} Td (${pdfString(line)}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  for (const [index, object] of objects.entries()) {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  }
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }, what: string): T {
  if (!result.ok) throw new Error(`Seeding the demo league's ${what} failed: ${result.error}`)
  return result.value
}

const news = [
  {
    title: 'The new season starts',
    daysAgo: 14,
    html:
      '<p>Welcome back to the <strong>Demo Darts League</strong>! Twelve teams play in two divisions this season, ' +
      'and the League Cup is drawn.</p><h2>What is new</h2><ul><li><p>Scores are entered on the board tablets.</p>' +
      '</li><li><p>The standings update as soon as a match report is signed off.</p></li></ul>',
  },
  {
    title: 'League Cup draw made',
    daysAgo: 3,
    html:
      '<p>The first round of the <em>League Cup</em> is drawn: every team of the season takes part. See the ' +
      '<a href="https://example.org/oche-demo-cup">cup page</a> for the pairings.</p><blockquote><p>May the best ' +
      'darts win.</p></blockquote>',
  },
] as const

/**
 * Gives the freshly made demo league its site content, as its admin would: files uploaded into `fileStore`, the
 * articles, documents and board members made through the same services as the API.
 */
export async function seedDemoSiteContent(
  db: Database,
  input: { caller: Caller; org: string; season: string; fileStore: FileStore; today: Date },
): Promise<void> {
  const { caller, org, fileStore, today } = input
  const actor: SiteAuditActor = { userId: caller.id, impersonatorId: null, requestId: null }
  for (const article of news) {
    const publishAt = new Date(today.getTime() - article.daysAgo * DAY_MS).toISOString()
    const fields = { title: article.title, html: article.html, status: 'published', publish_at: publishAt }
    must(
      await createSiteNews(db, { caller, org, actor, article: SiteNewsInputSchema.parse(fields), now: today }),
      'news',
    )
  }
  const draft = {
    title: 'End-of-season party',
    html: '<p>Save the date: the prize-giving is on the last Saturday of May. More soon.</p>',
    status: 'draft',
  }
  must(await createSiteNews(db, { caller, org, actor, article: SiteNewsInputSchema.parse(draft), now: today }), 'draft')

  const upload = async (name: string, lines: readonly string[]) =>
    must(
      await uploadSiteFile(db, {
        caller,
        org,
        actor,
        purpose: 'document',
        name,
        body: new Blob([minimalPdf(lines)]).stream(),
        store: fileStore,
        storageBytes: Number.MAX_SAFE_INTEGER,
      }),
      'document file',
    )
  const rules = await upload('league-rules.pdf', [
    'Demo Darts League - League rules',
    '1. Matches start at 20:00; a team not ready by 20:30 forfeits.',
    '2. Every game is 501, double out, best of three legs.',
    '3. The home captain enters the result on the board tablet.',
  ])
  const fixtureList = await upload('fixture-list.pdf', [
    'Demo Darts League - Fixture list',
    'The whole season is on the site: every team, every league night.',
  ])
  const documents = [
    { title: 'League rules', description: 'How we play, for every season.', category: 'Rules', file_id: rules.id },
    { title: 'Fixture list', category: 'Fixtures', file_id: fixtureList.id, season: input.season },
  ]
  for (const document of documents)
    must(
      await createSiteDocument(db, {
        caller,
        org,
        actor,
        document: SiteDocumentInputSchema.parse(document),
        now: today,
      }),
      'document',
    )

  const members = [
    { name: 'Lena League', role: 'Chair', email: 'league@oche.test', show_email: true },
    { name: 'Sam Secretary', role: 'Secretary', email: 'secretary@oche.test' },
    { name: 'Tom Treasurer', role: 'Treasurer', phone: '+32 470 99 00 01' },
  ]
  for (const member of members)
    must(
      await createSiteBoardMember(db, {
        caller,
        org,
        actor,
        member: SiteBoardMemberInputSchema.parse(member),
        now: today,
      }),
      'board member',
    )
}
