import { MatchTemplateSchema } from '@oche/api'
import { matchTemplatePresets } from '@oche/darts'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { describeGames, describeMatch } from './describe-template'
import { isSameTemplate, maxGames, newGameDraft, templateDraft, toMatchTemplate } from './match-template-values'
import { checkTemplateDraft, templateIssue } from './template-check'

// The English of the source (no catalogue): what the defaultMessages say.
const intl = createIntl({ locale: 'en', onError: () => {} })
const { flemish, dutchCafe, fourteenGames } = matchTemplatePresets

describe('templateDraft and toMatchTemplate', () => {
  it.each([
    ['flemish', flemish],
    ['dutchCafe', dutchCafe],
    ['fourteenGames', fourteenGames],
  ])('give back the %s template unchanged', (_name, template) => {
    expect(toMatchTemplate(templateDraft(template))).toEqual(template)
  })

  it('keeps an uncommon start score, a result-only game and match points', () => {
    const template = {
      games: [
        {
          kind: 'singles',
          players: 1,
          x01: { startScore: 401, inRule: 'double', outRule: 'master' },
          legs: { mode: 'playAll', count: 4 },
        },
        { kind: 'team', players: 6, x01: null, legs: { mode: 'bestOf', count: 1 } },
      ],
      play: 'untilDecided',
      points: { kind: 'match', win: 3, draw: 1, loss: 0 },
      maxGamesPerPlayer: 3,
    } as const
    const draft = templateDraft(template)
    expect(draft.games[0]).toMatchObject({ startScore: 'other', otherStartScore: 401 })
    expect(draft.games[1]).toMatchObject({ resultOnly: true, teamPlayers: 6 })
    expect(toMatchTemplate(draft)).toEqual(template)
  })

  it('sends a single or a pair with its own number of players, whatever a team game had', () => {
    const draft = templateDraft(flemish)
    draft.games[0] = { ...newGameDraft(), kind: 'pairs', teamPlayers: 7 }
    expect(toMatchTemplate(draft).games[0]?.players).toBe(2)
  })

  it('sends no limit of games per player while the limit is off, whatever number is typed', () => {
    const draft = { ...templateDraft(flemish), limitGames: false, maxGamesPerPlayer: Number.NaN }
    expect(toMatchTemplate(draft).maxGamesPerPlayer).toBeNull()
  })

  it('tells the presets apart, and a template from a copy of it', () => {
    expect(isSameTemplate(flemish, structuredClone(flemish))).toBe(true)
    expect(isSameTemplate(flemish, dutchCafe)).toBe(false)
  })

  it('has the contract’s most games', () => {
    const games = Array.from({ length: maxGames + 1 }, () => flemish.games[0])
    expect(MatchTemplateSchema.safeParse({ ...flemish, games: games.slice(1) }).success).toBe(true)
    expect(MatchTemplateSchema.safeParse({ ...flemish, games }).success).toBe(false)
  })
})

describe('checkTemplateDraft', () => {
  it('passes the presets', () => {
    expect(checkTemplateDraft(templateDraft(dutchCafe))).toEqual({ ok: true })
  })

  it('points at the players of a team game out of range', () => {
    const draft = templateDraft(dutchCafe)
    draft.games[8] = { ...draft.games[8]!, teamPlayers: 9 }
    expect(checkTemplateDraft(draft)).toEqual({
      ok: false,
      error: 'template.playersOutOfRange',
      place: { game: 8, field: 'teamPlayers' },
    })
  })

  it('points at an empty number of legs and at an uncommon start score out of range', () => {
    const draft = templateDraft(flemish)
    draft.games[2] = { ...draft.games[2]!, legsCount: Number.NaN }
    expect(checkTemplateDraft(draft)).toMatchObject({ place: { game: 2, field: 'legsCount' } })
    draft.games[2] = { ...draft.games[2]!, legsCount: 5, startScore: 'other', otherStartScore: 1201 }
    expect(checkTemplateDraft(draft)).toMatchObject({
      error: 'template.invalidX01',
      place: { game: 2, field: 'otherStartScore' },
    })
  })

  it('refuses match points the contract does not take, on the points of a win', () => {
    const draft = { ...templateDraft(flemish), pointsKind: 'match' as const, win: 12, draw: 1, loss: 0 }
    expect(checkTemplateDraft(draft)).toMatchObject({ error: 'template.invalidPoints', place: { field: 'win' } })
    expect(checkTemplateDraft({ ...draft, win: 1, draw: 2 })).toMatchObject({ error: 'template.invalidPoints' })
  })

  it('gives the form the path and message of the problem', () => {
    const draft = { ...templateDraft(flemish), limitGames: true, maxGamesPerPlayer: 0 }
    expect(templateIssue(intl, draft)).toEqual({
      path: ['maxGamesPerPlayer'],
      message: 'Enter a number of games from 1 to 30.',
    })
  })
})

describe('describeGames', () => {
  it('counts alike games together in the order they first come', () => {
    expect(describeGames(intl, flemish)).toBe(
      '10 games: 8 singles of 501, best of 5 legs; 2 pairs of 701, best of 5 legs',
    )
  })

  it('names a team game’s players, a single leg and the uncommon rules', () => {
    expect(describeGames(intl, dutchCafe)).toBe(
      '9 games: 4 singles of 501, best of 3 legs; 4 pairs of 501, best of 3 legs; 1 team game (4 players) of 701, best of 1 leg',
    )
    const template = {
      ...flemish,
      games: [
        {
          kind: 'singles',
          players: 1,
          x01: { startScore: 301, inRule: 'double', outRule: 'straight' },
          legs: { mode: 'playAll', count: 2 },
        },
        { kind: 'pairs', players: 2, x01: null, legs: { mode: 'bestOf', count: 3 } },
      ],
    } as const
    expect(describeGames(intl, template)).toBe(
      '2 games: 1 single of 301 (double in, straight out), all 2 legs played; 1 pair result only, best of 3 legs',
    )
  })
})

describe('describeMatch', () => {
  it('says how far a match goes and what it earns', () => {
    expect(describeMatch(intl, flemish)).toBe('Every game is played; a point for every game won.')
    expect(
      describeMatch(intl, { ...flemish, play: 'untilDecided', points: { kind: 'match', win: 2, draw: 1, loss: 0 } }),
    ).toBe('The match stops once it is decided; a win earns 2, a draw 1, a loss 0.')
  })
})
