import { describe, expect, it } from 'vitest'
import { CupListSchema, CupSchema, DivisionListSchema, DivisionSchema, LeagueMatchListSchema } from '@oche/api'
import { createCompetitionHandlers, type CompetitionHandlerOptions } from './competition-handlers'
import { competitionFixtureSlugs as slugs } from './competition-store'
import { cupFixtureSlugs } from './cup-handlers'
import { mockCaller } from './test-requests'

const caller = (options: CompetitionHandlerOptions = {}) => mockCaller(createCompetitionHandlers(options))

const season = `/competition/manage/organisations/${slugs.organisation}/seasons/${slugs.currentSeason}`

describe('the cup mocks', () => {
  it('hold the demo cups: open, half played, groups with a plate whose cup is won', async () => {
    const call = caller({ cups: 'demo', leagueNight: 'halfPlayed' })
    const list = CupListSchema.parse(await (await call('GET', `${season}/cups`)).json())
    expect(list.map((row) => [row.slug, row.state, row.teams_count])).toEqual([
      [cupFixtureSlugs.open, 'entries', 5],
      [cupFixtureSlugs.drawn, 'drawn', 7],
      [cupFixtureSlugs.groups, 'finished', 8],
    ])
    const drawn = CupSchema.parse(await (await call('GET', `${season}/cups/${cupFixtureSlugs.drawn}`)).json())
    expect(drawn.matches.map((row) => [row.id, row.round_code, row.state])).toEqual([
      ['cup.1.1', 'quarterFinal', 'bye'],
      ['cup.1.2', 'quarterFinal', 'finished'],
      ['cup.1.3', 'quarterFinal', 'finished'],
      ['cup.1.4', 'quarterFinal', 'ready'],
      ['cup.2.1', 'semiFinal', 'ready'],
      ['cup.2.2', 'semiFinal', 'waiting'],
      ['cup.3.1', 'final', 'waiting'],
    ])
    const shield = CupSchema.parse(await (await call('GET', `${season}/cups/${cupFixtureSlugs.groups}`)).json())
    expect(shield.groups.map((group) => [group.id, group.is_complete, group.rows.length])).toEqual([
      ['A', true, 4],
      ['B', true, 4],
    ])
    expect(shield.rankings.cup.map((row) => row.position)).toEqual([1, 2, 3, 3])
    expect(shield.rankings.plate).toEqual([])
    expect(shield.winner).not.toBeNull()
    const divisions = DivisionListSchema.parse(await (await call('GET', `${season}/divisions`)).json())
    expect(divisions.map((row) => row.kind)).toEqual(['league', 'league'])
    const asDivision = DivisionSchema.parse(
      await (await call('GET', `${season}/divisions/${cupFixtureSlugs.groups}`)).json(),
    )
    expect(asDivision.kind).toBe('cup')
    const matches = LeagueMatchListSchema.parse(await (await call('GET', `${season}/matches`)).json())
    expect(matches.some((row) => row.division.slug === cupFixtureSlugs.drawn)).toBe(true)
  })

  it('create, enter, draw and redraw as the server does', async () => {
    const call = caller()
    const bad = await call('POST', `${season}/cups`, {
      name: 'Even cup',
      template: {
        games: [
          {
            kind: 'singles',
            players: 1,
            x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
            legs: { mode: 'bestOf', count: 3 },
          },
          {
            kind: 'singles',
            players: 1,
            x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
            legs: { mode: 'bestOf', count: 3 },
          },
        ],
        play: 'all',
        points: { kind: 'games' },
        maxGamesPerPlayer: null,
        decidingGame: null,
      },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await bad.json()).errors)).toEqual(['template'])
    const created = await call('POST', `${season}/cups`, { name: 'Spring Cup' })
    expect(created.status).toBe(201)
    const cup = CupSchema.parse(await created.json())
    expect([cup.slug, cup.format.kind, cup.entry, cup.template.decidingGame?.kind]).toEqual([
      'spring-cup',
      'draw',
      'optional',
      'singles',
    ])
    expect((await call('POST', `${season}/cups/spring-cup/draw`, {})).status).toBe(422)
    const entered = CupSchema.parse(
      await (
        await call('PUT', `${season}/cups/spring-cup/entries`, { teams: ['the-arrows', 'bull-busters', 'double-top'] })
      ).json(),
    )
    expect(entered.entries).toHaveLength(3)
    const drawn = CupSchema.parse(await (await call('POST', `${season}/cups/spring-cup/draw`, {})).json())
    expect(drawn.state).toBe('drawn')
    expect(drawn.draw?.order).toHaveLength(3)
    expect((await call('POST', `${season}/cups/spring-cup/draw`, {})).status).toBe(409)
    expect(
      (
        await call('PATCH', `${season}/cups/spring-cup`, {
          format: { kind: 'groups', groupSize: 4, qualifiersPerGroup: 2, hasPlate: false },
        })
      ).status,
    ).toBe(409)
    expect((await call('POST', `${season}/cups/spring-cup/draw`, { redraw: true })).status).toBe(200)
    expect((await call('DELETE', `${season}/cups/spring-cup`)).status).toBe(204)
  })
})
