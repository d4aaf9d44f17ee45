export { users, langcodes, userActivityDays, userActivityBuckets, type UserRow } from './users'
export { apiTokens, tokenKinds, type TokenKind, type ApiTokenRow } from './api-tokens'
export { notifications, type NotificationRow } from './notifications'
export { auditLog, type AuditLogRow } from './audit-log'
export { outboxEmails, type OutboxEmailRow } from './outbox-emails'
export { passwordResetTokens, type PasswordResetTokenRow } from './password-reset-tokens'
export {
  matches,
  matchSides,
  matchEvents,
  matchKinds,
  matchStatuses,
  type MatchRow,
  type MatchSideRow,
  type MatchEventRow,
  matchInvitations,
  matchInvitationStatuses,
  matchHistoryRemovals,
  type MatchInvitationRow,
  type MatchInvitationStatus,
} from './matches'
export {
  organisations,
  organisationMembers,
  organisationRoles,
  type OrganisationRole,
  type OrganisationRow,
  type OrganisationMemberRow,
} from './organisations'
export { participants, type ParticipantRow } from './participants'
export {
  tournaments,
  tournamentEntries,
  tournamentEntryMembers,
  tournamentGames,
  type TournamentRow,
  type TournamentEntryRow,
  type TournamentEntryMemberRow,
  type TournamentGameRow,
} from './tournaments'
export {
  venues,
  events,
  boards,
  boardDevices,
  type VenueRow,
  type EventRow,
  type BoardRow,
  type BoardDeviceRow,
} from './events'
export {
  seasons,
  divisions,
  teams,
  teamSeasons,
  teamMembers,
  fixtures,
  fixtureReschedules,
  fixtureLineups,
  fixtureGames,
  fixtureAudit,
  slugHistory,
  sluggedKinds,
  organisationInvitations,
  type SluggedKind,
  type SeasonRow,
  type DivisionRow,
  divisionEntries,
  type DivisionEntryRow,
  type DivisionKind,
  type CupSettings,
  type TeamRow,
  type TeamSeasonRow,
  type TeamMemberRow,
  type FixtureRow,
  type FixtureRescheduleRow,
  type FixtureLineupRow,
  type FixtureGameRow,
  type FixtureAuditRow,
  standingsAdjustments,
  type StandingsAdjustmentRow,
  type SlugHistoryRow,
  type OrganisationInvitationRow,
} from './competition'
export {
  siteFiles,
  siteNews,
  siteDocuments,
  siteBoardMembers,
  type SiteFileRow,
  type SiteNewsRow,
  type SiteDocumentRow,
  type SiteBoardMemberRow,
} from './site-content'
export { rankings, rankingTournaments, tournamentFinalPlaces, type RankingRow, type StoredFinalPlace } from './rankings'
export { jobRuns, type JobRunRow } from './job-runs'
