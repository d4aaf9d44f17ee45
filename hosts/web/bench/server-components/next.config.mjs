/** The probe app's Next config: the workspace as Turbopack's root, the workspace packages it uses from source as in the web host. */
import { existsSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** The workspace root, found upwards: the bench builds a copy of this folder elsewhere in the web host. */
function workspaceRoot() {
  for (let dir = here; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
  }
  throw new Error(`no pnpm workspace above ${here}`)
}

const root = workspaceRoot()

export default {
  turbopack: {
    root,
    // Relative, as the web host's aliases are: Turbopack takes an absolute path for a server-relative import.
    resolveAlias: Object.fromEntries(
      Object.entries({
        '@oche/realtime': 'packages/realtime/src/index.ts',
        // The server-safe entries of docs/adr/031 and the catalogues, from source as in the web host.
        '@oche/screens/views': 'packages/screens/src/views.ts',
        '@oche/ui/static': 'packages/ui/src/static.ts',
        '@oche/i18n/messages': 'packages/i18n/src/messages.ts',
        '@oche/i18n': 'packages/i18n/src/index.ts',
      }).map(([name, path]) => [name, relative(here, join(root, path))]),
    ),
  },
  // `pnpm exec tsc -p hosts/web` checks these files with the web host's settings.
  typescript: { ignoreBuildErrors: true },
}
