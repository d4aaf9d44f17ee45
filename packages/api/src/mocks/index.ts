export { handlers } from './handlers'
export { createMatchHandlers, publicConfigFixture, type MatchHandlerOptions } from './match-handlers'
export {
  buildMatchFixture,
  liveMatchFixture,
  finishedMatchFixture,
  newBotMatchFixture,
  matchFixtures,
  toMatchListItem,
} from './match-fixtures'
export {
  healthFixture,
  userFixture,
  superAdminFixture,
  notificationFixtures,
  mockTokens,
  mockLinkTokens,
  confirmedNameChangeFixture,
  confirmedEmailChangeFixture,
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
