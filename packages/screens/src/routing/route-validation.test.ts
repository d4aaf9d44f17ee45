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

  it('accepts routes without a validator', () => {
    expect(routeValidationError('index', {}, '/')).toBeNull()
  })
})
