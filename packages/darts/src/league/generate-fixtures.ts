import { createRandom, type RandomSource } from '../bot/random'
import { shuffle } from '../formats/group-draw'
import { checkFixturesInput, type CheckedFixturesInput, isDouble } from './check-fixtures-input'
import { circleRounds, type CircleRound, complementaryPairs } from './circle-schedule'
import type {
  FixtureBye,
  FixtureDivision,
  FixtureMatch,
  FixturesError,
  FixturesInput,
  FixturesOutcome,
  FixtureTeam,
  FixtureVenue,
} from './fixtures'
import { isoDateOf, type Weekday, weekdayOf } from './iso-dates'
import { homeMatchDay, venueCapacity } from './season-calendar'
import type { PlacementDivision } from './placement-problem'
import { type Overflow, placeTeams } from './venue-placement'

/** One division's round robin before its teams are placed: circle rounds, and the week each round is played in. */
type DivisionPlan = {
  division: FixtureDivision
  rounds: CircleRound[]
  roundWeeks: number[]
  placement: PlacementDivision
}

/** Teams whose home matches share a venue and a date: one venue, and in `teamNight` mode one night. */
type VenueGroup = { venue: FixtureVenue; night: Weekday | undefined }

/**
 * The season's fixtures, every division at once. Each division plays the circle method of `circleRounds` (a
 * double round robin unless set to single), its rounds spread evenly over the playing weeks, one round a week;
 * which team takes which circle position is chosen so that no venue hosts more matches on a date than its boards
 * allow (`placeTeams`). Pure and deterministic: the same input gives the same fixtures.
 */
export function generateFixtures(input: FixturesInput): FixturesOutcome {
  const checked = checkFixturesInput(input)
  if (!checked.ok) return checked
  const season = checked.value
  const weekCount = season.weekDays.length
  const random = createRandom(input.seed ?? 0)
  const teams = input.divisions.flatMap((division) => division.teams)
  const plans = divisionPlans(input, teams, weekCount, random)
  const { groups, groupOf } = venueGroups(input, teams, season.venues)
  const capacity = groups.flatMap((group) =>
    season.weekDays.map((weekDay) =>
      venueCapacity(group.venue, groupDay(input, weekDay, group), season.minBoardsPerMatch),
    ),
  )
  const placement = placeTeams({ weekCount, groupOf, capacity, divisions: plans.map((plan) => plan.placement), random })
  if (placement.overflow) return overflowError(input, season, groups, placement.overflow)
  const perDivision = plans.map((plan, d) => {
    const teamAt = (placement.teamAt[d] as number[]).map((team) => teams[team] as FixtureTeam)
    return divisionFixtures(input, season, plan, teamAt)
  })
  return {
    ok: true,
    value: {
      mode: input.mode,
      weeks: [...input.weeks],
      venues: input.venues.map((venue) => ({ ...venue, nights: [...venue.nights] })),
      minBoardsPerMatch: season.minBoardsPerMatch,
      matches: perDivision.flatMap((fixtures) => fixtures.matches),
      byes: perDivision.flatMap((fixtures) => fixtures.byes),
    },
  }
}

function divisionPlans(
  input: FixturesInput,
  teams: readonly FixtureTeam[],
  weekCount: number,
  random: RandomSource,
): DivisionPlan[] {
  const indexOf = new Map(teams.map((team, index) => [team.id, index]))
  return input.divisions.map((division) => {
    const ids = division.teams.map((team) => team.id)
    const order = input.seed === undefined ? ids : shuffle(ids, random)
    const teamCount = ids.length
    const rounds = circleRounds(teamCount, isDouble(input, division) ? 'double' : 'single')
    const roundWeeks = spreadRounds(rounds.length, weekCount)
    const homeAt = Array.from({ length: teamCount }, () => new Uint8Array(weekCount))
    rounds.forEach((round, index) => {
      for (const [home, away] of round) {
        // A pair with the bye position (an odd division's last) is a bye, not a home match.
        if (home < teamCount && away < teamCount) (homeAt[home] as Uint8Array)[roundWeeks[index] as number] = 1
      }
    })
    const placement: PlacementDivision = {
      teams: order.map((id) => indexOf.get(id) as number),
      homeAt,
      weeks: roundWeeks,
      pairs: complementaryPairs(rounds, teamCount),
    }
    return { division, rounds, roundWeeks, placement }
  })
}

/**
 * The week of each round: evenly spread, the first round in the first week and the last in the last, so the
 * gaps between rounds differ by at most one week. With as many weeks as rounds, one round a week.
 */
export function spreadRounds(roundCount: number, weekCount: number): number[] {
  if (roundCount === 1) return [0]
  const span = roundCount - 1
  return Array.from({ length: roundCount }, (_, round) => Math.floor((2 * round * (weekCount - 1) + span) / (2 * span)))
}

function venueGroups(input: FixturesInput, teams: readonly FixtureTeam[], venues: ReadonlyMap<string, FixtureVenue>) {
  const groups: VenueGroup[] = []
  const keys = new Map<string, number>()
  const groupOf = teams.map((team) => {
    const night = input.mode === 'teamNight' ? team.homeNight : undefined
    const key = `${team.venueId}\u0000${night ?? ''}`
    let group = keys.get(key)
    if (group === undefined) {
      group = groups.push({ venue: venues.get(team.venueId) as FixtureVenue, night }) - 1
      keys.set(key, group)
    }
    return group
  })
  return { groups, groupOf }
}

function groupDay(input: FixturesInput, weekDay: number, group: VenueGroup): number {
  return homeMatchDay(input.mode, weekDay, group.night)
}

function overflowError(
  input: FixturesInput,
  season: CheckedFixturesInput,
  groups: readonly VenueGroup[],
  overflow: Overflow,
): FixturesError {
  const group = groups[overflow.group] as VenueGroup
  const day = groupDay(input, season.weekDays[overflow.week] as number, group)
  const venueId = group.venue.id
  const [weekIndex, date] = [overflow.week, isoDateOf(day)]
  if (!group.venue.nights.includes(weekdayOf(day)))
    return { ok: false, error: 'fixtures.venueClosed', venueId, weekIndex, date }
  const { capacity, matches } = overflow
  return { ok: false, error: 'fixtures.venueFull', venueId, weekIndex, date, capacity, matches }
}

/** The matches and byes of one division, round by round, from its placed teams. */
function divisionFixtures(
  input: FixturesInput,
  season: CheckedFixturesInput,
  plan: DivisionPlan,
  teamAt: readonly FixtureTeam[],
): { matches: FixtureMatch[]; byes: FixtureBye[] } {
  const divisionId = plan.division.id
  const matches: FixtureMatch[] = []
  const byes: FixtureBye[] = []
  plan.rounds.forEach((round, index) => {
    const weekIndex = plan.roundWeeks[index] as number
    let slot = 0
    for (const [homePosition, awayPosition] of round) {
      const [home, away] = [teamAt[homePosition], teamAt[awayPosition]]
      const sitsOut = home === undefined ? away : away === undefined ? home : undefined
      if (sitsOut) {
        byes.push({ divisionId, round: index + 1, weekIndex, teamId: sitsOut.id })
        continue
      }
      if (!home || !away) continue
      slot += 1
      const day = homeMatchDay(input.mode, season.weekDays[weekIndex] as number, home.homeNight)
      matches.push({
        id: `${divisionId}.${index + 1}.${slot}`,
        divisionId,
        round: index + 1,
        weekIndex,
        date: isoDateOf(day),
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: home.venueId,
        history: [],
      })
    }
  })
  return { matches, byes }
}
