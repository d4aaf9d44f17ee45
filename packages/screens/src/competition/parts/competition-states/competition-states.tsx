import { ApiRequestError } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Lock, SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../app/page-states'
import { routePath } from '../../../routing/route-path'

/** The HTTP status of a failed query, or null for a network failure and anything that is not an answer. */
export function failedStatus(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null
}

/** The way back to the organisations the user manages. */
function ToOrganisations() {
  const locale = useLocale()
  return (
    <PageStateLink variant="outline" href={localizedPath(routePath('competition'), locale)}>
      <FormattedMessage id="competition.states.toOrganisations" defaultMessage="Go to your organisations" />
    </PageStateLink>
  )
}

/** The organisation or season does not exist (a mistyped link, or it was deleted). */
export function CompetitionNotFoundState() {
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={<FormattedMessage id="competition.states.notFoundTitle" defaultMessage="This page cannot be found" />}
      description={
        <FormattedMessage
          id="competition.states.notFoundBody"
          defaultMessage="The link may be mistyped, or the organisation or season was deleted."
        />
      }
      actions={<ToOrganisations />}
    />
  )
}

/** The user has no role in this organisation (or not the one the page needs). */
export function CompetitionForbiddenState() {
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={
        <FormattedMessage id="competition.states.forbiddenTitle" defaultMessage="You do not manage this organisation" />
      }
      description={
        <FormattedMessage
          id="competition.states.forbiddenBody"
          defaultMessage="Its admins and team captains manage it. Ask one of its admins, or a super admin of Oche, to give you access."
        />
      }
      actions={<ToOrganisations />}
    />
  )
}
