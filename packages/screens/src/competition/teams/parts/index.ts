export { pageFailure, type PageFailure, type PageWaiting } from './page-status'
export { useSeasonPaths, type SeasonPaths } from './season-paths'
export {
  AddTeamDeniedState,
  SeasonArchivedState,
  TeamsDeniedState,
  TeamsPage,
  type PageLink,
  type TeamsPageProps,
} from './teams-page'
export { TeamFacts, type TeamFactsProps } from './team-facts'
export { useTeamAdded } from './use-team-added'
export { useCurrentTeamSlug } from './use-current-team-slug'
