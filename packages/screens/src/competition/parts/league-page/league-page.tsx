import type { ReactNode } from 'react'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { AdminPageFrame, type AdminPageFrameProps } from '../admin-page'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../competition-states'
import type { LeaguePageState } from './league-page-state'

export type LeaguePageProps = Omit<AdminPageFrameProps, 'children'> & {
  state: LeaguePageState
  /** Tells screen readers what is loading. */
  loadingLabel: string
  /** Says what could not be loaded. */
  errorTitle: ReactNode
  children: ReactNode
}

/**
 * The frame of a league-night page (matches, standings, statistics): its title and way back, then its content once
 * ready, or what stands in for it (loading, not found, no role here, could not load).
 */
export function LeaguePage({ state, loadingLabel, errorTitle, children, ...frame }: LeaguePageProps) {
  return (
    <AdminPageFrame {...frame} actions={state.status === 'ready' ? frame.actions : undefined}>
      {state.status === 'ready' ? (
        children
      ) : state.status === 'notFound' ? (
        <CompetitionNotFoundState />
      ) : state.status === 'forbidden' ? (
        <CompetitionForbiddenState />
      ) : state.status === 'error' ? (
        <LoadErrorState title={errorTitle} onRetry={state.retry} />
      ) : (
        <LoadingState label={loadingLabel} />
      )}
    </AdminPageFrame>
  )
}
