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
