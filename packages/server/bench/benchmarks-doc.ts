import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the repository root')
    dir = parent
  }
  return dir
}

/**
 * Replaces one benchmark's section of docs/benchmarks.md (between `<!-- bench:{name}:start -->` and
 * `<!-- bench:{name}:end -->`), adding the markers at the end when they are missing. Answers the file's path.
 */
export function writeBenchmarkSection(name: string, section: string): string {
  const startMarker = `<!-- bench:${name}:start -->`
  const endMarker = `<!-- bench:${name}:end -->`
  const file = join(repositoryRoot(), 'docs', 'benchmarks.md')
  const block = `${startMarker}\n${section}\n${endMarker}`
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const start = current.indexOf(startMarker)
  const end = current.indexOf(endMarker)
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(file, next)
  return file
}
