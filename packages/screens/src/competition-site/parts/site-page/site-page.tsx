import type { ReactNode } from 'react'
import { SiteFrame, SiteLoadError, SiteLoading, SiteNotFound } from '../site-frame'
import type { SitePageState } from './site-page-state'

export type SitePageProps<Ready> = {
  /** The `{season}` of the path. */
  season: string | undefined
  state: SitePageState<Ready>
  /** The page's `h1`: what it is about (a division's name), or what it is while that is not known. */
  title: ReactNode
  description?: ReactNode
  /** The page's tabs (a division's pages), shown unless what the page is about is not there. */
  nav?: ReactNode
  /** Announced while the page's own data loads: "Loading the standings". */
  loadingLabel: string
  /** Said when the page's data cannot be loaded: "The standings could not be loaded". */
  errorTitle: ReactNode
  /** Said when what the page is about is not there: "This division cannot be found". */
  notFoundTitle: ReactNode
  /** The page's content, once it is there. */
  children: (ready: Extract<SitePageState<Ready>, { status: 'ready' }>) => ReactNode
}

/**
 * A page of the league's site in its frame: the page's tabs, then its content, or instead of it the page's own
 * loading skeleton, not-found or failure (the frame stands in for the whole page while the site itself loads or
 * fails).
 */
export function SitePage<Ready>({
  season,
  state,
  title,
  description,
  nav,
  loadingLabel,
  errorTitle,
  notFoundTitle,
  children,
}: SitePageProps<Ready>) {
  return (
    <SiteFrame season={season} title={title} description={description} isNotFound={state.status === 'notFound'}>
      <div className="flex flex-col gap-6">
        {state.status === 'notFound' ? null : nav}
        <SitePageContent
          state={state}
          season={season}
          loadingLabel={loadingLabel}
          errorTitle={errorTitle}
          notFoundTitle={notFoundTitle}
        >
          {children}
        </SitePageContent>
      </div>
    </SiteFrame>
  )
}

function SitePageContent<Ready>({
  state,
  season,
  loadingLabel,
  errorTitle,
  notFoundTitle,
  children,
}: Pick<SitePageProps<Ready>, 'state' | 'season' | 'loadingLabel' | 'errorTitle' | 'notFoundTitle' | 'children'>) {
  switch (state.status) {
    case 'loading':
      return <SiteLoading label={loadingLabel} />
    case 'notFound':
      return <SiteNotFound title={notFoundTitle} season={season} />
    case 'error':
      return <SiteLoadError title={errorTitle} onRetry={state.retry} />
    case 'ready':
      return children(state)
    default:
      return state satisfies never
  }
}
