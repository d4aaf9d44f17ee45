import type { SiteBoardMember } from '@oche/api'
import { competitionFixtureSlugs, siteContentFixtureIds, siteImageBytes, type CompetitionStore } from '@oche/mocks'

export { siteSettingsHandlers as siteContentHandlers } from '../site-settings/site-settings.story-helpers'

export const org = competitionFixtureSlugs.organisation
export const season = competitionFixtureSlugs.currentSeason
/** The season pages' base path, as the links write it. */
export const seasonBase = `/competition/${org}/season/${season}`
/** The board members' API paths, for MSW overrides and recorded calls. */
export const boardMembersApi = '/competition/manage/organisations/:org/site/board-members'
export const boardMemberApi = `${boardMembersApi}/:id`
export const boardMemberOrderApi = `${boardMembersApi}/order`

/** Stories only: the fixture league's board, in the site's order (the mocks' seed). */
export const fixtureBoard = {
  /** With a photo; e-mail and phone shown on the site. */
  chair: { id: siteContentFixtureIds.chair, name: 'Marieke Janssens', role: 'Chair' },
  /** No photo; e-mail shown, phone hidden. */
  secretary: { id: siteContentFixtureIds.secretary, name: 'Tom Peeters', role: 'Secretary' },
  /** No photo; e-mail hidden, no phone. */
  treasurer: { id: siteContentFixtureIds.treasurer, name: 'Sofie Claes', role: 'Treasurer' },
} as const

/** Stories only: the organisation without board members. */
export function withoutBoardMembers(store: CompetitionStore) {
  store.siteContent.boardMembers.clear()
}

/** A photo as the admin's file picker gives it. */
export function photoFile(name: string) {
  return new File([siteImageBytes as BlobPart], name, { type: 'image/png' })
}

/** A long e-mail address, as a league's shared mailbox has. */
export const longEmail = 'marieke.janssens.voorzitter@demo-darts-league-vlaanderen.example'

/** Stories only: the chair with a long e-mail address (what a phone must wrap). */
export function withLongEmail(store: CompetitionStore) {
  const chair = store.siteContent.boardMembers.get(siteContentFixtureIds.chair)
  if (!chair) throw new Error('The fixture league’s chair is missing')
  chair.email = longEmail
}

/** Stories only: the fixture league's chair as the API gives her (a row's or the form's props), changed. */
export function chairMember(change: Partial<SiteBoardMember> = {}): SiteBoardMember {
  return {
    ...fixtureBoard.chair,
    photo: {
      id: siteContentFixtureIds.photoFile,
      name: 'chair.png',
      media_type: 'image/png',
      size: siteImageBytes.byteLength,
      url: `/api/files/${siteContentFixtureIds.photoFile}/chair.png`,
    },
    email: 'chair@demo-darts-league.example',
    phone: '+32 470 12 34 56',
    show_email: true,
    show_phone: true,
    position: 0,
    ...change,
  }
}
