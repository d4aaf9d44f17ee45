import { describe, expect, it } from 'vitest'
import { routeValidationError } from './route-validation'

describe('routeValidationError', () => {
  it('accepts a live match with a UUID', () => {
    expect(routeValidationError('live-id', { id: '0f8fad5b-d9cb-469f-a165-70867728950e' }, '/live/0f8fad5b')).toBeNull()
  })

  it('fails a live match with another id as 404 with the spec message for the full path', () => {
    expect(routeValidationError('live-id', { id: 'abc' }, '/nl/live/abc')).toEqual({
      status: 404,
      message: 'Page Not Found: /nl/live/abc',
    })
  })

  it('accepts the public tournament pages with UUIDs', () => {
    const tournament = '7c0e0004-0000-4000-8000-000000000001'
    expect(routeValidationError('tournaments-tournament-groups', { tournament }, '/tournaments/x/groups')).toBeNull()
    expect(
      routeValidationError(
        'tournaments-tournament-games-id',
        { tournament, id: '7c0e0004-0002-4000-8000-000000000003' },
        '/tournaments/x/games/y',
      ),
    ).toBeNull()
  })

  it('fails tournament pages with another id as 404, the game page too when only the game id is wrong', () => {
    expect(
      routeValidationError('tournaments-tournament', { tournament: 'winter-open' }, '/de/tournaments/winter-open'),
    ).toEqual({
      status: 404,
      message: 'Page Not Found: /de/tournaments/winter-open',
    })
    expect(
      routeValidationError(
        'tournaments-tournament-games-id',
        { tournament: '7c0e0004-0000-4000-8000-000000000001', id: '12' },
        '/tournaments/7c0e0004-0000-4000-8000-000000000001/games/12',
      ),
    ).toMatchObject({ status: 404 })
  })

  it('accepts routes without a validator', () => {
    expect(routeValidationError('index', {}, '/')).toBeNull()
  })
})
