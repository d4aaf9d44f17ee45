import { defineConfig, type Options } from 'tsup'

/** The one tsup setup every @oche package builds with: ESM, declarations, no bundled dependencies. */
export function packageConfig(entry: Record<string, string> = { index: 'src/index.ts' }, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2023',
    ...extra,
  })
}

/** For packages of React components: every module is a client component for React Server Components hosts. */
export const clientBanner: Options = { banner: { js: "'use client';" } }
