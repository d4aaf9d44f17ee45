import { PageLayout, type PageLayoutProps } from '@oche/ui'
import type { ReactNode } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../../parts/competition-states'
import type { PageState } from './page-status'

export type MembersPageProps<T> = {
  state: PageState<T>
  title: string
  description?: ReactNode
  actions?: ReactNode
  backHref: string
  backLabel: string
  contentWidth?: PageLayoutProps['contentWidth']
  /** What the page shows to someone with a role in the organisation whom this page is not for. */
  forbidden: ReactNode
  /** The heading when loading failed (with a retry). */
  errorTitle: ReactNode
  /** What screen readers hear while the page loads. */
  loadingLabel: string
  /** The page's content once everything is loaded. */
  children: (ready: T) => ReactNode
}

/**
 * The frame of the league's member pages: title, description, actions and back link, then the content, or the
 * page's state instead of it (loading, not found, not allowed, could not load).
 */
export function MembersPage<T>({
  state,
  title,
  description,
  actions,
  backHref,
  backLabel,
  contentWidth,
  forbidden,
  errorTitle,
  loadingLabel,
  children,
}: MembersPageProps<T>) {
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        contentWidth={contentWidth}
        title={title}
        description={description}
        actions={state.status === 'ready' ? actions : undefined}
        backHref={backHref}
        backLabel={backLabel}
        renderLink={({ href, children: linkChildren, ...props }) => (
          <Link href={href} {...props}>
            {linkChildren}
          </Link>
        )}
      >
        {state.status === 'ready' ? (
          children(state)
        ) : state.status === 'notFound' ? (
          <CompetitionNotFoundState />
        ) : state.status === 'forbidden' ? (
          state.by === 'organisation' ? (
            <CompetitionForbiddenState />
          ) : (
            forbidden
          )
        ) : state.status === 'error' ? (
          <LoadErrorState title={errorTitle} onRetry={state.retry} />
        ) : (
          <LoadingState label={loadingLabel} />
        )}
      </PageLayout>
    </main>
  )
}
