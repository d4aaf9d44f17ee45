import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeRedirects, routes } from './routes'
import spec from './spec-routes.json'

// The product spec's route list (shared/spec/routes.json), kept as test data beside the table.
const sharedCopy = new URL('../../../../../shared/spec/routes.json', import.meta.url)

describe('the route table', () => {
  it('uses the current copy of the spec route list', () => {
    if (!existsSync(sharedCopy)) return expect(spec.routes.length).toBeGreaterThan(0)
    expect(JSON.parse(readFileSync(sharedCopy, 'utf8'))).toEqual(spec)
  })

  it('has every route of the spec, and no other', () => {
    const key = (route: { path: string; site: string }) => `${route.site} ${route.path}`
    expect(routes.map(key).sort()).toEqual(spec.routes.map(key).sort())
  })

  it.each(spec.routes.map((route) => [route.site, route.path, route] as const))(
    'gives %s %s the spec guard and layout',
    (_site, _path, specRoute) => {
      const route = routes.find((candidate) => candidate.path === specRoute.path && candidate.site === specRoute.site)
      expect(route).toBeDefined()
      if (specRoute.access !== 'unspecified') expect(route?.guard).toBe(specRoute.access)
      if (specRoute.layout) expect(route?.layout).toBe(specRoute.layout)
      expect(Boolean(route?.inherited)).toBe(specRoute.inherited)
    },
  )

  it('has unique names', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length)
  })

  it('has the spec redirects', () => {
    expect(routeRedirects.map(({ from, to, name }) => ({ from, to, name }))).toEqual(
      spec.redirects.map(({ from, to, name }) => ({ from, to, name })),
    )
  })

  it('never forces the system colour mode', () => {
    expect(routes.filter((route) => (route.colourMode as string | undefined) === 'system')).toEqual([])
  })
})
