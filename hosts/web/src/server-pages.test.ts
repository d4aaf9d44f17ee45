import { resolveRoute, storageKeys } from '@oche/screens/routing'
import { describe, expect, it } from 'vitest'
import { serverPageOf } from './server-pages'

const cookies =
  (jar: Record<string, string> = {}) =>
  (name: string) =>
    jar[name]

describe('serverPageOf', () => {
  it('sends a visitor’s tournament list, in every language, to its server component page', () => {
    for (const path of ['/tournaments', '/nl/tournaments', '/de/tournaments'])
      expect(serverPageOf(resolveRoute(path, 'app'), cookies())).toBe('/server-pages/tournaments')
  })

  it('sends a visitor’s home to its server component page', () => {
    for (const path of ['/', '/fr'])
      expect(serverPageOf(resolveRoute(path, 'app'), cookies())).toBe('/server-pages/home')
  })

  it('keeps a signed-in user, an impersonation and a board tablet on the client page', () => {
    for (const name of [storageKeys.token, storageKeys.impersonationToken, storageKeys.boardToken])
      expect(serverPageOf(resolveRoute('/tournaments', 'app'), cookies({ [name]: 'a-token' }))).toBeNull()
  })

  it('has no server page for the other routes, a redirect or an unknown path', () => {
    expect(serverPageOf(resolveRoute('/play', 'app'), cookies())).toBeNull()
    expect(serverPageOf(resolveRoute('/tournaments/8709968c-18b1-4e81-a965-77ff55e7c132', 'app'), cookies())).toBeNull()
    expect(serverPageOf(resolveRoute('/no-such-page', 'app'), cookies())).toBeNull()
  })
})
