import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSecret, readConfig } from './config'

describe('readConfig', () => {
  it('turns test login on outside production unless OCHE_ENABLE_TEST_LOGIN is 0', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x' }).enableTestLogin).toBe(true)
    expect(readConfig({ DATA_DIR: '/tmp/x', OCHE_ENABLE_TEST_LOGIN: '0' }).enableTestLogin).toBe(false)
    expect(readConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' })).toMatchObject({
      isProduction: true,
      enableTestLogin: false,
    })
  })

  it('defaults the public URL to http://localhost:3000 and drops a trailing slash', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x' }).publicUrl).toBe('http://localhost:3000')
    expect(readConfig({ DATA_DIR: '/tmp/x', OCHE_PUBLIC_URL: 'https://oche.example/' }).publicUrl).toBe(
      'https://oche.example',
    )
  })

  it('refuses a public URL that is not http(s)', () => {
    expect(() => readConfig({ DATA_DIR: '/tmp/x', OCHE_PUBLIC_URL: 'oche.example' })).toThrow(/OCHE_PUBLIC_URL/)
  })

  it('shows league sites in Europe/Amsterdam unless OCHE_TIME_ZONE names another zone, and refuses an unknown one', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x' }).timeZone).toBe('Europe/Amsterdam')
    expect(readConfig({ DATA_DIR: '/tmp/x', OCHE_TIME_ZONE: 'America/New_York' }).timeZone).toBe('America/New_York')
    expect(() => readConfig({ DATA_DIR: '/tmp/x', OCHE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/OCHE_TIME_ZONE/)
  })

  it('scans uploads with the ClamAV daemon OCHE_CLAMD names, and refuses an address it cannot use', () => {
    const clamd = (value?: string) => readConfig({ DATA_DIR: '/tmp/x', OCHE_CLAMD: value }).clamd
    expect(clamd()).toBeUndefined()
    expect(clamd('')).toBeUndefined()
    expect(clamd('/run/clamav/clamd.ctl')).toEqual({ socket: '/run/clamav/clamd.ctl' })
    expect(clamd('tcp://clamav:3310')).toEqual({ host: 'clamav', port: 3310 })
    expect(clamd('127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 })
    expect(clamd('tcp://[::1]:3310/')).toEqual({ host: '::1', port: 3310 })
    for (const wrong of ['clamav', 'tcp://clamav', 'clamav:0', 'clamav:70000', 'http://clamav:3310/scan'])
      expect(() => clamd(wrong)).toThrow(/OCHE_CLAMD must be a Unix socket path or tcp:\/\/host:port/)
  })

  it('reads OCHE_ROUTE_RULES at start and refuses rules that are not JSON', () => {
    const env = { DATA_DIR: '/tmp/x', OCHE_ROUTE_RULES: '[{"from":"/old","to":"/new"}]' }
    expect(readConfig(env).routeRules).toEqual([{ from: '/old', to: '/new', status: 302 }])
    expect(() => readConfig({ DATA_DIR: '/tmp/x', OCHE_ROUTE_RULES: '/old -> /new' })).toThrow(
      /^OCHE_ROUTE_RULES is not valid JSON/,
    )
  })
})

describe('loadSecret', () => {
  let folder: string | undefined

  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('generates a secret once into DATA_DIR/secret, readable by the owner only, and keeps it', () => {
    folder = mkdtempSync(join(tmpdir(), 'oche-secret-'))
    // A DATA_DIR that does not exist yet: loadSecret creates it.
    const dataDir = join(folder, 'data')
    const first = loadSecret({ secret: undefined, dataDir })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(join(dataDir, 'secret'), 'utf8').trim()).toBe(first)
    expect(statSync(join(dataDir, 'secret')).mode & 0o777).toBe(0o600)
    expect(loadSecret({ secret: undefined, dataDir })).toBe(first)
  })

  it('prefers OCHE_SECRET and refuses a short one', () => {
    expect(loadSecret({ secret: 'x'.repeat(32), dataDir: '/nonexistent' })).toBe('x'.repeat(32))
    expect(() => loadSecret({ secret: 'short', dataDir: '/nonexistent' })).toThrow(/at least 32/)
  })
})
