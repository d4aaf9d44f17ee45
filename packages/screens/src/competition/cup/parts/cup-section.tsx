import { cupQueries, type CupSummary, type SeasonParams } from '@oche/api'
import { Button } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { Plus, Trophy } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { divisionMessages } from '../../divisions/parts/division-messages'
import type { DivisionPaths } from '../../divisions/parts/use-division-paths'
import { CupStateBadge, useCupFormat } from './cup-labels'
import { cupMessages } from './cup-messages'

export type CupSectionProps = {
  seasonRef: SeasonParams
  paths: DivisionPaths
  /** The season is open and the viewer its admin: "New cup". */
  canCreate: boolean
}

/** `groups/create` with the cup chosen. */
export const newCupHash = '#cup'

function CupRow({ cup, href }: { cup: CupSummary; href: string }) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const format = useCupFormat()
  return (
    <li
      data-cup={cup.slug}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border bg-surface-raised p-4"
    >
      <Trophy aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link href={href} className="font-semibold text-primary underline-offset-4 hover:underline">
            {cup.name}
          </Link>
          <CupStateBadge state={cup.state} />
        </span>
        <span className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.cupList.counts"
            defaultMessage="{format} · {teams}"
            values={{
              format: format(cup.format, { short: true }),
              teams: intl.formatMessage(divisionMessages.teamCount, { count: cup.teams_count }),
            }}
          />
        </span>
        {cup.winner ? (
          <span className="text-sm font-medium">
            <FormattedMessage {...cupMessages.winner} values={{ team: cup.winner.name }} />
          </span>
        ) : null}
      </div>
    </li>
  )
}

export type CupListProps = {
  cups: readonly CupSummary[]
  /** The page of a cup. */
  cupHref: (cup: string) => string
}

/** The season's cups, each with its format, teams, state and winner, opening its page. */
export function CupList({ cups, cupHref }: CupListProps) {
  const intl = useIntl()
  return (
    <ol
      className="flex flex-col gap-3"
      aria-label={intl.formatMessage({ id: 'competition.cupList.listLabel', defaultMessage: 'Cups of the season' })}
    >
      {cups.map((cup) => (
        <CupRow key={cup.id} cup={cup} href={cupHref(cup.slug)} />
      ))}
    </ol>
  )
}

/**
 * The season's cups under its divisions: each with its format, teams, state and winner, opening its page; the admins
 * of an open season add one.
 */
export function CupSection({ seasonRef, paths, canCreate }: CupSectionProps) {
  const { api, Link } = usePlatform()
  const headingId = useId()
  const cups = useQuery(cupQueries.list(api, seasonRef))
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <FormattedMessage {...cupMessages.cups} />
        </h2>
        {canCreate ? (
          <Button asChild variant="outline">
            <Link href={`${paths.create()}${newCupHash}`}>
              <Plus aria-hidden />
              <FormattedMessage id="competition.cupList.new" defaultMessage="New cup" />
            </Link>
          </Button>
        ) : null}
      </div>
      {cups.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          <FormattedMessage id="competition.cupList.loading" defaultMessage="Loading the cups" />
        </p>
      ) : cups.isError ? (
        <p role="alert" className="text-sm text-danger">
          <FormattedMessage id="competition.cupList.error" defaultMessage="The cups could not be loaded." />
        </p>
      ) : cups.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.cupList.empty"
            defaultMessage="No cups this season. A cup is played beside the league by teams of every division."
          />
        </p>
      ) : (
        <CupList cups={cups.data} cupHref={paths.division} />
      )}
    </section>
  )
}
