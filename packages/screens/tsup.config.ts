import { clientBanner, packageConfig } from '../../tsup.shared'

// Two builds: the client components ('use client'), and the server-safe routing entry (no directive).
// Both write into dist/ at the same time, so neither cleans it: the build script empties it first.
export default [
  packageConfig({ index: 'src/index.ts' }, { ...clientBanner, clean: false }),
  packageConfig({ 'routing/index': 'src/routing/index.ts' }, { clean: false }),
]
