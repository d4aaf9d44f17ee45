import { z } from 'zod'

/** The four interface languages (spec §9). */
export const LangcodeSchema = z.enum(['en', 'nl', 'fr', 'de'])
export type Langcode = z.infer<typeof LangcodeSchema>

const EmailSchema = z.string().trim().toLowerCase().pipe(z.email().max(255))
const PasswordSchema = z.string().min(8).max(200)
const NameSchema = z.string().trim().min(1).max(255)
/** A password the user types to prove who they are: checked, never validated for strength. */
const CurrentPasswordSchema = z.string().min(1).max(200)
/** A one-time or signed token from an e-mail link. */
const LinkTokenSchema = z.string().trim().min(1).max(1000)

export const RegisterInputSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  langcode: LangcodeSchema.optional(),
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
})
export type LoginInput = z.infer<typeof LoginInputSchema>

/** An opaque bearer token: shown once, stored hashed on the server. */
export const TokenSchema = z.object({ token: z.string() })
export type Token = z.infer<typeof TokenSchema>

export const NotificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** `null` means unread (spec §3). */
  read_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
})
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationListSchema = z.array(NotificationSchema)
export type NotificationList = z.infer<typeof NotificationListSchema>

export const NotificationParamsSchema = z.object({ id: z.uuid() })
export type NotificationParams = z.infer<typeof NotificationParamsSchema>

/** The signed-in user as the client holds it (spec §3): with langcode and notifications. */
export const UserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  langcode: LangcodeSchema,
  is_super_admin: z.boolean(),
  email_verified_at: z.iso.datetime({ offset: true }).nullable(),
  notifications: NotificationListSchema,
})
export type User = z.infer<typeof UserSchema>

export const UpdateLocaleInputSchema = z.object({ langcode: LangcodeSchema })
export type UpdateLocaleInput = z.infer<typeof UpdateLocaleInputSchema>

export const ImpersonateInputSchema = z.object({ user_id: z.uuid() })
export type ImpersonateInput = z.infer<typeof ImpersonateInputSchema>

/** `POST /password/forgot`: always 202, whether or not an account uses the address. */
export const ForgotPasswordInputSchema = z.object({ email: EmailSchema })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>

/** `POST /password/reset`: the token from the e-mailed link and the new password. */
export const ResetPasswordInputSchema = z.object({ token: LinkTokenSchema, password: PasswordSchema })
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

export const RequestNameChangeInputSchema = z.object({ name: NameSchema })
export type RequestNameChangeInput = z.infer<typeof RequestNameChangeInputSchema>

/** The confirmation link goes to the new address; the current password proves the account holder asks. */
export const RequestEmailChangeInputSchema = z.object({ email: EmailSchema, current_password: CurrentPasswordSchema })
export type RequestEmailChangeInput = z.infer<typeof RequestEmailChangeInputSchema>

/**
 * `POST /user/confirm-name-change`, `/user/confirm-email-change` and `/user/undo-email-change`: the token from the
 * link.
 */
export const ConfirmChangeInputSchema = z.object({ token: LinkTokenSchema })
export type ConfirmChangeInput = z.infer<typeof ConfirmChangeInputSchema>

/** What a confirmed change answers: the account's name and e-mail as they now are. */
export const ConfirmedChangeSchema = z.object({ name: z.string(), email: z.string() })
export type ConfirmedChange = z.infer<typeof ConfirmedChangeSchema>

export const ChangePasswordInputSchema = z.object({
  current_password: CurrentPasswordSchema,
  new_password: PasswordSchema,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

/** `DELETE /user`: the password confirms it. */
export const DeleteAccountInputSchema = z.object({ password: CurrentPasswordSchema })
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>

/** `POST /test-login` (never in production): a token for an existing account, without its password. */
export const TestLoginInputSchema = z.object({ email: EmailSchema })
export type TestLoginInput = z.infer<typeof TestLoginInputSchema>
