import { localizedPath } from '@oche/i18n'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { ForbiddenState, NotFoundState } from '../../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../../routing/route-path'

/** No account has this id (a mistyped link, or it was deleted). */
export function AdminUserNotFoundState() {
  const locale = useLocale()
  return (
    <NotFoundState
      title={<FormattedMessage id="competition.adminUsers.notFoundTitle" defaultMessage="This user cannot be found" />}
      description={
        <FormattedMessage
          id="competition.adminUsers.notFoundBody"
          defaultMessage="The link may be mistyped, or the account was deleted."
        />
      }
      list={{
        href: localizedPath(routePath('admin-users'), locale),
        label: <FormattedMessage id="competition.adminUsers.toList" defaultMessage="Go to all users" />,
      }}
    />
  )
}

/** The signed-in user is not a super admin of Oche (the API answered 403). */
export function AdminUsersForbiddenState() {
  const locale = useLocale()
  return (
    <ForbiddenState
      title={
        <FormattedMessage id="competition.adminUsers.forbiddenTitle" defaultMessage="Only super admins manage users" />
      }
      description={
        <FormattedMessage
          id="competition.adminUsers.forbiddenBody"
          defaultMessage="Your account is not a super admin of Oche. Your own account is on your profile page."
        />
      }
      publicHref={null}
      list={{
        href: localizedPath(routePath('profile'), locale),
        label: <FormattedMessage id="competition.adminUsers.toProfile" defaultMessage="Go to your profile" />,
      }}
    />
  )
}
