import { describe, expect, it } from 'vitest'
import { isLoopback, resolveClientIp, resolveRequestOrigin } from './request-context'

const SECRET = 'a-proxy-secret-of-this-start'

function headers(values: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]))
  return { header: (name: string) => lower[name.toLowerCase()] }
}

const vouched = (address: string, secret = SECRET) => ({
  'x-oche-client-address': address,
  'x-oche-proxy-secret': secret,
})

describe('resolveClientIp', () => {
  const behindWebHost = { trustProxy: false, proxySecret: SECRET }

  it('takes the address the web host on this machine vouches for with the proxy secret', () => {
    expect(resolveClientIp(headers(vouched('192.168.1.23')), '127.0.0.1', behindWebHost)).toBe('192.168.1.23')
    expect(resolveClientIp(headers(vouched('::1')), '::ffff:127.0.0.1', behindWebHost)).toBe('::1')
  })

  it('ignores a vouched address with a wrong or missing secret', () => {
    expect(resolveClientIp(headers(vouched('192.168.1.23', 'a guess')), '127.0.0.1', behindWebHost)).toBe('127.0.0.1')
    expect(resolveClientIp(headers({ 'x-oche-client-address': '192.168.1.23' }), '::1', behindWebHost)).toBe('::1')
  })

  it('ignores every forwarding header from a socket that is not this machine, even with the right secret', () => {
    const spoofed = headers({ ...vouched('127.0.0.1'), 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' })
    expect(resolveClientIp(spoofed, '192.168.1.23', behindWebHost)).toBe('192.168.1.23')
  })

  it('trusts no vouched address when no proxy secret is configured', () => {
    const options = { trustProxy: false, proxySecret: undefined }
    expect(resolveClientIp(headers(vouched('192.168.1.23', '')), '127.0.0.1', options)).toBe('127.0.0.1')
  })

  it('ignores X-Forwarded-For without TRUST_PROXY', () => {
    expect(resolveClientIp(headers({ 'X-Forwarded-For': '10.0.0.1' }), '127.0.0.1', behindWebHost)).toBe('127.0.0.1')
  })

  it('with TRUST_PROXY takes the right-most X-Forwarded-For entry, which the own proxy added', () => {
    const options = { trustProxy: true, proxySecret: undefined }
    const forwarded = headers({ 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' })
    expect(resolveClientIp(forwarded, '10.0.0.2', options)).toBe('203.0.113.7')
    expect(resolveClientIp(headers({ 'X-Forwarded-For': 'not-an-address' }), '10.0.0.2', options)).toBe('10.0.0.2')
    expect(resolveClientIp(headers({}), '10.0.0.2', options)).toBe('10.0.0.2')
  })

  it('falls back to the socket for a vouched value that is no address', () => {
    expect(resolveClientIp(headers(vouched('localhost')), '127.0.0.1', behindWebHost)).toBe('127.0.0.1')
    expect(resolveClientIp(headers({}), undefined, behindWebHost)).toBe('unknown')
  })
})

describe('resolveRequestOrigin', () => {
  const request = (values: Record<string, string>, url = 'http://127.0.0.1:3001/api/competition/x') => ({
    ...headers(values),
    url,
  })
  const forwarded = { Host: '127.0.0.1:3001', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'league.example.org' }

  it('believes the scheme and host the web host on this machine forwards', () => {
    const fromWebHost = request({ ...forwarded, ...vouched('192.168.1.23') })
    expect(resolveRequestOrigin(fromWebHost, '127.0.0.1', { trustProxy: false, proxySecret: SECRET })).toEqual({
      tls: true,
      host: 'league.example.org',
    })
  })

  it('takes the right-most entries behind a trusted proxy, and the Host when it forwards none', () => {
    const proxied = request({ Host: 'league.example.org', 'X-Forwarded-Proto': 'http, https' })
    expect(resolveRequestOrigin(proxied, '10.0.0.2', { trustProxy: true, proxySecret: undefined })).toEqual({
      tls: true,
      host: 'league.example.org',
    })
  })

  it('ignores forwarded headers from anyone else: their own URL and Host count', () => {
    const spoofed = request({ ...forwarded, ...vouched('192.168.1.23', 'a guess') })
    expect(resolveRequestOrigin(spoofed, '127.0.0.1', { trustProxy: false, proxySecret: SECRET })).toEqual({
      tls: false,
      host: '127.0.0.1:3001',
    })
    const direct = request(forwarded, 'https://oche.example.org/api/competition/x')
    expect(resolveRequestOrigin(direct, '192.0.2.7', { trustProxy: false, proxySecret: SECRET }).tls).toBe(true)
  })
})

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.23', false],
    ['::ffff:192.168.1.23', false],
    ['10.127.0.1', false],
    ['unknown', false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected)
  })
})
