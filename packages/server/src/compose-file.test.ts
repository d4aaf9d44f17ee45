import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// compose.yaml at the repository's root runs a finals night: the web host, two API processes, PostgreSQL and Redis
// (docs/deploy.md). Docker does not run here, so this reads its shape the way Compose would (merge keys included).

type Service = {
  image?: string
  command?: string[]
  environment?: Record<string, string>
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  configs?: { source: string }[]
}
type ComposeFile = { services: Record<string, Service>; configs: Record<string, { content: string }> }

const file = fileURLToPath(new URL('../../../compose.yaml', import.meta.url))
const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile
const { services } = compose
const apis = ['api-1', 'api-2'].map((name) => ({ name, ...services[name]! }))

describe('compose.yaml', () => {
  it('runs the web host, two API processes, a balancer, PostgreSQL and Redis', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'balancer', 'postgres', 'redis', 'web'])
    for (const api of apis) expect(api.command).toEqual(['node', 'packages/server/dist/main.js'])
    expect(services.web?.command).toEqual(['node', 'dist/server.mjs'])
  })

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services))
      expect(service.healthcheck?.test.length, `${name} has no health check`).toBeGreaterThan(1)
    expect(services.postgres?.healthcheck?.test.join(' ')).toContain('pg_isready')
    expect(services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping'])
    for (const api of apis) expect(api.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3001/api/health')
  })

  it('points both API processes at the same PostgreSQL, Redis and secrets', () => {
    const [one, two] = apis.map((api) => api.environment ?? {})
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'OCHE_SECRET', 'OCHE_PROXY_SECRET', 'PUSHER_APP_SECRET']) {
      expect(one?.[name], name).toBeTruthy()
      expect(two?.[name], name).toBe(one?.[name])
    }
    expect(new URL(one!.DATABASE_URL!.replace(/\$\{[^}]*\}/, 'secret')).host).toBe('postgres:5432')
    expect(new URL(one!.REDIS_URL!).host).toBe('redis:6379')
    expect(services.web?.environment?.OCHE_PROXY_SECRET).toBe(one?.OCHE_PROXY_SECRET)
  })

  it('starts the APIs once PostgreSQL and Redis are healthy, and the web host once the APIs are', () => {
    for (const api of apis)
      expect(api.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      })
    expect(services.balancer?.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    })
    expect(services.web?.depends_on).toEqual({ balancer: { condition: 'service_healthy' } })
  })

  it('forwards the web host to both APIs through the balancer, and publishes no API port', () => {
    expect(services.web?.environment?.OCHE_API_ORIGIN).toBe('http://balancer:3001')
    const caddyfile = compose.configs[services.balancer!.configs![0]!.source]!.content
    expect(caddyfile).toMatch(/reverse_proxy api-1:3001 api-2:3001/)
    expect(caddyfile).toMatch(/reverse_proxy api-1:6001 api-2:6001/)
    // The APIs trust X-Forwarded-For: only the balancer may reach them.
    for (const api of apis) {
      expect(api.environment?.TRUST_PROXY).toBe('1')
      expect(api.ports).toBeUndefined()
    }
    expect(services.web?.ports).toEqual(['3000:3000'])
  })
})
