import { describe, expect, it } from 'vitest'
import { worthPrefetching } from './worth-prefetching'

const app = 'http://localhost:3000/profile'
const league = 'http://league.localhost:3000/'

describe('worthPrefetching', () => {
  it('prefetches built pages of this site, in any language', () => {
    expect(worthPrefetching('/privacy-policy', 'app', app)).toBe(true)
    expect(worthPrefetching('/nl/tournaments', 'app', app)).toBe(true)
    expect(worthPrefetching('/profile/my-stats', 'app', app)).toBe(true)
    expect(worthPrefetching('/individual/180-171', 'competition', league)).toBe(true)
  })

  it('never prefetches what would answer 404: an unknown path or a path only the other site has', () => {
    expect(worthPrefetching('/manage/no-such-page', 'app', app)).toBe(false)
    expect(worthPrefetching('/individual/180-171', 'app', app)).toBe(false)
    expect(worthPrefetching('/manage/tournaments', 'competition', league)).toBe(false)
    expect(worthPrefetching('/no/such/page', 'app', app)).toBe(false)
  })

  it('never prefetches another origin', () => {
    expect(worthPrefetching('http://league.localhost:3000/privacy-policy', 'app', app)).toBe(false)
    expect(worthPrefetching('https://example.org/privacy-policy', 'app', app)).toBe(false)
  })
})
