import { describe, expect, it } from 'vitest'
import { routeValidationError } from './route-validation'

describe('routeValidationError', () => {
  it('accepts a live match with a UUID', () => {
    expect(routeValidationError('live-id', { id: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toBeNull()
  })

  it('fails a live match with another id as 404, leaving the spec message to the error screen', () => {
    expect(routeValidationError('live-id', { id: 'abc' })).toEqual({ status: 404 })
  })

  it('accepts the public tournament pages with UUIDs', () => {
    const tournament = '7c0e0004-0000-4000-8000-000000000001'
    expect(routeValidationError('tournaments-tournament-groups', { tournament })).toBeNull()
    expect(
      routeValidationError('tournaments-tournament-games-id', {
        tournament,
        id: '7c0e0004-0002-4000-8000-000000000003',
      }),
    ).toBeNull()
  })

  it('fails tournament pages with another id as 404, the game page too when only the game id is wrong', () => {
    expect(routeValidationError('tournaments-tournament', { tournament: 'winter-open' })).toEqual({ status: 404 })
    expect(
      routeValidationError('tournaments-tournament-games-id', {
        tournament: '7c0e0004-0000-4000-8000-000000000001',
        id: '12',
      }),
    ).toMatchObject({ status: 404 })
  })

  it('accepts routes without a validator', () => {
    expect(routeValidationError('index', {})).toBeNull()
  })
})
