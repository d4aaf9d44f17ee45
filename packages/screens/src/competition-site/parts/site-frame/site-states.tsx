import { Button, Skeleton, SkeletonGroup } from '@oche/ui'
import { SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useLocale } from '../../../app/language/use-locale'
import { PageState, PageStateLink } from '../../../app/page-states'
import { siteHomePath } from '../site-paths'

// What a page of a league's site shows instead of its content, under the page's title inside `SiteFrame`.

/** Skeleton blocks while the page's own data loads; `label` tells screen readers what is loading. */
export function SiteLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label} className="gap-4">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" className="h-24" />
      ))}
    </SkeletonGroup>
  )
}

/** The page's data could not be loaded: says what, that Oche could not be reached, and offers to try again. */
export function SiteLoadError({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
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

export type SiteNotFoundProps = {
  /** What is not there: "This match cannot be found". */
  title: ReactNode
  /** Why it may not be there; a mistyped link by default. */
  description?: ReactNode
  /** The season of the path: the way on is that season's home. */
  season: string | undefined
}

/** What the page is about is not there (a match, a division): says so, with the way to the site's home. */
export function SiteNotFound({ title, description, season }: SiteNotFoundProps) {
  const locale = useLocale()
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={title}
      description={
        description ?? (
          <FormattedMessage
            id="competitionSite.states.notFoundBody"
            defaultMessage="The link may be mistyped, or the page was removed."
          />
        )
      }
      actions={
        <PageStateLink variant="outline" href={siteHomePath(season, locale)}>
          <FormattedMessage id="competitionSite.states.toHome" defaultMessage="Go to the home page" />
        </PageStateLink>
      }
    />
  )
}
