import { clientBanner, packageConfig } from '../../tsup.shared'

// Two builds: the client components ('use client': the package and a server page's islands), and the server-safe entries (no directive): the routing and
// the views (docs/adr/031).
// Both write into dist/ at the same time, so neither cleans it: the build script empties it first.
export default [
  packageConfig({ index: 'src/index.ts', islands: 'src/islands.ts' }, { ...clientBanner, clean: false }),
  packageConfig({ 'routing/index': 'src/routing/index.ts', views: 'src/views.ts' }, { clean: false }),
]
