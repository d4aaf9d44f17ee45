import { localizedPath } from '@oche/i18n'
import { Button, Skeleton, SkeletonGroup } from '@oche/ui'
import { Lock, SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../app/page-states'
import { routePath } from '../../../routing/route-path'
import { commonMessages } from '../../../app/common-messages/common-messages'

/** Skeleton rows while a page's data loads; `label` tells screen readers what is loading. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label} className="gap-4">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" className="h-24" />
      ))}
    </SkeletonGroup>
  )
}

/** The page's data could not be loaded (network, server error): say so and offer to try again. */
export function LoadErrorState({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <PageState
      role="alert"
      className="w-full"
      icon={<TriangleAlert />}
      title={title}
      description={<FormattedMessage {...commonMessages.unreachable} />}
      actions={
        <Button onClick={onRetry}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      }
    />
  )
}

/** The tournament does not exist, or is private to other organisers. */
export function TournamentNotFoundState() {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={<FormattedMessage id="manage.states.notFoundTitle" defaultMessage="This tournament cannot be found" />}
      description={
        <FormattedMessage
          id="manage.states.notFoundBody"
          defaultMessage="The link may be mistyped, or the tournament was deleted. Test tournaments are deleted after 24 hours."
        />
      }
      actions={
        <PageStateLink variant="outline" href={localizedPath(routePath('manage-tournaments'), locale)}>
          <FormattedMessage id="manage.states.toTournaments" defaultMessage="Go to your tournaments" />
        </PageStateLink>
      }
    />
  )
}

/** The caller may see the tournament but does not organise it. */
export function TournamentForbiddenState({ publicHref }: { publicHref: string | null }) {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={
        <FormattedMessage id="manage.states.forbiddenTitle" defaultMessage="You do not organise this tournament" />
      }
      description={
        <FormattedMessage
          id="manage.states.forbiddenBody"
          defaultMessage="Only its organisers can change it. Ask them to make the changes, or follow it on its public page."
        />
      }
      actions={
        <>
          {publicHref ? (
            <PageStateLink href={publicHref}>
              <FormattedMessage id="manage.states.toPublicPage" defaultMessage="Open the public page" />
            </PageStateLink>
          ) : null}
          <PageStateLink variant="outline" href={localizedPath(routePath('manage-tournaments'), locale)}>
            <FormattedMessage id="manage.states.toTournaments" defaultMessage="Go to your tournaments" />
          </PageStateLink>
        </>
      }
    />
  )
}
