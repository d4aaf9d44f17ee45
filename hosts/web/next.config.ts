import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

const workspacePackages = ['api', 'darts', 'i18n', 'realtime', 'screens', 'ui'] as const
const apiOrigin = process.env.OCHE_API_ORIGIN ?? `http://127.0.0.1:${process.env.OCHE_API_PORT ?? '3001'}`

// Read the workspace packages from source (the `@oche/source` export condition of
// the other tools): no stale dist, no package build before `next build`.
const sourceAliases = Object.fromEntries(
  workspacePackages.map((name) => [`@oche/${name}`, `../../packages/${name}/src/index.ts`]),
)

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: workspacePackages.map((name) => `@oche/${name}`),
  turbopack: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolveAlias: sourceAliases,
  },
  typescript: {
    // The root `tsc -b` type-checks the whole workspace once, hosts included.
    ignoreBuildErrors: true,
  },
  async rewrites() {
    return {
      beforeFiles: [
        // The browser always reaches the API on this origin under /api.
        { source: '/api/:path*', destination: `${apiOrigin}/api/:path*` },
        // English is served without a prefix: /tournaments is /en/tournaments.
        { source: '/', destination: '/en' },
        { source: '/:path((?!(?:en|nl|fr|de|api|_next|_i18n|builds)(?:/|$)).+)', destination: '/en/:path' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default nextConfig
