import { localizedPath } from '@oche/i18n'
import { Lock, SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../../app/page-states'
import { routePath } from '../../../../routing/route-path'

/** The way back to every league organisation. */
function ToOrganisations() {
  const locale = useLocale()
  return (
    <PageStateLink variant="outline" href={localizedPath(routePath('admin-organisations'), locale)}>
      <FormattedMessage id="competition.adminOrganisations.toList" defaultMessage="Go to all organisations" />
    </PageStateLink>
  )
}

/** No league organisation has this slug (a mistyped link, or it was deleted). */
export function AdminOrganisationNotFoundState() {
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={
        <FormattedMessage
          id="competition.adminOrganisations.notFoundTitle"
          defaultMessage="This organisation cannot be found"
        />
      }
      description={
        <FormattedMessage
          id="competition.adminOrganisations.notFoundBody"
          defaultMessage="The link may be mistyped, or the organisation was deleted."
        />
      }
      actions={<ToOrganisations />}
    />
  )
}

/** The signed-in user is not a super admin of Oche (the API answered 403). */
export function AdminForbiddenState() {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={
        <FormattedMessage
          id="competition.adminOrganisations.forbiddenTitle"
          defaultMessage="Only super admins manage league organisations"
        />
      }
      description={
        <FormattedMessage
          id="competition.adminOrganisations.forbiddenBody"
          defaultMessage="Your account is not a super admin of Oche. The leagues you help run are on your leagues page."
        />
      }
      actions={
        <PageStateLink variant="outline" href={localizedPath(routePath('competition'), locale)}>
          <FormattedMessage id="competition.adminOrganisations.toLeagues" defaultMessage="Go to your leagues" />
        </PageStateLink>
      }
    />
  )
}
