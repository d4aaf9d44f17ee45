import { describe, expect, it, vi } from 'vitest'
import { forcedColourMode } from '../app/colour-mode/colour-mode'
import { isChunkLoadError } from '../app/shell/chunk-error'
import { evaluateGuard, isScoringScreen, manifestFor, tabletModeRedirect, type GuardContext } from './guards'
import type { RouteGuard } from './route-definition'

const visitor: GuardContext = { status: 'unauthenticated', isSuperAdmin: false, hasBoardToken: false, path: '/manage' }
const player: GuardContext = { ...visitor, status: 'authenticated' }
const admin: GuardContext = { ...player, isSuperAdmin: true }

describe('evaluateGuard', () => {
  it('lets anyone open a route without a guard', () => {
    expect(evaluateGuard('none', visitor)).toEqual({ kind: 'allow' })
  })

  it('sends visitors of signed-in pages to the login page and back', () => {
    expect(evaluateGuard('auth', visitor)).toEqual({ kind: 'redirect', to: '/auth/login?redirect=%2Fmanage' })
    expect(evaluateGuard('auth', player)).toEqual({ kind: 'allow' })
  })

  it('sends signed-in users away from the login and register pages', () => {
    expect(evaluateGuard('anonymous', player)).toEqual({ kind: 'redirect', to: '/' })
    expect(evaluateGuard('anonymous', visitor)).toEqual({ kind: 'allow' })
    // Signed in on the sign-in page: on to where they were going, or to their own pages, never the marketing home.
    const onLogin = { ...player, path: '/auth/login' }
    expect(evaluateGuard('anonymous', { ...onLogin, searchParams: { redirect: '/manage/events' } })).toEqual({
      kind: 'redirect',
      to: '/manage/events',
    })
    expect(evaluateGuard('anonymous', onLogin)).toEqual({ kind: 'redirect', to: '/manage' })
    expect(evaluateGuard('anonymous', { ...onLogin, searchParams: { redirect: '//evil.example' } })).toEqual({
      kind: 'redirect',
      to: '/manage',
    })
  })

  it('forbids super-admin pages to everybody else', () => {
    expect(evaluateGuard('superadmin', player)).toEqual({ kind: 'forbidden' })
    expect(evaluateGuard('superadmin', admin)).toEqual({ kind: 'allow' })
    expect(evaluateGuard('superadmin', visitor).kind).toBe('redirect')
  })

  it('waits while the user is loading', () => {
    expect(evaluateGuard('auth', { ...visitor, status: 'loading' })).toEqual({ kind: 'pending' })
  })

  it('keeps the tablet page for paired boards and the tablet login for the others', () => {
    expect(evaluateGuard('board-auth', visitor)).toEqual({ kind: 'redirect', to: '/tablet/login' })
    expect(evaluateGuard('board-auth', { ...visitor, hasBoardToken: true })).toEqual({ kind: 'allow' })
    expect(evaluateGuard('board-anonymous', { ...visitor, hasBoardToken: true })).toEqual({
      kind: 'redirect',
      to: '/tablet',
    })
  })

  it('throws on an unknown guard name', () => {
    expect(() => evaluateGuard('admin' as RouteGuard, admin)).toThrow('Unknown route guard: admin')
  })
})

describe('tabletModeRedirect', () => {
  it('sends every page outside /tablet to /tablet while tablet mode is on', () => {
    expect(tabletModeRedirect('/privacy-policy', true)).toBe('/tablet')
    expect(tabletModeRedirect('/', true)).toBe('/tablet')
    expect(tabletModeRedirect('/tablet', true)).toBeNull()
    expect(tabletModeRedirect('/tablet/login', true)).toBeNull()
    expect(tabletModeRedirect('/tablets', true)).toBe('/tablet')
    expect(tabletModeRedirect('/privacy-policy', false)).toBeNull()
  })
})

describe('manifestFor', () => {
  it('gives scoring pages the scoring web-app manifest', () => {
    expect(manifestFor('/tablet')).toBe('/manifest-scoring.webmanifest')
    expect(manifestFor('/competition/bond/season/2026/matches/m1/play/g1')).toBe('/manifest-scoring.webmanifest')
    expect(manifestFor('/')).toBe('/manifest.webmanifest')
    expect(manifestFor('/competitions')).toBe('/manifest.webmanifest')
  })
})

describe('isScoringScreen', () => {
  it('keeps zoom off on the board tablet and a league game’s scorer only', () => {
    expect(isScoringScreen('/tablet')).toBe(true)
    expect(isScoringScreen('/tablet/venue')).toBe(true)
    expect(isScoringScreen('/competition/bond/season/2026/matches/m1/play/g1')).toBe(true)
    // The league's other pages are read and typed in like any other: they zoom.
    expect(isScoringScreen('/competition/bond')).toBe(false)
    expect(isScoringScreen('/competition/bond/season/2026/matches/m1')).toBe(false)
    expect(isScoringScreen('/competition/bond/season/2026/standings')).toBe(false)
    expect(isScoringScreen('/tablets')).toBe(false)
  })
})

describe('forcedColourMode', () => {
  it('forces light or dark', () => {
    expect(forcedColourMode('dark')).toBe('dark')
    expect(forcedColourMode(undefined)).toBeUndefined()
  })

  it('ignores a forced system mode with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(forcedColourMode('system')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"system"'))
    warn.mockRestore()
  })
})

describe('isChunkLoadError', () => {
  it('recognises the chunk errors of webpack, Turbopack and Vite', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
