// Writes (or, with --check, compares) the API report of every published package: one
// `<package>/api-report/<entry>.api.md` per entry point in its package.json `exports`, listing the public exports
// and their types as API Extractor reads them from the built `dist/*.d.ts`. Reviewing a change to a public surface
// is reading the diff of its report. Run after the packages are built (`pnpm api:report` builds them first;
// `scripts/check-packages.mjs` runs the check after its build). Package names as arguments limit it to those.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { canonicalReport } from './canonical-report.mjs'
import { join, relative, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const check = process.argv.includes('--check')
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const temp = join(root, 'node_modules/.cache/api-report')

/** Every published workspace package: `packages/*` and the top-level `mocks/`. */
function publishedPackages() {
  const folders = [
    ...readdirSync(join(root, 'packages')).map((dir) => join(root, 'packages', dir)),
    join(root, 'mocks'),
  ]
  return folders.filter((folder) => {
    const manifest = join(folder, 'package.json')
    return existsSync(manifest) && !JSON.parse(readFileSync(manifest, 'utf8')).private
  })
}

/** `exports` entries with types: `.` is the `index` report, `./mocks` the `mocks` report. */
function entryPoints(folder) {
  const { exports = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  return (
    Object.entries(exports)
      .filter(([, target]) => typeof target === 'object' && target.types)
      // A script entry (`@oche/server/main`) exports nothing: no surface to report.
      .filter(([, target]) => /^\s*export\b/m.test(readFileSync(join(folder, target.types), 'utf8')))
      .map(([entry, target]) => ({
        report: entry === '.' ? 'index' : entry.slice(2).replaceAll('/', '-'),
        types: join(folder, target.types),
      }))
  )
}

function extract(folder, name, { report, types }) {
  if (!existsSync(types)) throw new Error(`${relative(root, types)} is missing: build ${name} first`)
  if (!check) mkdirSync(join(folder, 'api-report'), { recursive: true })
  const config = ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: join(folder, 'package.json'),
    configObject: {
      projectFolder: folder,
      mainEntryPointFilePath: types,
      // The declarations are built already; read them as a consumer would, without the package's own tsconfig.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2023',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [types],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: `${report}.api.md`,
        reportFolder: join(folder, 'api-report'),
        reportTempFolder: join(temp, name),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report is the surface; doc-comment style and release tags are not checked here.
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-forgotten-export': { logLevel: 'none' },
          'ae-unresolved-link': { logLevel: 'none' },
          'ae-undocumented': { logLevel: 'none' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  })
  // API Extractor writes the report into the temporary folder; the canonical form of it is what is committed.
  const result = Extractor.invoke(config, { localBuild: false, messageCallback: quiet })
  const committed = join(folder, 'api-report', `${report}.api.md`)
  const generated = join(temp, name, `${report}.api.md`)
  const text = canonicalReport(readFileSync(generated, 'utf8'))
  writeFileSync(generated, text)
  const differs = !existsSync(committed) || readFileSync(committed, 'utf8') !== text
  if (differs && !check) writeFileSync(committed, text)
  if (differs && check) {
    if (existsSync(committed))
      spawnSync('git', ['diff', '--no-index', '--', committed, generated], { stdio: 'inherit' })
    else console.error(`${relative(root, committed)} is missing.`)
  }
  return differs || !result.succeeded
}

/** API Extractor's own notes on the report are replaced by the diff and one clear message below. */
function quiet(message) {
  if (message.messageId?.startsWith('console-api-report') || message.messageId === 'console-compiler-version-notice')
    message.logLevel = 'none'
  if (message.logLevel === 'info' || message.logLevel === 'verbose') message.logLevel = 'none'
}

rmSync(temp, { recursive: true, force: true })
const changed = []
for (const folder of publishedPackages()) {
  const { name } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  if (only.length && !only.includes(name)) continue
  const entries = entryPoints(folder)
  let differs = entries.map((entry) => extract(folder, name, entry)).some(Boolean)
  // A report whose entry point is gone is a change too.
  const reports = join(folder, 'api-report')
  const expected = new Set(entries.map(({ report }) => `${report}.api.md`))
  for (const file of existsSync(reports) ? readdirSync(reports) : []) {
    if (expected.has(file)) continue
    if (check) differs = true
    else rmSync(join(reports, file))
  }
  if (differs) changed.push(name)
  const status = !differs ? 'unchanged' : check ? 'changed' : 'written'
  console.log(`${differs && check ? '✗' : '✓'} ${name}: ${status} (${entries.map(({ report }) => report).join(', ')})`)
}
if (check && changed.length) {
  for (const name of changed)
    console.error(`The public API of ${name} changed: run pnpm api:report and commit the report.`)
  process.exit(1)
}
