import { SeasonSettingsSchema } from '@oche/api'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { seasonMatchChanges, seasonMatchSchema, seasonMatchValues } from './season-match-values'

const intl = createIntl({ locale: 'en', onError: () => {} })
const settings = SeasonSettingsSchema.parse({})

describe('seasonMatchChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(seasonMatchChanges(seasonMatchValues(settings), settings)).toEqual({})
  })

  it('sends only the settings that changed', () => {
    const values = seasonMatchValues(settings)
    values.tie_breakers = ['points', 'gamesWon', 'matchesWon']
    values.high_checkout_minimum = 101
    expect(seasonMatchChanges(values, settings)).toEqual({
      tie_breakers: ['points', 'gamesWon', 'matchesWon'],
      high_checkout_minimum: 101,
    })
  })

  it('sends the whole template once a game of it changed', () => {
    const values = seasonMatchValues(settings)
    values.match_template.games[4] = { ...values.match_template.games[4]!, legsMode: 'playAll', legsCount: 4 }
    const changes = seasonMatchChanges(values, settings)
    expect(Object.keys(changes)).toEqual(['match_template'])
    expect(changes.match_template?.games).toHaveLength(10)
    expect(changes.match_template?.games[4]?.legs).toEqual({ mode: 'playAll', count: 4 })
  })
})

describe('seasonMatchSchema', () => {
  it('refuses a short-leg limit out of the contract’s range, and a template with a problem on its field', () => {
    const values = seasonMatchValues(settings)
    values.low_visit_max_darts = 8
    values.match_template.games[0] = { ...values.match_template.games[0]!, legsCount: 0 }
    const result = seasonMatchSchema(intl).safeParse(values)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'match_template.games.0.legsCount',
      'low_visit_max_darts',
    ])
  })
})
