import { defineFeatureErrors } from '../../http/feature-errors'

/**
 * Errors of the super admins' user administration and of blocked accounts (see `http/feature-errors.ts`; their texts
 * are `packages/i18n/src/messages/server`). A refusal about the admin's own account is a 422 on the body (`_root`)
 * or on the field it is about, so the form shows why.
 */
export const adminUserErrors = defineFeatureErrors({
  'adminUser.notFound': {
    status: 404,
  },
  'adminUser.ownSuperAdmin': {
    status: 422,
    field: 'is_super_admin',
  },
  'adminUser.blockSelf': {
    status: 422,
    field: '_root',
  },
  'adminUser.deleteSelf': {
    status: 422,
    field: '_root',
  },
  /** Login with the right password to a blocked account (`services/accounts/log-in.ts`). */
  'auth.accountBlocked': {
    status: 403,
    field: 'email',
  },
  /** `POST /users/impersonate` for a blocked account (`services/accounts/impersonate-user.ts`). */
  'impersonation.userBlocked': {
    status: 403,
  },
})

export type AdminUserError = keyof typeof adminUserErrors
