import type { SeasonPromotion } from '@oche/api'
import { messagesFor } from '@oche/i18n/messages'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import {
  noCopy,
  noDivision,
  proposedPlacements,
  seasonFormSchema,
  seasonFormValues,
  toSeasonInput,
  toSeasonUpdate,
} from './season-form-values'

const intl = createIntl({ locale: 'en', messages: messagesFor('en') })
const filled = {
  ...seasonFormValues(null),
  name: '2027-28',
  starts_on: '2027-09-01',
  ends_on: '2028-05-31',
  league_nights: ['2027-09-06'],
}

describe('toSeasonInput', () => {
  it('sends an empty season with every setting and nothing to copy', () => {
    expect(toSeasonInput(filled)).toEqual({
      name: '2027-28',
      starts_on: '2027-09-01',
      ends_on: '2028-05-31',
      settings: {
        league_nights: ['2027-09-06'],
        round_robin: 'double',
        night_mode: 'teamNight',
        min_boards_per_match: 2,
        promotion_places: 2,
        relegation_places: 2,
      },
      copy_from: null,
      copy: { settings: false, divisions: false, teams: false, members: false },
      make_current: false,
    })
  })

  it('leaves copied settings to the API, but always sends the league nights', () => {
    const input = toSeasonInput({ ...filled, slug: 'next', copy_from: '2026-27', round_robin: 'single' })
    expect(input.slug).toBe('next')
    expect(input.settings).toEqual({ league_nights: ['2027-09-06'] })
    expect(input.copy).toEqual({ settings: true, divisions: true, teams: true, members: false })
  })

  it('never copies players without their teams', () => {
    const input = toSeasonInput({
      ...filled,
      copy_from: '2026-27',
      copy: { settings: false, divisions: true, teams: false, members: true },
    })
    expect(input.copy?.members).toBe(false)
    expect(input.settings).toMatchObject({ round_robin: 'double' })
  })
})

describe('the placements of a new season', () => {
  const proposal: SeasonPromotion = {
    season: { slug: '2026-27', name: '2026-27' },
    promotion_places: 1,
    relegation_places: 1,
    matches: { total: 12, confirmed: 12 },
    is_finished: true,
    divisions: [
      {
        slug: 'first',
        name: 'First',
        position: 1,
        teams: [
          {
            team: { slug: 'arrows', name: 'The Arrows' },
            position: 1,
            points: 20,
            to: { slug: 'first', name: 'First' },
            reason: { kind: 'stays', because: 'highestDivision' },
            is_tied_at_cut: false,
          },
          {
            team: { slug: 'busters', name: 'Bull Busters' },
            position: 2,
            points: 10,
            to: { slug: 'second', name: 'Second' },
            reason: { kind: 'relegated', nth: 1 },
            is_tied_at_cut: false,
          },
        ],
      },
      {
        slug: 'second',
        name: 'Second',
        position: 2,
        teams: [
          {
            team: { slug: 'flight', name: 'Flight Club' },
            position: 1,
            points: 18,
            to: { slug: 'first', name: 'First' },
            reason: { kind: 'promoted', nth: 1 },
            is_tied_at_cut: false,
          },
        ],
      },
    ],
    unplaced: [
      {
        team: { slug: 'newcomers', name: 'Newcomers' },
        position: null,
        points: null,
        to: { slug: 'second', name: 'Second' },
        reason: { kind: 'new' },
        is_tied_at_cut: false,
      },
    ],
  }
  const copying = {
    ...filled,
    copy_from: '2026-27',
    placements: proposedPlacements(proposal),
    placements_of: '2026-27',
  }

  it('sends the teams that change division, as proposed', () => {
    expect(toSeasonInput(copying).placements).toEqual([
      { team: 'busters', division: 'second' },
      { team: 'flight', division: 'first' },
      { team: 'newcomers', division: 'second' },
    ])
  })

  it('sends what the admin changed: a team kept in its division is left out, a team taken out of the divisions is null', () => {
    const placements = copying.placements.map((placement) =>
      placement.team === 'busters'
        ? { ...placement, division: 'first' }
        : placement.team === 'arrows'
          ? { ...placement, division: noDivision }
          : placement,
    )
    expect(toSeasonInput({ ...copying, placements }).placements).toEqual([
      { team: 'arrows', division: null },
      { team: 'flight', division: 'first' },
      { team: 'newcomers', division: 'second' },
    ])
  })

  it('sends none when the teams are not copied, or the proposal is of another season', () => {
    const noTeams = { ...copying, copy: { ...copying.copy, teams: false } }
    expect(toSeasonInput(noTeams)).not.toHaveProperty('placements')
    expect(toSeasonInput({ ...copying, copy_from: '2025-26' })).not.toHaveProperty('placements')
  })
})

describe('toSeasonUpdate', () => {
  it('sends the slug only when it changed', () => {
    const values = { ...filled, slug: '2027-28' }
    expect(toSeasonUpdate(values, { slug: '2027-28' })).not.toHaveProperty('slug')
    expect(toSeasonUpdate(values, { slug: 'old' })).toHaveProperty('slug', '2027-28')
  })
})

describe('seasonFormSchema', () => {
  it('allows an empty slug for a new season only', () => {
    expect(seasonFormSchema(intl, 'create').safeParse(filled).success).toBe(true)
    expect(seasonFormSchema(intl, 'edit').safeParse(filled).success).toBe(false)
  })

  it('refuses an end before the start and nights outside the dates, on their fields', () => {
    const result = seasonFormSchema(intl, 'create').safeParse({
      ...filled,
      ends_on: '2027-08-31',
      league_nights: ['2027-09-06'],
      copy_from: noCopy,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['ends_on', 'league_nights'])
  })

  it('refuses a slug the links use themselves', () => {
    expect(seasonFormSchema(intl, 'create').safeParse({ ...filled, slug: 'create' }).success).toBe(false)
  })
})
