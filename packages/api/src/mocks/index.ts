export { handlers } from './handlers'
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
