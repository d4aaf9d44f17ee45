import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { withSerwist } from '@serwist/turbopack'
import type { NextConfig } from 'next'

const workspacePackages = ['api', 'darts', 'i18n', 'realtime', 'screens', 'ui'] as const

// Read the workspace packages from source (the `@oche/source` export condition of the other tools):
// no stale dist, no package build before `next build` (docs/adr/001).
const sourceAliases = {
  ...Object.fromEntries(workspacePackages.map((name) => [`@oche/${name}`, `../../packages/${name}/src/index.ts`])),
  '@oche/screens/routing': '../../packages/screens/src/routing/index.ts',
  '@oche/i18n/messages': '../../packages/i18n/src/messages.ts',
  '@oche/mocks': '../../mocks/src/index.ts',
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
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolveAlias: sourceAliases,
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
