import { clientBanner, packageConfig } from '../../tsup.shared'

// Two builds: the client components ('use client'), and the server-safe entry (no directive, docs/adr/031).
// Both write into dist/ at the same time, so neither cleans it: the build script empties it first.
export default [
  packageConfig({ index: 'src/index.ts' }, { ...clientBanner, clean: false }),
  packageConfig({ static: 'src/static.ts' }, { clean: false }),
]
