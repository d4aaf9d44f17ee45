import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

/**
 * The folder holding @oche/server's package.json, found by walking up from this module. It works from
 * src/ (tests, --experimental-strip-types) and from any chunk tsup writes into dist/.
 */
export function packageRoot(): string {
  if (cached) return cached
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@oche/server') {
      cached = dir
      return dir
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the @oche/server package root')
    dir = parent
  }
}

export function packageVersion(): string {
  return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')).version
}

/** The committed drizzle-kit migrations; under src/ so that the published package ships them. */
export function migrationsFolder(): string {
  return join(packageRoot(), 'src', 'db', 'drizzle')
}
