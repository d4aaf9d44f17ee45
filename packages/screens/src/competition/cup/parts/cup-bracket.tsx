import type { CupMatch, CupSide } from '@oche/api'
import { Badge, cn } from '@oche/ui'
import { Check } from 'lucide-react'
import { useId } from 'react'
import { defineMessage, FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { gameTitle, roundName } from '../../../tournaments/parts/labels/round-names'
import { CalendarDay } from '../../divisions/parts/calendar-day'
import { cupMessages } from './cup-messages'
import { cupBrackets, type CupRound } from './cup-rounds'

type MatchLookup = (id: string) => CupMatch | undefined

/** A side in words: its team, a bye, or where it comes from ("Winner of Semi-final 1", "Group A, 2nd"). */
function SideName({ side, find }: { side: CupSide; find: MatchLookup }) {
  const intl = useIntl()
  if (side.team) return <>{side.team.name}</>
  if (side.is_bye)
    return (
      <span className="text-muted-foreground italic">
        <FormattedMessage id="competition.cupBracket.bye" defaultMessage="Bye" />
      </span>
    )
  const source = side.source
  if (source?.kind === 'winnerOf') {
    const from = find(source.match)
    return (
      <span className="text-muted-foreground">
        <FormattedMessage
          id="competition.cupBracket.winnerOf"
          defaultMessage="Winner of {match}"
          values={{ match: from ? gameTitle(intl, from) : source.match }}
        />
      </span>
    )
  }
  if (source?.kind === 'groupPosition')
    return (
      <span className="text-muted-foreground">
        <FormattedMessage
          id="competition.cupBracket.groupPosition"
          defaultMessage="Group {group}, {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
          values={{ group: source.group, position: source.position }}
        />
      </span>
    )
  return (
    <span className="text-muted-foreground">
      <FormattedMessage id="competition.cupBracket.toFollow" defaultMessage="To follow" />
    </span>
  )
}

const linkMessages = {
  played: defineMessage({ id: 'competition.cupBracket.openPlayed', defaultMessage: 'The match' }),
  playedLabel: defineMessage<{ title: string }>({
    id: 'competition.cupBracket.openPlayedLabel',
    defaultMessage: 'The match: {title}',
  }),
  ready: defineMessage({ id: 'competition.cupBracket.openReady', defaultMessage: 'Lineups and games' }),
  readyLabel: defineMessage<{ title: string }>({
    id: 'competition.cupBracket.openReadyLabel',
    defaultMessage: 'Lineups and games: {title}',
  }),
}

function MatchCard({
  match,
  find,
  matchHref,
}: {
  match: CupMatch
  find: MatchLookup
  matchHref: (match: string) => string
}) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const title = gameTitle(intl, match)
  const [home, away] = match.sides
  return (
    <li
      data-match={match.id}
      data-state={match.state}
      aria-label={title}
      className="flex flex-col gap-2 rounded-md border bg-surface-raised p-3"
    >
      <ul className="flex flex-col gap-1">
        {[home, away].map((side, index) => (
          <li key={index} className={cn('flex items-center justify-between gap-3', side.is_winner && 'font-semibold')}>
            <span className="flex min-w-0 items-center gap-1.5">
              {side.is_winner ? (
                <Check
                  aria-label={intl.formatMessage({ id: 'competition.cupBracket.won', defaultMessage: 'Won' })}
                  className="size-4 shrink-0 text-success"
                />
              ) : (
                <span aria-hidden className="size-4 shrink-0" />
              )}
              {/* pr-0.5: room for an italic "Bye"'s last letter, which the truncation would clip. */}
              <span className="truncate pr-0.5">
                <SideName side={side} find={find} />
              </span>
            </span>
            {side.games !== null ? (
              <span className="tabular-nums">
                <span className="sr-only">
                  {intl.formatMessage(
                    { id: 'competition.cupBracket.gamesWon', defaultMessage: 'games won: {games}' },
                    { games: side.games },
                  )}
                </span>
                <span aria-hidden>{side.games}</span>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {match.state === 'walkover' ? (
          <Badge variant="warning">
            <FormattedMessage id="competition.cupBracket.walkover" defaultMessage="Walkover" />
          </Badge>
        ) : null}
        {match.state === 'bye' ? (
          <FormattedMessage id="competition.cupBracket.byeNote" defaultMessage="Through without playing" />
        ) : null}
        {match.fixture ? (
          <Link
            href={matchHref(match.fixture.slug)}
            aria-label={intl.formatMessage(
              match.state === 'finished' ? linkMessages.playedLabel : linkMessages.readyLabel,
              { title },
            )}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {intl.formatMessage(match.state === 'finished' ? linkMessages.played : linkMessages.ready)}
          </Link>
        ) : null}
      </div>
    </li>
  )
}

function Round({
  round,
  find,
  matchHref,
  bracketHeadingId,
}: {
  round: CupRound
  find: MatchLookup
  matchHref: (match: string) => string
  /** The bracket's heading: with the plate's, each round is named apart from the cup's ("Plate Final"). */
  bracketHeadingId: string
}) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section
      aria-labelledby={`${bracketHeadingId} ${headingId}`}
      className="flex min-w-0 flex-col gap-2 md:w-56 md:shrink-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h4 id={headingId} className="font-semibold">
          {roundName(intl, { round_code: round.code, round: round.round })}
        </h4>
        {round.date ? (
          <span className="text-sm text-muted-foreground">
            <CalendarDay day={round.date} weekday="none" />
          </span>
        ) : null}
      </div>
      <ol className="flex flex-col gap-2 md:h-full md:justify-around">
        {round.matches.map((match) => (
          <MatchCard key={match.id} match={match} find={find} matchHref={matchHref} />
        ))}
      </ol>
    </section>
  )
}

export type CupBracketsProps = {
  matches: readonly CupMatch[]
  /** The page of a team match (`fixture.slug`). */
  matchHref: (match: string) => string
}

/**
 * The cup's knockouts, the cup's bracket then the plate's: rounds from first to final (named from their code, with
 * their date), each match's teams or where they come from, byes, walkovers and winners with their games, and the
 * match page of every match that has one. Rounds sit side by side from a tablet on, one under the other on a phone.
 */
export function CupBrackets({ matches, matchHref }: CupBracketsProps) {
  const intl = useIntl()
  const find: MatchLookup = (id) => matches.find((match) => match.id === id)
  const brackets = cupBrackets(matches)
  const headingId = useId()
  return (
    <>
      {brackets.map((bracket) => (
        <section
          key={bracket.trophy}
          data-trophy={bracket.trophy}
          aria-label={intl.formatMessage(
            { id: 'competition.cupBracket.label', defaultMessage: 'Bracket: {trophy}' },
            { trophy: intl.formatMessage(bracket.trophy === 'cup' ? cupMessages.cup : cupMessages.plate) },
          )}
          className="flex flex-col gap-3"
        >
          <h3 id={`${headingId}-${bracket.trophy}`} className="text-lg font-semibold">
            {bracket.trophy === 'cup' ? (
              <FormattedMessage id="competition.cupBracket.cupHeading" defaultMessage="Knockout" />
            ) : (
              <FormattedMessage id="competition.cupBracket.plateHeading" defaultMessage="Plate" />
            )}
          </h3>
          <div className="flex flex-col gap-6 md:flex-row md:gap-4 md:overflow-x-auto md:pb-2">
            {bracket.rounds.map((round) => (
              <Round
                key={round.round}
                round={round}
                find={find}
                matchHref={matchHref}
                bracketHeadingId={`${headingId}-${bracket.trophy}`}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  )
}
