import type { LeagueMatchSummary } from '@oche/api'
import { Badge, Button } from '@oche/ui'
import { ArrowRight } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { CalendarDay } from '../../competition/divisions/parts/calendar-day'
import { LeagueMatchRow } from '../../competition/parts/league-match-row'

/** A block of the home page: its heading, what it holds and a link to the whole of it. */
export function HomeSection({
  title,
  badge,
  more,
  children,
  className,
  ...props
}: {
  title: ReactNode
  /** Beside the title: what the block is (the league night now playing). */
  badge?: ReactNode
  /** A link under the block to the page with all of it. */
  more?: { href: string; label: ReactNode }
  children: ReactNode
  className?: string
  'data-slot'?: string
}) {
  const { Link } = usePlatform()
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      data-slot={props['data-slot']}
      className={`flex min-w-0 flex-col gap-2 rounded-md border bg-surface-raised px-4 py-3 ${className ?? ''}`}
    >
      <h2 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold">
        {title}
        {badge}
      </h2>
      {children}
      {more ? (
        <Button asChild variant="link" multiline className="self-start px-0">
          <Link href={more.href}>
            {more.label}
            <ArrowRight aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      ) : null}
    </section>
  )
}

/** Team matches as rows, each linking to its page. */
export function MatchRows({
  matches,
  matchHref,
  showWeek = false,
  showDivision,
}: {
  matches: readonly LeagueMatchSummary[]
  matchHref: (match: string) => string
  showWeek?: boolean
  showDivision: boolean
}) {
  return (
    <ul className="flex flex-col divide-y">
      {matches.map((match) => (
        <LeagueMatchRow
          key={match.id}
          match={match}
          href={matchHref(match.slug)}
          showWeek={showWeek}
          showDivision={showDivision}
        />
      ))}
    </ul>
  )
}

/** The league night's days: "Thu 17 Sep 2026", or "Tue 15 Sep 2026 to Thu 17 Sep 2026". */
export function RoundDays({ matches }: { matches: readonly LeagueMatchSummary[] }) {
  const days = matches.flatMap((match) => (match.date ? [match.date] : [])).sort()
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return null
  return (
    <span className="text-sm font-normal text-muted-foreground">
      {first === last ? (
        <CalendarDay day={first} />
      ) : (
        <FormattedMessage
          id="competitionSite.home.roundDays"
          defaultMessage="{first} to {last}"
          values={{ first: <CalendarDay day={first} />, last: <CalendarDay day={last} /> }}
        />
      )}
    </span>
  )
}

/** Whether the league night is being played (a match live or played) or still to come. */
export function RoundBadge({ matches }: { matches: readonly LeagueMatchSummary[] }) {
  const isUnderway = matches.some((match) => match.state !== 'scheduled' && match.state !== 'postponed')
  const isOver = matches.every((match) => match.state !== 'scheduled' && match.state !== 'live')
  const phase = isOver ? 'over' : isUnderway ? 'underway' : 'next'
  const isLive = matches.some((match) => match.state === 'live')
  return (
    <Badge variant={isLive ? 'live' : phase === 'underway' ? 'info' : 'outline'} data-round={phase}>
      <FormattedMessage
        id="competitionSite.home.roundPhase"
        defaultMessage="{phase, select, underway {This league night} over {Last league night} other {Next league night}}"
        values={{ phase }}
      />
    </Badge>
  )
}
