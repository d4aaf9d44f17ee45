import type { SiteDocument } from '@oche/api'
import { competitionFixtureSlugs, siteContentFixtureIds, sitePdfBytes, type CompetitionStore } from '@oche/mocks'

export { siteSettingsHandlers as siteContentHandlers } from '../site-settings/site-settings.story-helpers'

export const org = competitionFixtureSlugs.organisation
export const season = competitionFixtureSlugs.currentSeason
/** The season pages' base path, as the links write it. */
export const seasonBase = `/competition/${org}/season/${season}`
/** The documents' API paths, for MSW overrides and recorded calls. */
export const documentsApi = '/competition/manage/organisations/:org/site/documents'
export const documentApi = `${documentsApi}/:id`
export const documentOrderApi = `${documentsApi}/order`

/** Stories only: the fixture league's documents (the mocks' seed). */
export const fixtureDocuments = {
  /** "Rules", every season, league-rules.pdf; first in the site's order. */
  rules: { id: siteContentFixtureIds.rulesDocument, title: 'League rules', file: 'league-rules.pdf' },
  /** "Fixtures", season 2026-27, fixture-list-2026-27.pdf. */
  fixtureList: {
    id: siteContentFixtureIds.fixtureListDocument,
    title: 'Fixture list 2026-27',
    file: 'fixture-list-2026-27.pdf',
  },
} as const

/** A third rule book in the "Rules" category: what moving within a category needs. */
export const codeOfConduct = {
  id: '5e0a0000-0000-4000-8000-0000000000c1',
  title: 'Code of conduct',
  file: 'code-of-conduct.pdf',
} as const

const codeOfConductFile = '5e0a0000-0000-4000-8000-0000000000c2'

/** Stories only: adds the code of conduct after the fixture list, under "Rules", for every season. */
export function withCodeOfConduct(store: CompetitionStore) {
  const rules = store.siteContent.documents.get(siteContentFixtureIds.rulesDocument)
  const rulesFile = store.siteContent.files.get(siteContentFixtureIds.rulesFile)
  if (!rules || !rulesFile) throw new Error('The fixture league’s rules are missing')
  store.siteContent.files.set(codeOfConductFile, { ...rulesFile, id: codeOfConductFile, name: codeOfConduct.file })
  store.siteContent.documents.set(codeOfConduct.id, {
    ...rules,
    id: codeOfConduct.id,
    fileId: codeOfConductFile,
    title: codeOfConduct.title,
    description: 'How players, captains and markers treat each other and the venue.',
    position: 2,
  })
}

/** Stories only: the organisation without documents (nor news and board members). */
export function withoutDocuments(store: CompetitionStore) {
  store.siteContent.documents.clear()
}

/** A PDF as the admin's file picker gives it. */
export function pdfFile(name: string) {
  return new File([sitePdfBytes as BlobPart], name, { type: 'application/pdf' })
}

/** A long file name, as an admin's scanner names it. */
export const longFileName = 'competitiereglement-van-de-dartsbond-seizoen-2026-2027-definitieve-versie-goedgekeurd.pdf'

/** Stories only: the league rules' file under a long name (what a phone must wrap). */
export function withLongFileName(store: CompetitionStore) {
  const file = store.siteContent.files.get(siteContentFixtureIds.rulesFile)
  if (!file) throw new Error('The fixture league’s rules file is missing')
  file.name = longFileName
}

/** Stories only: the fixture league's rules as the API gives them (a row's or the details' props), changed. */
export function rulesDocument({
  fileName = fixtureDocuments.rules.file,
  ...change
}: Partial<Omit<SiteDocument, 'file'>> & { fileName?: string } = {}): SiteDocument {
  return {
    id: fixtureDocuments.rules.id,
    title: fixtureDocuments.rules.title,
    description: 'How a league night is played: lineups, markers, results and postponements.',
    category: 'Rules',
    season: null,
    position: 0,
    created_at: '2026-10-01T18:00:00Z',
    updated_at: '2026-10-01T18:00:00Z',
    ...change,
    file: {
      id: siteContentFixtureIds.rulesFile,
      name: fileName,
      media_type: 'application/pdf',
      size: sitePdfBytes.byteLength,
      url: `/api/files/${siteContentFixtureIds.rulesFile}/${fileName}`,
    },
  }
}
