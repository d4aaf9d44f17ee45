export { users, langcodes, type UserRow } from './users'
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
} from './matches'
