// Builds every publishable package and checks what a user of the package
// would get: publint (package.json vs files) and Are The Types Wrong (types
// resolve for ESM consumers), both on the packed tarball; then that each
// package's public API matches its committed report (scripts/api-report.mjs).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} (in ${cwd})`)
    process.exit(1)
  }
}

run('pnpm', ['run', '--silent', 'build:packages'])
const packs = mkdtempSync(join(tmpdir(), 'oche-pack-'))
// The packages under packages/, and the mocks at the top level (their own package, see mocks/README.md).
const packageDirs = [...readdirSync(join(root, 'packages')).map((dir) => join('packages', dir)), 'mocks']
for (const dir of packageDirs) {
  const cwd = join(root, dir)
  const { name, exports } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'))
  // Stylesheets are entry points for bundlers, not modules with types.
  const cssEntries = Object.keys(exports).filter((entry) => entry.endsWith('.css'))
  const out = join(packs, dir)
  run('pnpm', ['pack', '--pack-destination', out], cwd)
  const tarball = join(out, readdirSync(out)[0])
  run('pnpm', ['exec', 'publint', 'run', '--strict', tarball], root)
  const exclude = cssEntries.length ? ['--exclude-entrypoints', ...cssEntries] : []
  run('pnpm', ['exec', 'attw', '--profile', 'esm-only', '--format', 'table-flipped', tarball, ...exclude], root)
  console.log(`✓ ${name}`)
}
rmSync(packs, { recursive: true, force: true })
run('node', ['scripts/api-report.mjs', '--check'])
