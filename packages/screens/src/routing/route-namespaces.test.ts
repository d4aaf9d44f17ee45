import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import type { ScreenArea } from './route-definition'
import { areaNamespaces, errorPageNamespaces, routeNamespaces, shellNamespaces } from './route-namespaces'
import { routes } from './routes'

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// The namespace folders of scripts/i18n-extract.mjs; everything else in src is `screens`.
const namespaceFolders = [
  'legal',
  'accounts',
  'play',
  'live',
  'tournaments',
  'manage',
  'events',
  'tablet',
  'competition',
]

// Each area's module, as app/shell/route-screen.tsx loads it (checked below against that file).
const areaModules: Record<ScreenArea, string> = {
  home: 'home/home-screen',
  accounts: 'accounts',
  legal: 'legal',
  live: 'live',
  play: 'play',
  manage: 'manage',
  tournaments: 'tournaments',
  events: 'events',
  competition: 'competition',
  competitionSite: 'competition-site',
  tablet: 'tablet',
  tabletLive: 'tablet/tablet-live',
}

/** The modules a file imports for their values (type-only imports and exports bring no messages). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const named = clause?.namedBindings
      const typesOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly))
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const named = statement.exportClause
      const typesOnly =
        statement.isTypeOnly || (named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly))
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

/**
 * The namespaces of the messages of the files a module reaches by static imports within the screens package (a file
 * without a `defaultMessage` has no message to extract).
 */
function reachedNamespaces(module: string): string[] {
  const start = resolveModule(resolve(src, 'index.ts'), `./${module}`)
  if (!start) throw new Error(`no module ${module}`)
  const seen = new Set<string>()
  const stack = [start]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) continue
      const target = resolveModule(file, specifier)
      if (target) stack.push(target)
    }
  }
  const withMessages = [...seen].filter((file) => readFileSync(file, 'utf8').includes('defaultMessage'))
  const folders = withMessages.map((file) => relative(src, file).split('/')[0]!)
  return [...new Set(folders.map((folder) => (namespaceFolders.includes(folder) ? folder : 'screens')))].sort()
}

describe('the message namespaces of a page', () => {
  it('names each area module the way the route screen loads it', () => {
    const loader = readFileSync(resolve(src, 'app/shell/route-screen.tsx'), 'utf8')
    // An area's module, or (the league site's) each of its screens' folders in it.
    for (const module of Object.values(areaModules)) expect(loader).toMatch(new RegExp(`'\\.\\./\\.\\./${module}[/']`))
  })

  it.each(Object.entries(areaModules))('gives the %s area exactly the namespaces its code uses', (area, module) => {
    expect([...areaNamespaces[area as ScreenArea]].sort()).toEqual(reachedNamespaces(module))
  })

  it('gives the frame of every page the namespaces its code uses', () => {
    const frame = new Set([
      ...reachedNamespaces('app/shell/route-view'),
      ...reachedNamespaces('app/app-providers'),
      ...reachedNamespaces('app/shell/app-shell'),
    ])
    expect([...shellNamespaces].sort()).toEqual([...frame].sort())
  })

  it('gives a page its frame and its screen, and nothing else', () => {
    const input = { locale: 'en' as const, params: { tournament: 'x', id: 'x' }, searchParams: {} }
    const overview = routes.find((route) => route.name === 'tournaments-tournament')!
    expect(routeNamespaces(overview, input).sort()).toEqual(['accounts', 'live', 'manage', 'screens', 'tournaments'])
    const privacy = routes.find((route) => route.name === 'privacy-policy')!
    expect(routeNamespaces(privacy, input).sort()).toEqual(['accounts', 'legal', 'screens'])
    expect(routeNamespaces(null, input).sort()).toEqual(['accounts', 'screens'])
  })

  it('gives an error page the frame, and on a league site its own 404 screen', () => {
    expect(errorPageNamespaces('app').sort()).toEqual(['accounts', 'screens'])
    expect(errorPageNamespaces('competition').sort()).toEqual([
      'accounts',
      'competition',
      'manage',
      'screens',
      'tournaments',
    ])
    expect(readFileSync(resolve(src, 'app/shell/route-view.tsx'), 'utf8')).toContain(
      "show('competitionSite', 'SitePageNotFoundScreen'",
    )
  })
})
