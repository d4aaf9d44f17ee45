// Builds every publishable package and checks what a user of the package
// would get: publint (package.json vs files) and Are The Types Wrong (types
// resolve for ESM consumers), both on the packed tarball; that every module
// the tarball imports is one the package depends on (no story or test helper
// importing msw or Storybook slips into what is published); then that each
// package's public API matches its committed report (scripts/api-report.mjs).
import { spawnSync } from 'node:child_process'
import { builtinModules } from 'node:module'
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
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
  checkImports(tarball, cwd)
  const exclude = cssEntries.length ? ['--exclude-entrypoints', ...cssEntries] : []
  run('pnpm', ['exec', 'attw', '--profile', 'esm-only', '--format', 'table-flipped', tarball, ...exclude], root)
  console.log(`✓ ${name}`)
}
rmSync(packs, { recursive: true, force: true })
run('node', ['scripts/api-report.mjs', '--check'])

/** Fails when a published file imports a package that is neither the package itself nor one it depends on. */
function checkImports(tarball, cwd) {
  const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'))
  const allowed = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const unpacked = join(dirname(tarball), 'unpacked')
  mkdirSync(unpacked)
  run('tar', ['-xzf', tarball, '-C', unpacked])
  const missing = new Set()
  const specifiers = [
    /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const file of readdirSync(unpacked, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || !/\.(m?js|d\.ts|tsx?)$/.test(file.name)) continue
    const text = readFileSync(join(file.parentPath, file.name), 'utf8')
    for (const [, imported] of specifiers.flatMap((pattern) => [...text.matchAll(pattern)])) {
      if (imported.startsWith('.')) continue
      const name = imported.startsWith('@') ? imported.split('/').slice(0, 2).join('/') : imported.split('/')[0]
      if (imported.startsWith('node:') || builtinModules.includes(name) || allowed.has(name)) continue
      missing.add(`${imported} (${join(file.parentPath, file.name).slice(unpacked.length + 1)})`)
    }
  }
  if (missing.size > 0) {
    console.error(`✗ ${manifest.name} publishes imports it does not depend on:\n  ${[...missing].join('\n  ')}`)
    process.exit(1)
  }
}
