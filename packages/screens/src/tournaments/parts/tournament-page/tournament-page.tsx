import type { TournamentDetail } from '@oche/api'
import { cn } from '@oche/ui'
import type { ReactNode } from 'react'
import { TournamentHeader } from '../tournament-header/tournament-header'
import { TournamentError, TournamentLoading, TournamentNotFound } from './tournament-page-states'
import type { TournamentSection } from './tournament-sections'
import { useTournament, type TournamentData } from './use-tournament'

export type TournamentPageProps = {
  /** The tournament id from `/tournaments/{tournament}`. */
  id: string
  section: TournamentSection
  /** The page's content once the tournament is loaded. */
  children: (detail: TournamentDetail) => ReactNode
  /** Wider pages (brackets) use the full width of large screens. */
  isWide?: boolean
}

/**
 * The frame of every public tournament page: loading, not found (unknown or private) and error states, then the
 * shared header with the sub-navigation above the page's content. Live updates come over `tournament.{id}`.
 */
export function TournamentPage({ id, section, children, isWide = false }: TournamentPageProps) {
  const data = useTournament(id)
  return (
    <main
      data-slot="tournament-page"
      data-section={section}
      className={cn(
        '@container mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:px-6',
        isWide ? 'max-w-7xl' : 'max-w-5xl',
      )}
    >
      <TournamentPageContent data={data} section={section}>
        {children}
      </TournamentPageContent>
    </main>
  )
}

function TournamentPageContent({
  data,
  section,
  children,
}: {
  data: TournamentData
  section: TournamentSection
  children: (detail: TournamentDetail) => ReactNode
}) {
  switch (data.status) {
    case 'loading':
      return <TournamentLoading />
    case 'notFound':
      return <TournamentNotFound />
    case 'error':
      return <TournamentError onRetry={data.retry} />
    case 'ready':
      return (
        <>
          <TournamentHeader tournament={data.detail.tournament} section={section} />
          {children(data.detail)}
        </>
      )
    default:
      return data satisfies never
  }
}
