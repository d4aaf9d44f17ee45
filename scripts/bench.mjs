// Benchmarks of the foundation, each beside a baseline measured in the same run.
// Writes the results table to stdout and into docs/benchmarks.md between markers.
//   node scripts/bench.mjs           all foundation benchmarks
//   node scripts/bench.mjs --no-test skip the full `npm test` timing (it takes minutes)
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const withTests = !process.argv.includes('--no-test')
const rows = []

function timed(label, command, args, options = {}) {
  const started = performance.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    ...options,
  })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stderr}`)
  console.log(`${label}: ${seconds.toFixed(1)} s`)
  return seconds
}

// 1. Install: a cold install (empty store, every package from the registry) against a warm one (same lockfile, store filled).
const installDir = mkdtempSync(join(tmpdir(), 'oche-install-'))
for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'])
  cpSync(join(root, file), join(installDir, file))
for (const dir of ['packages', 'hosts']) {
  cpSync(join(root, dir), join(installDir, dir), {
    recursive: true,
    filter: (source) => !/node_modules|dist|\.next|android/.test(source.slice(root.length)),
  })
}
writeFileSync(
  join(installDir, 'pnpm-workspace.yaml'),
  `${readFileSync(join(installDir, 'pnpm-workspace.yaml'), 'utf8')}\nstoreDir: ${join(installDir, '.store')}\n`,
)
const cold = timed('cold install', 'pnpm', ['install', '--frozen-lockfile', '--reporter=silent'], { cwd: installDir })
rmSync(join(installDir, 'node_modules'), { recursive: true, force: true })
const warm = timed('warm install', 'pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], {
  cwd: installDir,
})
rmSync(installDir, { recursive: true, force: true })
rows.push([
  'Workspace install (pnpm, frozen lockfile)',
  `${cold.toFixed(1)} s cold (empty store)`,
  `${warm.toFixed(1)} s warm (filled store)`,
])

// 2. Storybook: the static build of every story against building the same Vite preview without stories? No such thing:
// the baseline is the tablet host's Vite build (same Vite, same Tailwind), which shows what Storybook adds on top.
const storybook = timed('storybook build', 'pnpm', ['run', '--silent', 'build-storybook'])
const vite = timed('tablet vite build', 'pnpm', ['--filter', '@oche/tablet', 'run', 'build'])
rows.push(['Static Storybook build', `${storybook.toFixed(1)} s`, `${vite.toFixed(1)} s (tablet host Vite build)`])

// 3. First-load JS of the app's pages against a bare Next.js page: its own section ("First load of a page").
timed('first load', 'pnpm', ['exec', 'tsx', '--conditions=@oche/source', 'hosts/web/bench/first-load.bench.ts'])

// 3b. The same first load for public pages as server components with client islands (a probe app beside the web
// host's home and tournament list): its own section ("First load of a page as server components").
timed('server components', 'pnpm', [
  'exec',
  'tsx',
  '--conditions=@oche/source',
  'hosts/web/bench/server-components.bench.ts',
])

// 4. The whole `npm test`, against its fastest step (the type-check) as a floor.
if (withTests) {
  const full = timed('npm test', 'node', ['scripts/test-all.mjs'])
  const typecheck = timed('typecheck', 'pnpm', ['run', '--silent', 'typecheck'])
  rows.push(['Full `npm test` (after install)', `${full.toFixed(0)} s`, `${typecheck.toFixed(1)} s (type-check alone)`])
}

// 5. One login's password check against the parameters Oche used before: its own section ("Password hashing").
timed('password hashing', 'pnpm', [
  'exec',
  'tsx',
  '--conditions=@oche/source',
  'packages/server/bench/password.bench.ts',
])

// 6. League fixtures for 20 divisions × 16 teams against a naive circle method: its own section ("Darts engine:
// fixtures for 20 divisions of 16 teams").
timed('league fixtures', 'pnpm', ['exec', 'tsx', '--conditions=@oche/source', 'packages/darts/bench/fixtures.bench.ts'])
timed('league standings', 'pnpm', [
  'exec',
  'tsx',
  '--conditions=@oche/source',
  'packages/darts/bench/league-standings.bench.ts',
])

// 6b. Reading a ranking over 24 finished tournaments with their final places stored against working them out again:
// its own section ("Rankings: reading an order of merit over a season of tournaments").
timed('rankings', 'pnpm', ['exec', 'tsx', '--conditions=@oche/source', 'packages/server/bench/rankings.bench.ts'])

// 6c. The super admin's analytics on a generated year (100,000 matches, 5 million visits) on PGlite and PostgreSQL
// against counting the visit events per day: its own section ("Admin analytics: a year of use in SQL aggregates").
timed('admin analytics', 'pnpm', [
  'exec',
  'tsx',
  '--conditions=@oche/source',
  'packages/server/bench/admin-analytics.bench.ts',
])

// 6d. Appending a visit on PostgreSQL against a floor sending the same SQL through the same driver, and on PGlite: its
// own section ("Appending a visit").
timed('visit append', 'pnpm', [
  'exec',
  'tsx',
  '--conditions=@oche/source',
  'packages/server/bench/visit-append.bench.ts',
])

// 7. The league's public site on a phone (Lighthouse, headless Chromium) beside the app's tournament list, on the web
// host built in step 3: its own section ("The league’s public site on a phone").
timed('competition site lighthouse', 'pnpm', [
  'exec',
  'tsx',
  '--conditions=@oche/source',
  'hosts/web/bench/competition-site.bench.ts',
])

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${(await import('node:os')).cpus().length} cores), Node ${process.versions.node}.`,
  '',
  '| what | Oche | baseline, same run |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n')
console.log(`\n${table}`)

const docs = join(root, 'docs/benchmarks.md')
const start = '<!-- bench:foundation:start -->'
const end = '<!-- bench:foundation:end -->'
const current = existsSync(docs) ? readFileSync(docs, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`
const next = current.includes(start)
  ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`)
  : `${current}\n${start}\n${table}\n${end}\n`
writeFileSync(docs, next)
