export { OrganisationListScreen, type OrganisationListScreenProps } from './organisation-list'
export { OrganisationHomeScreen, type OrganisationHomeScreenProps } from './organisation-home'
export { SeasonOverviewScreen, type SeasonOverviewScreenProps } from './season-overview'
export { SeasonListScreen, type SeasonListScreenProps } from './season-list'
export {
  DivisionCreateScreen,
  DivisionDetailScreen,
  DivisionEditScreen,
  DivisionFixturesScreen,
  DivisionListScreen,
  DivisionTeamsScreen,
  type DivisionCreateScreenProps,
  type DivisionDetailScreenProps,
  type DivisionEditScreenProps,
  type DivisionFixturesScreenProps,
  type DivisionListScreenProps,
  type DivisionTeamsScreenProps,
} from './divisions'
