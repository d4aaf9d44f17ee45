export { OrganisationListScreen, type OrganisationListScreenProps } from './organisation-list'
export { OrganisationHomeScreen, type OrganisationHomeScreenProps } from './organisation-home'
export { SeasonOverviewScreen, type SeasonOverviewScreenProps } from './season-overview'
export { SeasonListScreen, type SeasonListScreenProps } from './season-list'
export {
  VenueCreateScreen,
  VenueEditScreen,
  VenueListScreen,
  VenueScreen,
  VenueTeamsScreen,
  type VenueCreateScreenProps,
  type VenueEditScreenProps,
  type VenueListScreenProps,
  type VenueScreenProps,
  type VenueTeamsScreenProps,
} from './venues'
export {
  SeasonCreateScreen,
  SeasonEditScreen,
  type SeasonCreateScreenProps,
  type SeasonEditScreenProps,
} from './season-form'
