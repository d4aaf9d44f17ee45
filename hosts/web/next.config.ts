import { execFileSync } from 'node:child_process'
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withSerwist } from '@serwist/turbopack'
import type { NextConfig } from 'next'

const workspacePackages = ['api', 'darts', 'i18n', 'realtime', 'screens', 'ui'] as const

// Read the workspace packages from source (the `@oche/source` export condition of the other tools):
// no stale dist, no package build before `next build` (docs/adr/001).
const sourceAliases = {
  ...Object.fromEntries(workspacePackages.map((name) => [`@oche/${name}`, `../../packages/${name}/src/index.ts`])),
  '@oche/screens/routing': '../../packages/screens/src/routing/index.ts',
  '@oche/screens/views': '../../packages/screens/src/views.ts',
  '@oche/screens/islands': '../../packages/screens/src/islands.ts',
  '@oche/ui/static': '../../packages/ui/src/static.ts',
  '@oche/i18n/messages': '../../packages/i18n/src/messages.ts',
  '@oche/mocks': '../../mocks/src/index.ts',
}

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The browser's message parser: none. A page's messages come compiled from the server (`cataloguesFor`), so
 * react-intl's formatter (intl-messageformat) never parses a text there; its parser module is swapped for the
 * package's own parser-less one, the same exports but `parse` (about 7.5 kB gzip less on every page). Resolved from
 * intl-messageformat, as pnpm nests it, and given relative to this host, as the other aliases are.
 */
function parserlessMessageParser() {
  const fromHost = createRequire(import.meta.url)
  const reactIntl = realpathSync(dirname(fromHost.resolve('react-intl')))
  const formatter = createRequire(`${reactIntl}/`).resolve('intl-messageformat')
  const noParser = createRequire(formatter).resolve('@formatjs/icu-messageformat-parser/no-parser.js')
  return relative(fileURLToPath(new URL('.', import.meta.url)), realpathSync(noParser))
}

function gitRevision() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  } catch {
    return 'local'
  }
}

// One id per build, shown to pages and written to /builds/latest.json, which open pages poll for a new version.
const buildId = process.env.OCHE_BUILD_ID ?? `${gitRevision()}-${Date.now().toString(36)}`

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: workspacePackages.map((name) => `@oche/${name}`),
  turbopack: {
    root: repositoryRoot,
    resolveAlias: {
      ...sourceAliases,
      '@formatjs/icu-messageformat-parser': { browser: parserlessMessageParser() },
    },
  },
  typescript: {
    // The root `pnpm typecheck` checks the whole workspace, this host included.
    ignoreBuildErrors: true,
  },
  env: { OCHE_BUILD_ID: buildId },
  // `forbidden()`: a page of a role the signed-in caller lacks answers 403 with `app/forbidden.tsx`.
  experimental: { authInterrupts: true },
  async generateBuildId() {
    const folder = fileURLToPath(new URL('./public/builds/', import.meta.url))
    mkdirSync(folder, { recursive: true })
    writeFileSync(`${folder}latest.json`, `${JSON.stringify({ id: buildId })}\n`)
    return buildId
  },
  async headers() {
    return [{ source: '/builds/latest.json', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }]
  },
  async rewrites() {
    return {
      beforeFiles: [{ source: '/_i18n/:hash/:locale/messages.json', destination: '/i18n-messages/:hash/:locale' }],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default withSerwist(nextConfig)
