import type { PointsBand, RankingWindow } from '@oche/api'
import { FormattedDate, FormattedMessage } from 'react-intl'

/** An ISO date (`2026-11-25`) as a day in the page's language; the day itself, whatever the viewer's time zone. */
export function RankingDay({ date }: { date: string }) {
  return <FormattedDate value={`${date}T12:00:00Z`} timeZone="UTC" day="numeric" month="short" year="numeric" />
}

/** "The last 12 months", or "1 Sep 2026 – 31 Mar 2027" for a fixed season. */
export function RankingWindowText({ window }: { window: RankingWindow }) {
  if (window.kind === 'rolling')
    return (
      <FormattedMessage
        id="tournaments.ranking.windowRolling"
        defaultMessage="The last {months, plural, one {month} other {# months}}"
        values={{ months: window.months }}
      />
    )
  return (
    <FormattedMessage
      id="tournaments.ranking.windowFixed"
      defaultMessage="{from} – {to}"
      values={{ from: <RankingDay date={window.from} />, to: <RankingDay date={window.to} /> }}
    />
  )
}

/** "Every result counts", or "The best 3 results count". */
export function CountBestText({ countBest }: { countBest: number | null }) {
  if (countBest === null)
    return <FormattedMessage id="tournaments.ranking.countAll" defaultMessage="Every result counts" />
  return (
    <FormattedMessage
      id="tournaments.ranking.countBest"
      defaultMessage="{count, plural, one {Only the best result counts} other {The best # results count}}"
      values={{ count: countBest }}
    />
  )
}

/** The places a band of the points table covers: "1st", "3rd–4th", or "33rd and below" for the last band. */
export function BandPlaces({ from, to }: { from: number; to: number | null }) {
  if (to === null)
    return (
      <FormattedMessage
        id="tournaments.ranking.bandFromOn"
        defaultMessage="{from, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and below"
        values={{ from }}
      />
    )
  if (to === from)
    return (
      <FormattedMessage
        id="tournaments.ranking.bandOne"
        defaultMessage="{from, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
        values={{ from }}
      />
    )
  return (
    <FormattedMessage
      id="tournaments.ranking.bandRange"
      defaultMessage="{from, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}–{to, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
      values={{ from, to }}
    />
  )
}

/** The bands of a points table with the last place each covers (null: every place after it). */
export function bandRanges(points: readonly PointsBand[]): { from: number; to: number | null; points: number }[] {
  return points.map((band, index) => {
    const next = points[index + 1]
    return { from: band.from, to: next ? next.from - 1 : null, points: band.points }
  })
}

/** The tie rule, in words: the same for every ranking. */
export function TieRuleText() {
  return (
    <FormattedMessage
      id="tournaments.ranking.tieRule"
      defaultMessage="Level on points: more best results first (compared best first), then the more recent best results. Players still level share the place."
    />
  )
}
