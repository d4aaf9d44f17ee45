import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { AuthCard } from '../parts/account-form/auth-card'
import { NewPasswordForm } from './new-password-form'
import { RequestResetForm } from './request-reset-form'
import { routePath } from '../../routing/route-path'

export type ResetPasswordScreenProps = {
  /** The page's query parameters; `token` comes from the e-mailed link and opens the new-password step. */
  searchParams?: Record<string, string | undefined>
}

/** `/auth/reset-password`: ask for a link, or, opened from that link, choose the new password. */
export function ResetPasswordScreen({ searchParams = {} }: ResetPasswordScreenProps) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const token = searchParams.token?.trim()
  const footer = (
    <Button asChild variant="link" size="lg" className="px-0">
      <Link href={localizedPath(routePath('auth-login'), locale)}>
        <FormattedMessage id="accounts.resetPassword.backToLogin" defaultMessage="Back to sign in" />
      </Link>
    </Button>
  )
  if (token) {
    return (
      <AuthCard
        title={<FormattedMessage id="accounts.resetPassword.newTitle" defaultMessage="Choose a new password" />}
        footer={footer}
      >
        <NewPasswordForm token={token} />
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={<FormattedMessage id="accounts.resetPassword.requestTitle" defaultMessage="Reset your password" />}
      description={
        <FormattedMessage
          id="accounts.resetPassword.requestDescription"
          defaultMessage="Enter the e-mail address of your account and we will send you a link to choose a new password."
        />
      }
      footer={footer}
    >
      <RequestResetForm />
    </AuthCard>
  )
}
