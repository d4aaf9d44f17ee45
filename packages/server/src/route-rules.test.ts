import { describe, expect, it } from 'vitest'
import { parseRouteRules } from './route-rules'

describe('parseRouteRules', () => {
  it('reads exact and prefix rules, with 302 when no status is given', () => {
    const rules = parseRouteRules(
      JSON.stringify([
        { from: '/old-rules', to: '/rules', status: 301 },
        { from: '/blog/**', to: 'https://blog.oche.example/**' },
      ]),
    )
    expect(rules).toEqual([
      { from: '/old-rules', to: '/rules', status: 301 },
      { from: '/blog/**', to: 'https://blog.oche.example/**', status: 302 },
    ])
  })

  it('reads nothing from an unset or blank variable', () => {
    expect(parseRouteRules(undefined)).toEqual([])
    expect(parseRouteRules('  ')).toEqual([])
  })

  it('stops with a message naming the variable for JSON that does not parse', () => {
    expect(() => parseRouteRules('[{ from: "/a" }]')).toThrow(/^OCHE_ROUTE_RULES is not valid JSON/)
  })

  it.each([
    ['a status that is not a redirect', [{ from: '/a', to: '/b', status: 200 }], '[0.status]'],
    ['a from without a leading slash', [{ from: 'a', to: '/b' }], '[0.from]'],
    ['a * inside the path', [{ from: '/a/*/b', to: '/b' }], '[0.from]'],
    ['an http target', [{ from: '/a', to: 'http://example.com' }], '[0.to]'],
    ['a rule to itself', [{ from: '/a', to: '/a' }], '[0]'],
    ['a /** target from an exact path', [{ from: '/a', to: '/b/**' }], '[0]'],
    [
      'two rules for one path',
      [
        { from: '/a', to: '/b' },
        { from: '/a/', to: '/c' },
      ],
      '[1.from]',
    ],
    ['an unknown key', [{ from: '/a', to: '/b', code: 301 }], '[0]'],
    ['an object instead of an array', { from: '/a', to: '/b' }, '[]'],
  ])('stops with the rule and field at fault for %s', (_name, rules, where) => {
    expect(() => parseRouteRules(JSON.stringify(rules))).toThrow(`OCHE_ROUTE_RULES must be a JSON array`)
    expect(() => parseRouteRules(JSON.stringify(rules))).toThrow(where)
  })
})
