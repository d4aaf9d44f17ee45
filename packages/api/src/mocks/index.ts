export { handlers } from './handlers'
export { healthFixture, userFixture, superAdminFixture, notificationFixtures, mockTokens } from './fixtures'
