import { generateFixtures, rescheduleMatch } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { SeasonSettingsSchema } from '../schemas/competition'
import {
  buildFixturesInput,
  fixturesRefusal,
  rescheduleRefusal,
  seasonSeed,
  toFixtureVenue,
  toFixtures,
} from './fixture-plan'

const settings = SeasonSettingsSchema.parse({ league_nights: ['2030-09-09', '2030-09-16', '2030-09-23'] })
const venues = [
  { id: 'v1', boards: 4, weekdays: ['thursday' as const] },
  { id: 'v2', boards: 0, weekdays: [] },
]

describe('the fixture plan', () => {
  it('gives a venue without nights every night and one without a board count no limit', () => {
    expect(toFixtureVenue(venues[0]!)).toEqual({ id: 'v1', boards: 4, nights: ['thursday'] })
    expect(toFixtureVenue(venues[1]!).nights).toHaveLength(7)
    expect(toFixtureVenue(venues[1]!).boards).toBeGreaterThan(100)
  })

  it('plays a team without a night on its venue’s only night, and draws a season the same way every time', () => {
    const input = buildFixturesInput({
      seasonId: 'season-1',
      settings,
      venues,
      divisions: [
        {
          id: 'd1',
          teams: [
            { id: 'a', venueId: 'v1', homeWeekday: null },
            { id: 'b', venueId: 'v1', homeWeekday: 'thursday' },
            { id: 'c', venueId: 'v2', homeWeekday: 'monday' },
          ],
        },
      ],
    })
    expect(input.divisions[0]?.teams.map((team) => team.homeNight)).toEqual(['thursday', 'thursday', 'monday'])
    expect(input.seed).toBe(seasonSeed('season-1'))
    const generated = generateFixtures(input)
    expect(generated.ok).toBe(false)
    // Three teams, double: six rounds in three weeks.
    expect(!generated.ok && fixturesRefusal(generated)).toEqual({
      error: 'fixtures.notEnoughNights',
      details: { division_id: 'd1' },
    })
  })

  it('names a team without a venue', () => {
    const generated = generateFixtures(
      buildFixturesInput({
        seasonId: 's',
        settings,
        venues,
        divisions: [
          {
            id: 'd1',
            teams: [
              { id: 'a', venueId: null, homeWeekday: 'thursday' },
              { id: 'b', venueId: 'v1', homeWeekday: 'thursday' },
            ],
          },
        ],
      }),
    )
    expect(!generated.ok && fixturesRefusal(generated)).toEqual({
      error: 'fixtures.teamWithoutVenue',
      details: { team_id: 'a' },
    })
  })

  it('moves stored fixtures with the generator’s rules, postponed ones taking no week', () => {
    const fixtures = toFixtures({
      settings,
      venues,
      moving: 'f1',
      fixtures: [
        { id: 'f1', divisionId: 'd1', weekIndex: 0, date: '2030-09-12', homeId: 'a', awayId: 'b', venueId: 'v1' },
        { id: 'f2', divisionId: 'd1', weekIndex: 1, date: '2030-09-19', homeId: 'b', awayId: 'a', venueId: 'v1' },
        { id: 'f3', divisionId: 'd1', weekIndex: 2, date: null, homeId: 'a', awayId: 'c', venueId: 'v1' },
      ],
    })
    expect(fixtures.matches.map((match) => match.id)).toEqual(['f1', 'f2'])
    const busy = rescheduleMatch(fixtures, 'f1', '2030-09-19', 'Cup')
    expect(!busy.ok && rescheduleRefusal(busy)).toBe('fixture.teamBusy')
    const closed = rescheduleMatch(fixtures, 'f1', '2030-09-25', 'Cup')
    expect(!closed.ok && rescheduleRefusal(closed)).toBe('fixture.venueClosed')
    expect(rescheduleMatch(fixtures, 'f1', '2030-09-26', 'Cup').ok).toBe(true)
  })
})
