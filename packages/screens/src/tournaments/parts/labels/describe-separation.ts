import type { LeagueStandingsRow, Separation } from '@oche/api'
import { defineMessage, type IntlShape } from 'react-intl'

/** Why a team of a league division stands above the next (the league's tie-breakers besides the tournament's). */
export type LeagueSeparation = NonNullable<LeagueStandingsRow['above_next']>

type Values = { above: string; below: string }

const messages = {
  points: defineMessage<Values>({
    id: 'tournaments.separation.points',
    defaultMessage: 'Above on points ({above} vs {below})',
  }),
  legDifference: defineMessage<Values>({
    id: 'tournaments.separation.legDifference',
    defaultMessage: 'Above on leg difference ({above} vs {below})',
  }),
  headToHead: defineMessage<Values>({
    id: 'tournaments.separation.headToHead',
    defaultMessage: 'Above on head-to-head points ({above} vs {below})',
  }),
  legsWon: defineMessage<Values>({
    id: 'tournaments.separation.legsWon',
    defaultMessage: 'Above on legs won ({above} vs {below})',
  }),
  matchesWon: defineMessage<Values>({
    id: 'tournaments.separation.matchesWon',
    defaultMessage: 'Above on matches won ({above} vs {below})',
  }),
  gamesWon: defineMessage<Values>({
    id: 'tournaments.separation.gamesWon',
    defaultMessage: 'Above on games won ({above} vs {below})',
  }),
  gameDifference: defineMessage<Values>({
    id: 'tournaments.separation.gameDifference',
    defaultMessage: 'Above on game difference ({above} vs {below})',
  }),
  average: defineMessage<Values>({
    id: 'tournaments.separation.average',
    defaultMessage: 'Above on 3-dart average ({above} vs {below})',
  }),
  decider: defineMessage<{ method: string }>({
    id: 'tournaments.separation.decider',
    defaultMessage: 'Above after {method, select, bullOff {a bull-off} playOff {a play-off} other {a drawing of lots}}',
  }),
  tied: defineMessage({
    id: 'tournaments.separation.tied',
    defaultMessage: 'Level with the next on every tie-breaker',
  }),
}

function both(values: readonly [number, number], format: (value: number) => string): Values {
  return { above: format(values[0]), below: format(values[1]) }
}

/**
 * Why a row of a group table (or of a league division's table) stands above the next one, with both values: "Above
 * on leg difference (+4 vs +2)". Differences carry their sign and averages two decimals, in the page's number format.
 */
export function describeSeparation(intl: IntlShape, separation: Separation | LeagueSeparation): string {
  switch (separation.criterion) {
    case 'decider':
      return intl.formatMessage(messages.decider, { method: separation.method })
    case 'tied':
      return intl.formatMessage(messages.tied)
    case 'legDifference':
    case 'gameDifference':
      return intl.formatMessage(
        messages[separation.criterion],
        both(separation.values, (value) => intl.formatNumber(value, { signDisplay: 'exceptZero' })),
      )
    case 'average':
      return intl.formatMessage(
        messages.average,
        both(separation.values, (value) =>
          intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        ),
      )
    case 'points':
    case 'headToHead':
    case 'legsWon':
    case 'matchesWon':
    case 'gamesWon':
      return intl.formatMessage(
        messages[separation.criterion],
        both(separation.values, (value) => intl.formatNumber(value)),
      )
    default:
      return separation satisfies never
  }
}
