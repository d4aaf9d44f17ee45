import {
  competitionFixtureIds,
  createCompetitionSiteHandlers,
  createCompetitionStore,
  type CompetitionSiteState,
  type CompetitionStore,
  type CompetitionStoreOptions,
} from '@oche/mocks'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'

/** The settings' API path, for MSW overrides and recorded calls. */
export const siteSettingsApi = '/competition/manage/organisations/:org/site'

/**
 * Stories only: the league's handlers and its public site's over one fresh store (`change` adjusts it first);
 * `state` `failing` or `loading` for the site's calls alone.
 */
export function siteSettingsHandlers(
  {
    organiserRole = 'admin',
    state,
  }: Pick<CompetitionStoreOptions, 'organiserRole'> & {
    state?: Extract<CompetitionSiteState, 'failing' | 'loading'>
  } = {},
  change?: (store: CompetitionStore) => void,
) {
  const store = createCompetitionStore({ organiserRole })
  change?.(store)
  return [...createCompetitionSiteHandlers({ store, state }), ...competitionHandlers({ organiserRole, store })]
}

/** Stories only: the fixture league without domains: no public site yet. */
export function withoutDomains(store: CompetitionStore) {
  const league = store.organisations.get(competitionFixtureIds.organisation)
  if (league) league.domains = []
}

/** The domain another organisation (Kempen Dartsbond) has, which the fixture league may not take. */
export const takenDomain = 'kempen-darts.be'

/** Stories only: Kempen Dartsbond has its own public site on `takenDomain`. */
export function neighbourWithDomain(store: CompetitionStore) {
  const kempen = store.organisations.get(competitionFixtureIds.otherOrganisation)
  if (kempen) kempen.domains = [takenDomain]
}
