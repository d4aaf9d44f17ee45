export { OrganisationListScreen, type OrganisationListScreenProps } from './organisation-list'
export { OrganisationHomeScreen, type OrganisationHomeScreenProps } from './organisation-home'
export { SeasonOverviewScreen, type SeasonOverviewScreenProps } from './season-overview'
export { SeasonListScreen, type SeasonListScreenProps } from './season-list'
export {
  AdminOrganisationListScreen,
  type AdminOrganisationListScreenProps,
} from './admin-organisations/admin-organisation-list'
export {
  AdminOrganisationCreateScreen,
  type AdminOrganisationCreateScreenProps,
} from './admin-organisations/admin-organisation-create'
export {
  AdminOrganisationDetailScreen,
  type AdminOrganisationDetailScreenProps,
} from './admin-organisations/admin-organisation-detail'
export {
  AdminOrganisationEditScreen,
  type AdminOrganisationEditScreenProps,
} from './admin-organisations/admin-organisation-edit'
export { AdminUsersScreen, type AdminUsersScreenProps } from './admin-users/admin-user-list'
export { AdminUserEditScreen, type AdminUserEditScreenProps } from './admin-users/admin-user-edit'
export { AdminAnalyticsGeneralScreen, type AdminAnalyticsGeneralScreenProps } from './admin-analytics/general'
export {
  AdminAnalyticsTournamentsScreen,
  type AdminAnalyticsTournamentsScreenProps,
} from './admin-analytics/tournaments'
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
export { TeamListScreen, type TeamListScreenProps } from './teams/team-list'
export { TeamCreateScreen, type TeamCreateScreenProps } from './teams/team-create'
export { TeamAddExistingScreen, type TeamAddExistingScreenProps } from './teams/team-add-existing'
export { TeamPageScreen, type TeamPageScreenProps } from './teams/team-page'
export { TeamEditScreen, type TeamEditScreenProps } from './teams/team-edit'
export { SeasonMembersScreen, type SeasonMembersScreenProps } from './members/season-members'
export { TeamMembersScreen, type TeamMembersScreenProps } from './members/team-members'
export { MemberCreateScreen, type MemberCreateScreenProps } from './members/member-create'
export { MemberEditScreen, type MemberEditScreenProps } from './members/member-edit'
export { LeagueMatchScreen, type LeagueMatchScreenProps } from './league-matches/match'
export { LeagueGamePlayScreen, type LeagueGamePlayScreenProps } from './league-matches/play'
export { LeagueMatchListScreen, type LeagueMatchListScreenProps } from './league-matches/list'
export { TeamStatisticsScreen, type TeamStatisticsScreenProps } from './teams/team-statistics'
export { SiteSettingsScreen, type SiteSettingsScreenProps } from './site-settings'
export {
  SiteNewsCreateScreen,
  SiteNewsEditScreen,
  SiteNewsListScreen,
  SiteNewsScreen,
  type SiteNewsCreateScreenProps,
  type SiteNewsEditScreenProps,
  type SiteNewsListScreenProps,
  type SiteNewsScreenProps,
} from './site-news'
export {
  SiteDocumentCreateScreen,
  SiteDocumentEditScreen,
  SiteDocumentListScreen,
  SiteDocumentScreen,
  type SiteDocumentCreateScreenProps,
  type SiteDocumentEditScreenProps,
  type SiteDocumentListScreenProps,
  type SiteDocumentScreenProps,
} from './site-documents'
export {
  SiteBoardMemberCreateScreen,
  SiteBoardMemberEditScreen,
  SiteBoardMemberListScreen,
  type SiteBoardMemberCreateScreenProps,
  type SiteBoardMemberEditScreenProps,
  type SiteBoardMemberListScreenProps,
} from './site-board-members'
