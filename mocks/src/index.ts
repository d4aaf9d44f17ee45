export { handlers, setupHandlers } from './handlers'
export { resetMockState, type MockResets } from './mock-state'
export { createMatchHandlers, publicConfigFixture, type MatchHandlerOptions } from './match-handlers'
export { createTournamentHandlers, type TournamentHandlerOptions } from './tournament-handlers'
export { createParticipantHandlers, type ParticipantHandlerOptions } from './participant-handlers'
export { createEventHandlers, type EventHandlerOptions } from './event-handlers'
export { createRankingHandlers, type RankingHandlerOptions } from './ranking-handlers'
export { rankingFixtureToday, rankingPlayerIds, rankingSnapshotFixtures } from './ranking-fixtures'
export { venueFixtures, venueListFixture, eventFixtures, boardFixtures, boardCodeFixtures } from './event-fixtures'
export { createTournamentStore, type TournamentStore, type TournamentStoreOptions } from './tournament-store'
export {
  buildMatchFixture,
  liveMatchFixture,
  finishedMatchFixture,
  newBotMatchFixture,
  matchFixtures,
  toMatchListItem,
  invitedMatchFixture,
  matchInvitationFixture,
  playedTournamentMatchFixture,
  playedMatchFixtures,
  statsFixtureNow,
  statsMatchFixtures,
} from './match-fixtures'
export {
  tournamentDetailFixtures,
  tournamentSnapshotFixtures,
  tournamentAuditFixture,
  tournamentAuditFixtures,
  tournamentMatchFixtures,
} from './tournament-fixtures'
export {
  tournamentFixtureNow,
  tournamentPageFixture,
  myTournamentsFixture,
  manageOverviewFixture,
  participantFixtures,
  allTournamentSnapshotFixtures,
} from './tournament-list-fixtures'
export { toTournamentListItem } from './tournament-lists'
export { mockPlayerAccounts, type MockAccount } from './participant-fixtures'
export {
  healthFixture,
  userFixture,
  superAdminFixture,
  notificationFixtures,
  mockTokens,
  mockLinkTokens,
  confirmedNameChangeFixture,
  confirmedEmailChangeFixture,
  undoneEmailChangeFixture,
  linkInvitationNotificationFixture,
  tabletOfflineNotificationFixtures,
  outboxFixtures,
} from './fixtures'
export {
  mockJson,
  mockError,
  mockValidationError,
  mockRateLimited,
  mockPending,
  recordRequests,
  type MockMethod,
  type RecordedRequest,
} from './builders'
export { createEventBoardHandlers, type EventBoardHandlerOptions } from './event-board-handlers'
export {
  boardTokenFixture,
  boardMatchIds,
  boardGameFixtures,
  liveBoardFixtures,
  queueFixtures,
  eventBoardsLiveFixture,
  publicEventBoardsLiveFixture,
  tabletStateFixtures,
  tabletBoardFixture,
  freeBoardFixture,
  idleBoardFixture,
  disabledBoardFixture,
} from './event-board-fixtures'
export { createCompetitionHandlers, type CompetitionHandlerOptions } from './competition-handlers'
export {
  createCompetitionStore,
  competitionFixtureIds,
  competitionFixtureSlugs,
  nextVenueBoardCode,
  type CompetitionStore,
  type CompetitionStoreOptions,
  type StoredVenueBoard,
} from './competition-store'
export { createLeagueNightHandlers, type LeagueNightContext } from './league-night-handlers'
export {
  createLeagueNightStore,
  seedHalfPlayedSeason,
  leagueNightFixtureSlugs,
  type LeagueNightSlugs,
  type LeagueNightStore,
  type StoredLeagueMatch,
  type StoredLeagueGame,
} from './league-night-store'
export {
  createCupHandlers,
  cupEngine,
  cupFixtureSlugs,
  defaultCupTemplate,
  isCupDivision,
  seedDemoCups,
  type CupContext,
  type StoredCup,
  type StoredCupDivision,
  type StoredCupEntry,
} from './cup-handlers'
export { createVenueBoardHandlers, boardsOfVenue, toVenueBoard, type VenueBoardContext } from './venue-board-handlers'
export {
  createVenueTabletHandlers,
  venueBoardTokenFixture,
  venueNightFixture,
  venueTabletBoardFixture,
  type VenueTabletHandlerOptions,
} from './venue-tablet-handlers'
export {
  createCompetitionSiteHandlers,
  competitionSiteFixture,
  type CompetitionSiteHandlerOptions,
  type CompetitionSiteState,
} from './competition-site-handlers'
export {
  createSiteContentHandlers,
  siteContentFailing,
  siteContentLoading,
  siteContentPaths,
  siteNewsPageSize,
  sanitiseSiteHtml,
  siteExcerpt,
  withoutSiteContent,
  withManySiteNews,
  withScheduledSiteNews,
  withHiddenSitePage,
  type SiteContentHandlerOptions,
  type SiteContentState,
} from './site-content-handlers'
export {
  siteContentFixtureIds,
  siteContentFixtureSlugs,
  siteImageBytes,
  sitePdfBytes,
  type SiteContentStore,
  type StoredSiteBoardMember,
  type StoredSiteDocument,
  type StoredSiteFile,
  type StoredSiteNews,
} from './site-content-fixtures'
export { createAdminUserHandlers, type AdminUserHandlerOptions } from './admin-user-handlers'
export { adminUserFixtureNow, adminUserFixtures, adminUserIds, auditLogFixtures } from './admin-user-fixtures'
export {
  createAdminAnalyticsHandlers,
  adminAnalyticsFailing,
  adminAnalyticsForbidden,
  adminAnalyticsLoading,
  type AdminAnalyticsHandlerOptions,
} from './admin-analytics-handlers'
export {
  analyticsFixtureToday,
  analyticsGeneralFixture,
  analyticsTournamentsFixture,
  emptyAnalyticsGeneralFixture,
  emptyAnalyticsTournamentsFixture,
} from './admin-analytics-fixtures'
