import type { LeagueStandings } from '@oche/api'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

/** The division's places up and down (`LeagueStandings.zones`) and how many teams its table has. */
export type StandingsZones = LeagueStandings['zones'] & { teams: number }

export type Zone = 'promotion' | 'relegation'

/**
 * Whether a position of the table goes up or down at the end of the season: the top `promotion` places go up, the
 * bottom `relegation` places go down, promotion first when they would overlap. By the team's position, not its row.
 */
export function zoneOf(position: number, zones: StandingsZones): Zone | null {
  if (position <= zones.promotion) return 'promotion'
  if (position > zones.teams - zones.relegation) return 'relegation'
  return null
}

/** The positions of each zone, first and last; null for a zone without places. */
function zoneRange(zones: StandingsZones, zone: Zone) {
  const promotion = Math.min(zones.promotion, zones.teams)
  if (zone === 'promotion') return promotion > 0 ? { first: 1, last: promotion } : null
  const first = Math.max(zones.teams - zones.relegation + 1, promotion + 1)
  return first <= zones.teams ? { first, last: zones.teams } : null
}

/** Under the table: which places go up a division and which go down, in words; nothing when none do. */
export function StandingsZonesLegend({ zones }: { zones: StandingsZones }) {
  const up = zoneRange(zones, 'promotion')
  const down = zoneRange(zones, 'relegation')
  if (!up && !down) return null
  return (
    <p
      data-slot="standings-zones"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground"
    >
      {up ? (
        <span data-zone="promotion" className="inline-flex items-center gap-1">
          <ArrowUp aria-hidden className="size-3.5 shrink-0 text-success" />
          <FormattedMessage
            id="competition.standings.promotionLegend"
            defaultMessage="{count, plural, one {Promotion place: {first}} other {Promotion places: {first}–{last}}}"
            values={{ count: up.last - up.first + 1, ...up }}
          />
        </span>
      ) : null}
      {down ? (
        <span data-zone="relegation" className="inline-flex items-center gap-1">
          <ArrowDown aria-hidden className="size-3.5 shrink-0 text-danger" />
          <FormattedMessage
            id="competition.standings.relegationLegend"
            defaultMessage="{count, plural, one {Relegation place: {first}} other {Relegation places: {first}–{last}}}"
            values={{ count: down.last - down.first + 1, ...down }}
          />
        </span>
      ) : null}
    </p>
  )
}
