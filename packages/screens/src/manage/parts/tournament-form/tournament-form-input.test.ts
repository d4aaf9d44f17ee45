import type { Tournament } from '@oche/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  newTournamentFormValues,
  toTournamentInput,
  toTournamentUpdate,
  tournamentFormValuesFrom,
} from './tournament-form-input'
import { TournamentFormSchema, type TournamentFormValues } from './tournament-form-values'

beforeEach(() => {
  vi.stubEnv('TZ', 'Europe/Brussels')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const filled = (change: (values: TournamentFormValues) => void = () => {}): TournamentFormValues => {
  const values = newTournamentFormValues(new Date('2026-11-14T18:30:00Z'))
  values.name = '  Friday Night Darts  '
  values.venue = ' The Oche Bar '
  change(values)
  return values
}

const issuesOf = (values: TournamentFormValues) => {
  const checked = TournamentFormSchema.safeParse(values)
  return checked.success
    ? []
    : checked.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        reason: (issue as { params?: { reason?: string } }).params?.reason ?? issue.code,
      }))
}

describe('toTournamentInput', () => {
  it('sends a new groups-and-knockout tournament starting on the organiser’s clock', () => {
    const input = toTournamentInput(filled())
    expect(input).toMatchObject({
      name: 'Friday Night Darts',
      venue: 'The Oche Bar',
      type: 'singles',
      starts_at: '2026-11-14T19:30:00+01:00',
      entry_limit: null,
      format: {
        kind: 'groupsKnockout',
        group_size: 4,
        qualifiers_per_group: 2,
        consolation: false,
        third_place: false,
      },
    })
    expect(Object.keys(input.phases ?? {})).toEqual(['groups', 'winnersKo'])
    expect(input.phases?.groups).toEqual({
      start_score: 501,
      in_rule: 'straight',
      out_rule: 'double',
      format: { kind: 'firstTo', legs: 3 },
      rounds: {},
    })
    expect(input.phases?.winnersKo?.rounds).toEqual({ final: { kind: 'firstTo', legs: 4 } })
    expect(input.standings).toEqual({
      points: { win: 2, draw: 1, loss: 0 },
      tie_breakers: ['points', 'legDifference', 'headToHead', 'legsWon', 'average'],
    })
  })

  it('sends only the phase of a knockout, with a custom start, sets and a longer semi-final', () => {
    const input = toTournamentInput(
      filled((values) => {
        values.format.kind = 'knockout'
        values.format.third_place = true
        values.entry_limit = '32'
        values.phases.knockout.start_score = 'custom'
        values.phases.knockout.custom_start_score = '170'
        values.phases.knockout.format = { kind: 'sets', legs: '3', sets: '2', legsPerSet: '3' }
        values.phases.knockout.rounds.semiFinal = {
          isOn: true,
          format: { kind: 'bestOf', legs: '9', sets: '3', legsPerSet: '3' },
        }
      }),
    )
    expect(input.format).toEqual({ kind: 'knockout', third_place: true })
    expect(input.entry_limit).toBe(32)
    expect(input.phases).toEqual({
      knockout: {
        start_score: 170,
        in_rule: 'straight',
        out_rule: 'double',
        format: { kind: 'sets', sets: 2, legsPerSet: 3 },
        rounds: { final: { kind: 'firstTo', legs: 4 }, semiFinal: { kind: 'bestOf', legs: 9 } },
      },
    })
  })
})

describe('toTournamentUpdate', () => {
  it('leaves the type, format and phases out once the draw is made', () => {
    const update = toTournamentUpdate(filled(), true)
    expect(update).not.toHaveProperty('format')
    expect(update).not.toHaveProperty('phases')
    expect(update).not.toHaveProperty('type')
    expect(update.name).toBe('Friday Night Darts')
  })

  it('sends everything before the draw', () => {
    expect(toTournamentUpdate(filled(), false)).toHaveProperty('format.kind', 'groupsKnockout')
  })
})

describe('tournamentFormValuesFrom', () => {
  const tournament: Tournament = {
    id: '5b0a2d8e-3c1f-4e6a-9b7d-1a2b3c4d5e6f',
    name: 'Winter Open',
    type: 'pairs',
    is_test: false,
    expires_at: null,
    colour: 'teal',
    starts_at: '2026-12-05T12:00:00Z',
    venue: 'Club 180',
    description: '',
    visibility: 'unlisted',
    entry_limit: 24,
    signup_open: true,
    format: { kind: 'doubleElimination', reset: false },
    phases: {
      doubleElimination: {
        start_score: 701,
        in_rule: 'double',
        out_rule: 'master',
        format: { kind: 'bestOf', legs: 5 },
        rounds: { grandFinal: { kind: 'firstTo', legs: 6 } },
      },
    },
    standings: { points: { win: 3, draw: 1, loss: 0 }, tie_breakers: ['points', 'legsWon'] },
    status: 'draft',
    version: 3,
    organiser: { id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e01', name: 'Olly' },
    entries_count: 0,
    checked_in_count: 0,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
  }

  it('shows a tournament’s settings on the organiser’s clock', () => {
    const values = tournamentFormValuesFrom(tournament)
    expect(values).toMatchObject({
      name: 'Winter Open',
      date: '2026-12-05',
      time: '13:00',
      entry_limit: '24',
      format: { kind: 'doubleElimination', reset: false },
      standings: { points: { win: '3', draw: '1', loss: '0' }, tie_breakers: ['points', 'legsWon'] },
    })
    expect(values.phases.doubleElimination).toMatchObject({
      start_score: '701',
      in_rule: 'double',
      out_rule: 'master',
      format: { kind: 'bestOf', legs: '5' },
    })
    expect(values.phases.doubleElimination.rounds.grandFinal).toEqual({
      isOn: true,
      format: { kind: 'firstTo', legs: '6', sets: '3', legsPerSet: '3' },
    })
    expect(values.phases.doubleElimination.rounds.winnersFinal.isOn).toBe(false)
  })

  it('shows and sends the group options, and no consolation limit without a consolation knockout', () => {
    const format = {
      kind: 'groupsKnockout',
      group_size: 3,
      qualifiers_per_group: 1,
      consolation: true,
      third_place: false,
      double_round_robin: true,
      best_placed_qualifiers: 1,
      consolation_limit: 4,
    } as const
    const values = tournamentFormValuesFrom({ ...tournament, format, phases: {} })
    expect(values.format).toMatchObject({
      double_round_robin: true,
      best_placed_qualifiers: '1',
      consolation_limit: '4',
    })
    expect(toTournamentInput(values).format).toEqual(format)
    values.format.consolation = false
    expect(toTournamentInput(values).format).toMatchObject({ consolation: false, consolation_limit: null })
    // A format stored before the options: off, none, and no limit.
    const old = {
      kind: 'groupsKnockout',
      group_size: 4,
      qualifiers_per_group: 2,
      consolation: true,
      third_place: false,
    } as const
    expect(tournamentFormValuesFrom({ ...tournament, format: old, phases: {} }).format).toMatchObject({
      double_round_robin: false,
      best_placed_qualifiers: '0',
      consolation_limit: '',
    })
  })

  it('sends the same settings back unchanged', () => {
    const input = toTournamentInput(tournamentFormValuesFrom(tournament))
    expect(input.starts_at).toBe('2026-12-05T13:00:00+01:00')
    expect(input.phases).toEqual(tournament.phases)
    expect(input.format).toEqual(tournament.format)
    expect(input.standings).toEqual(tournament.standings)
  })
})

describe('TournamentFormSchema', () => {
  it('accepts a new tournament with a name', () => {
    expect(issuesOf(filled())).toEqual([])
  })

  it('asks for a name', () => {
    expect(issuesOf(filled((values) => (values.name = '   ')))).toEqual([{ path: 'name', reason: 'too_small' }])
  })

  it('refuses qualifiers that are not fewer than the group size', () => {
    expect(issuesOf(filled((values) => (values.format.qualifiers_per_group = '4')))).toEqual([
      { path: 'format.qualifiers_per_group', reason: 'tooManyQualifiers' },
    ])
  })

  it('refuses as many best-placed as there can be groups under the entry limit, and a consolation limit of 1', () => {
    const values = filled((values) => {
      values.entry_limit = '8'
      values.format.best_placed_qualifiers = '2'
      values.format.consolation = true
      values.format.consolation_limit = '1'
    })
    expect(issuesOf(values)).toEqual([
      { path: 'format.best_placed_qualifiers', reason: 'tooManyBestPlaced' },
      { path: 'format.consolation_limit', reason: 'range' },
    ])
    // Without a consolation knockout its limit is not asked for.
    expect(issuesOf(filled((values) => (values.format.consolation_limit = '1')))).toEqual([])
  })

  it('refuses an even best-of in a knockout but allows it in the groups', () => {
    const evenBestOf = { kind: 'bestOf', legs: '4', sets: '3', legsPerSet: '3' } as const
    expect(issuesOf(filled((values) => (values.phases.groups.format = evenBestOf)))).toEqual([])
    expect(issuesOf(filled((values) => (values.phases.winnersKo.format = evenBestOf)))).toEqual([
      { path: 'phases.winnersKo.format.kind', reason: 'drawPossible' },
    ])
  })

  it('checks only the phases and numbers the chosen format uses', () => {
    const values = filled((values) => {
      values.format.kind = 'roundRobin'
      values.format.group_size = ''
      values.phases.knockout.format.legs = 'lots'
    })
    expect(issuesOf(values)).toEqual([])
  })

  it('refuses a custom start score outside 101–1001 and an entry limit of 1', () => {
    const values = filled((values) => {
      values.phases.groups.start_score = 'custom'
      values.phases.groups.custom_start_score = '100'
      values.entry_limit = '1'
    })
    expect(issuesOf(values)).toEqual([
      { path: 'entry_limit', reason: 'entryLimit' },
      { path: 'phases.groups.custom_start_score', reason: 'range' },
    ])
  })
})
