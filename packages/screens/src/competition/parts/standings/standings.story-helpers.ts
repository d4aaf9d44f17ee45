import type { IndividualStandingsRow, LeagueLeaderboards, LeagueStandings, LeagueStandingsRow } from '@oche/api'

// Stories only: a division halfway through its season, as the standings parts receive it.

const team = (slug: string, name: string) => ({ slug, name })
const arrows = team('the-arrows', 'The Arrows')
const busters = team('bull-busters', 'Bull Busters')
const trouble = team('treble-trouble', 'Treble Trouble')
const kings = team('checkout-kings', 'Checkout Kings')

function row(
  position: number,
  link: { slug: string; name: string },
  figures: Omit<LeagueStandingsRow, 'position' | 'team' | 'legs_won' | 'legs_lost' | 'adjustment'> &
    Partial<Pick<LeagueStandingsRow, 'adjustment'>>,
): LeagueStandingsRow {
  return { position, team: link, legs_won: 0, legs_lost: 0, adjustment: 0, ...figures }
}

/**
 * Three league nights played of six: The Arrows lead on matches won, the last two are level on everything. The
 * season's highest division of two: its last two places go down, none up.
 */
export const halfPlayedStandings: LeagueStandings = {
  division: { slug: 'first-division', name: 'First division' },
  tie_breakers: ['points', 'matchesWon', 'headToHead', 'gamesWon', 'legDifference'],
  points: { kind: 'games' },
  rows: [
    row(1, arrows, {
      played: 3,
      won: 2,
      drawn: 1,
      lost: 0,
      games_won: 18,
      games_lost: 12,
      points: 18,
      above_next: { criterion: 'matchesWon', values: [2, 1] },
    }),
    row(2, busters, {
      played: 3,
      won: 1,
      drawn: 2,
      lost: 0,
      games_won: 18,
      games_lost: 12,
      points: 18,
      above_next: { criterion: 'points', values: [18, 12] },
    }),
    row(3, trouble, {
      played: 3,
      won: 0,
      drawn: 1,
      lost: 2,
      games_won: 12,
      games_lost: 18,
      points: 12,
      above_next: { criterion: 'tied' },
    }),
    row(4, kings, {
      played: 3,
      won: 0,
      drawn: 1,
      lost: 2,
      games_won: 12,
      games_lost: 18,
      points: 12,
      above_next: null,
    }),
  ],
  adjustments: [],
  zones: { promotion: 0, relegation: 2 },
}

/** The same division with a points deduction (a late result), in match points: win 2, draw 1. */
export const adjustedStandings: LeagueStandings = {
  ...halfPlayedStandings,
  points: { kind: 'match', win: 2, draw: 1, loss: 0 },
  rows: [
    { ...halfPlayedStandings.rows[0]!, points: 5, above_next: { criterion: 'points', values: [5, 3] } },
    {
      ...halfPlayedStandings.rows[1]!,
      points: 3,
      adjustment: -1,
      above_next: { criterion: 'gamesWon', values: [18, 12] },
    },
    { ...halfPlayedStandings.rows[2]!, points: 1, above_next: { criterion: 'decider', method: 'lot' } },
    { ...halfPlayedStandings.rows[3]!, points: 1 },
  ],
  adjustments: [
    {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      team: busters,
      points: -1,
      reason: 'Result entered after the deadline',
      by: 'Admin Ann',
      at: '2026-10-14T19:30:00.000Z',
    },
  ],
}

/** A middle division of the season: its winner goes up a division and its last team goes down. */
export const middleDivisionStandings: LeagueStandings = {
  ...halfPlayedStandings,
  division: { slug: 'second-division', name: 'Second division' },
  zones: { promotion: 1, relegation: 1 },
}

/** Before the first decided match: every team on nothing, in the order the division lists them. */
export const unplayedStandings: LeagueStandings = {
  ...halfPlayedStandings,
  rows: halfPlayedStandings.rows.map((entry) => ({
    ...entry,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    games_won: 0,
    games_lost: 0,
    points: 0,
    above_next: null,
  })),
}

let playerCount = 0
function player(
  name: string,
  link: { slug: string; name: string },
  figures: Partial<IndividualStandingsRow>,
): IndividualStandingsRow {
  playerCount += 1
  return {
    position: playerCount,
    player: { participant_id: `5a1e0000-0000-4000-8000-${String(playerCount).padStart(12, '0')}`, name, team: link },
    played: 9,
    won: 5,
    drawn: 0,
    lost: 4,
    win_percentage: 55.6,
    legs_won: 17,
    legs_lost: 14,
    three_dart_average: 55.12,
    first_nine_average: 63.4,
    one_eighties: 0,
    one_seventy_ones: 0,
    high_checkout: null,
    best_leg: null,
    ...figures,
  }
}

/** Six players of the division after three league nights. */
export const halfPlayedPlayers: IndividualStandingsRow[] = [
  player('Anke Arrow', arrows, {
    won: 8,
    lost: 1,
    win_percentage: 88.9,
    legs_won: 24,
    legs_lost: 7,
    three_dart_average: 68.47,
    first_nine_average: 77.1,
    one_eighties: 3,
    high_checkout: 121,
    best_leg: 15,
  }),
  player('Bart Buster', busters, {
    won: 7,
    lost: 2,
    win_percentage: 77.8,
    legs_won: 22,
    legs_lost: 10,
    three_dart_average: 71.03,
    first_nine_average: 80.5,
    one_eighties: 5,
    high_checkout: 104,
    best_leg: 14,
  }),
  player('Tine Treble', trouble, { won: 5, lost: 4, one_eighties: 1, best_leg: 18 }),
  player('Koen King', kings, {
    played: 6,
    won: 3,
    lost: 3,
    win_percentage: 50,
    legs_won: 10,
    legs_lost: 11,
    three_dart_average: null,
    first_nine_average: null,
  }),
  player('Arno Arrow', arrows, {
    won: 3,
    lost: 6,
    win_percentage: 33.3,
    three_dart_average: 49.8,
    first_nine_average: 52.25,
    high_checkout: 132,
  }),
  player('Kim King', kings, {
    won: 1,
    lost: 8,
    win_percentage: 11.1,
    legs_won: 6,
    legs_lost: 24,
    three_dart_average: 44.6,
    first_nine_average: 47.9,
  }),
]

const link = (index: number) => {
  const entry = halfPlayedPlayers[index]!
  return entry.player
}
const match = (slug: string, date: string) => ({ slug, date })

/** The season's boards after three league nights, with the default thresholds (18 darts, 100). */
export const halfPlayedLeaderboards: LeagueLeaderboards = {
  maxima: [
    { player: link(1), one_eighties: 5, one_seventy_ones: 1 },
    { player: link(0), one_eighties: 3, one_seventy_ones: 0 },
    { player: link(2), one_eighties: 1, one_seventy_ones: 0 },
    { player: link(4), one_eighties: 0, one_seventy_ones: 1 },
  ],
  low_visits: [
    { player: link(1), darts: 14, match: match('bull-busters-the-arrows-1', '2026-09-17') },
    { player: link(0), darts: 15, match: match('the-arrows-treble-trouble-2', '2026-09-24') },
    { player: link(1), darts: 15, match: match('bull-busters-checkout-kings-3', '2026-10-01') },
    { player: link(2), darts: 18, match: match('treble-trouble-checkout-kings-1', '2026-09-17') },
  ],
  games_played: halfPlayedPlayers.map((entry) => ({
    player: entry.player,
    played: entry.played,
    won: entry.won,
    lost: entry.lost,
    win_percentage: entry.win_percentage,
  })),
  high_checkouts: [
    { player: link(4), checkout: 132, match: match('the-arrows-treble-trouble-2', '2026-09-24') },
    { player: link(0), checkout: 121, match: match('bull-busters-the-arrows-1', '2026-09-17') },
    { player: link(1), checkout: 104, match: match('bull-busters-checkout-kings-3', '2026-10-01') },
  ],
  low_visit_max_darts: 18,
  high_checkout_minimum: 100,
}

/** A season without a game played: every board empty. */
export const emptyLeaderboards: LeagueLeaderboards = {
  maxima: [],
  low_visits: [],
  games_played: [],
  high_checkouts: [],
  low_visit_max_darts: 18,
  high_checkout_minimum: 100,
}

/** Many players on the games-played board: the top ten show first. */
export const longLeaderboards: LeagueLeaderboards = {
  ...halfPlayedLeaderboards,
  games_played: Array.from({ length: 14 }, (_, index) => ({
    player: {
      ...link(index % 6),
      participant_id: `5a1e0000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`,
    },
    played: 20 - index,
    won: 10,
    lost: 10 - index,
    win_percentage: 50,
  })),
}
