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

type StatePlacement = {
  /** `h1` where the state stands in for a whole public page (and `my-10` spacing); `h2` under an organiser's title. */
  headingLevel?: 'h1' | 'h2'
  className?: string
}

/** The page's data could not be loaded (network, server error): say so and offer to try again. */
export function LoadErrorState({
  title,
  onRetry,
  headingLevel,
  className = 'w-full',
}: { title: ReactNode; onRetry: () => void } & StatePlacement) {
  return (
    <PageState
      role="alert"
      className={className}
      headingLevel={headingLevel}
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

/** A link out of a state: to the list the thing would be in. */
type ListLink = { href: string; label: ReactNode }

/** The thing does not exist, or may not be seen: say what may have happened and lead to its list. */
export function NotFoundState({
  title,
  description,
  list,
  headingLevel,
  className = 'w-full',
}: { title: ReactNode; description: ReactNode; list: ListLink } & StatePlacement) {
  return (
    <PageState
      className={className}
      headingLevel={headingLevel}
      icon={<SearchX />}
      title={title}
      description={description}
      actions={
        <PageStateLink variant="outline" href={list.href}>
          {list.label}
        </PageStateLink>
      }
    />
  )
}

/** The caller may see the thing but not change it: its public page (when it has one), then its list. */
export function ForbiddenState({
  title,
  description,
  publicHref,
  list,
}: {
  title: ReactNode
  description: ReactNode
  publicHref: string | null
  list: ListLink
}) {
  return (
    <PageState
      className="w-full"
      icon={<Lock />}
      title={title}
      description={description}
      actions={
        <>
          {publicHref ? (
            <PageStateLink href={publicHref}>
              <FormattedMessage id="manage.states.toPublicPage" defaultMessage="Open the public page" />
            </PageStateLink>
          ) : null}
          <PageStateLink variant="outline" href={list.href}>
            {list.label}
          </PageStateLink>
        </>
      }
    />
  )
}

/** The tournament does not exist, or is private to other organisers. */
export function TournamentNotFoundState() {
  const locale = useLocale()
  return (
    <NotFoundState
      title={<FormattedMessage id="manage.states.notFoundTitle" defaultMessage="This tournament cannot be found" />}
      description={
        <FormattedMessage
          id="manage.states.notFoundBody"
          defaultMessage="The link may be mistyped, or the tournament was deleted. Test tournaments are deleted after 24 hours."
        />
      }
      list={{
        href: localizedPath(routePath('manage-tournaments'), locale),
        label: <FormattedMessage id="manage.states.toTournaments" defaultMessage="Go to your tournaments" />,
      }}
    />
  )
}

/** The caller may see the tournament but does not organise it. */
export function TournamentForbiddenState({ publicHref }: { publicHref: string | null }) {
  const locale = useLocale()
  return (
    <ForbiddenState
      title={
        <FormattedMessage id="manage.states.forbiddenTitle" defaultMessage="You do not organise this tournament" />
      }
      description={
        <FormattedMessage
          id="manage.states.forbiddenBody"
          defaultMessage="Only its organisers can change it. Ask them to make the changes, or follow it on its public page."
        />
      }
      publicHref={publicHref}
      list={{
        href: localizedPath(routePath('manage-tournaments'), locale),
        label: <FormattedMessage id="manage.states.toTournaments" defaultMessage="Go to your tournaments" />,
      }}
    />
  )
}
