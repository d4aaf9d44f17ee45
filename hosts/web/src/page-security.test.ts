import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, decodePath, hostNameOf, newNonce, pageSecurityHeaders } from './page-security'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

const base = { nonce: 'bm9uY2U=', host: '192.168.1.20:3000', embeddable: false, dev: false, env: {} }

describe('page security headers', () => {
  it('runs only our own scripts and inline ones with the nonce', () => {
    const policy = directives(contentSecurityPolicy(base))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['img-src']).toContain('data:')
    expect(contentSecurityPolicy({ ...base, dev: true })).toContain("'unsafe-eval'")
  })

  it("lets the browser open the realtime socket on the page's own host", () => {
    expect(directives(contentSecurityPolicy(base))['connect-src']).toEqual([
      "'self'",
      'ws://192.168.1.20:6001',
      'wss://192.168.1.20:6001',
    ])
    const told = { REALTIME_PUBLIC_HOST: 'live.example.org', REALTIME_PUBLIC_PORT: '443' }
    expect(directives(contentSecurityPolicy({ ...base, env: told }))['connect-src']).toContain(
      'wss://live.example.org:443',
    )
    const pusher = { PUSHER_APP_CLUSTER: 'eu' }
    expect(directives(contentSecurityPolicy({ ...base, env: pusher }))['connect-src']).toEqual([
      "'self'",
      'wss://ws-eu.pusher.com',
    ])
    // A Host header that is no host name adds nothing to the policy.
    expect(
      directives(contentSecurityPolicy({ ...base, host: "x; script-src 'unsafe-inline'" }))['connect-src'],
    ).toEqual(["'self'"])
  })

  it('refuses frames except on the TV and overlay views', () => {
    expect(pageSecurityHeaders(base)['X-Frame-Options']).toBe('DENY')
    expect(directives(contentSecurityPolicy(base))['frame-ancestors']).toEqual(["'none'"])
    const embeddable = pageSecurityHeaders({ ...base, embeddable: true })
    expect(embeddable['X-Frame-Options']).toBeUndefined()
    expect(embeddable['Content-Security-Policy']).not.toContain('frame-ancestors')
  })

  it('makes a fresh nonce every time', () => {
    const nonces = new Set(Array.from({ length: 20 }, newNonce))
    expect(nonces.size).toBe(20)
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('reads host names and paths that may be malformed', () => {
    expect(hostNameOf('[::1]:3000')).toBe('[::1]')
    expect(hostNameOf('Localhost:3000')).toBe('localhost')
    expect(hostNameOf('a b')).toBeUndefined()
    expect(decodePath('/tournaments/%ZZ')).toBeNull()
    expect(decodePath('/%E0%A4%A')).toBeNull()
    expect(decodePath('/nl/toernooien/caf%C3%A9')).toBe('/nl/toernooien/café')
  })
})
