export { OrganisationListScreen, type OrganisationListScreenProps } from './organisation-list'
export { OrganisationHomeScreen, type OrganisationHomeScreenProps } from './organisation-home'
export { SeasonOverviewScreen, type SeasonOverviewScreenProps } from './season-overview'
export { SeasonListScreen, type SeasonListScreenProps } from './season-list'
