import { buildRankingDetail, rankingPointsTemplate } from '@oche/api'
import { rankingSnapshotFixtures } from '@oche/mocks'
import { describe, expect, it } from 'vitest'
import {
  bandEnds,
  newRankingFormValues,
  RankingFormSchema,
  rankingFormValuesFrom,
  toRankingInput,
  type RankingFormValues,
} from './ranking-form-values'

const reasons = (values: RankingFormValues) => {
  const parsed = RankingFormSchema.safeParse(values)
  return parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}:${String((issue as { params?: { reason?: string } }).params?.reason ?? issue.code)}`,
      )
}

describe('the ranking form values', () => {
  it('sends a new ranking as the template over the last twelve months, every result counting', () => {
    expect(toRankingInput({ ...newRankingFormValues(), name: ' Club ranking ' })).toEqual({
      name: 'Club ranking',
      description: '',
      visibility: 'public',
      selection: 'organisation',
      tournament_ids: [],
      window: { kind: 'rolling', months: 12 },
      count_best: null,
      points: rankingPointsTemplate,
    })
  })

  it('shows a saved ranking as it was saved, and sends it back unchanged', () => {
    const club = buildRankingDetail(rankingSnapshotFixtures.club, true)
    const input = toRankingInput(rankingFormValuesFrom(club))
    expect(input).toMatchObject({ count_best: 3, window: { kind: 'rolling', months: 12 }, selection: 'chosen' })
    expect(input.tournament_ids).toEqual(club.tournaments.map((tournament) => tournament.id))
    const winter = buildRankingDetail(rankingSnapshotFixtures.empty, true)
    expect(toRankingInput(rankingFormValuesFrom(winter))).toMatchObject({
      window: { kind: 'fixed', from: '2026-12-01', to: '2027-03-31' },
      count_best: null,
      selection: 'organisation',
      tournament_ids: [],
    })
  })

  it('refuses a table out of order, a season ending before it starts and chosen tournaments without one', () => {
    const values = newRankingFormValues()
    expect(
      reasons({
        ...values,
        name: 'Club',
        selection: 'chosen',
        window: { kind: 'fixed', months: '12', from: '2026-09-01', to: '2026-08-31' },
        points: [
          { from: '2', points: '100' },
          { from: '2', points: 'x' },
        ],
      }),
    ).toEqual([
      'tournament_ids:noTournament',
      'window.to:seasonEnd',
      'points.1.points:range',
      'points.0.from:firstBand',
      'points.1.from:bandOrder',
    ])
  })

  it('gives each band the places up to the next one, the last every place after it', () => {
    expect(bandEnds([1, 2, 3, 5, 33])).toEqual([1, 2, 4, 32, null])
    expect(bandEnds([1, null, 9])).toEqual([null, 8, null])
  })
})
