import { createAdminUserHandlers, handlers, type AdminUserHandlerOptions } from '@oche/mocks'

/**
 * Stories only: the super admins' user handlers over fresh copies of the fixture accounts and audit log (what one
 * story changes does not show in the next), in front of the default handlers.
 */
export function adminUserHandlers(options: AdminUserHandlerOptions = {}) {
  return [...createAdminUserHandlers(options), ...handlers]
}
