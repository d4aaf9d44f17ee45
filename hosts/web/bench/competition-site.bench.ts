/**
 * Performance and accessibility of a league's public site (issue 16) in headless Chromium: Lighthouse's phone
 * profile (a mid-range phone, 4× CPU slowdown, slow 4G, simulated) on the demo league's home and a standings page,
 * beside the app's tournament list measured in the same run, on the same servers.
 *
 *   pnpm exec tsx --conditions=@oche/source hosts/web/bench/competition-site.bench.ts [--runs 3] [--no-write]
 *
 * Needs the web host's production build (`pnpm build`, or `next build` in hosts/web). Starts the API (built, else
 * from source; on a fresh data folder, so with the demo league) and the web host's own server on ports of its own, runs
 * Lighthouse `--runs` times per page and keeps the median run by performance score. The result replaces the section
 * between the competition-site markers in docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeSiteDomain } from '@oche/api'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const webDir = join(root, 'hosts/web')
const webPort = 3490
const apiPort = 3491
const leagueHost = 'league.localhost'
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`)
  return value
}
const runs = option('runs', 3)

async function waitFor(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    const response = await fetch(url).catch(() => null)
    if (response && response.status < 500) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${name} did not answer at ${url}`)
}

/** The API and the web host, as `npm start` runs them, on the bench's own ports and data folder. */
async function startPlatform() {
  if (!existsSync(join(webDir, '.next/BUILD_ID')))
    throw new Error('The bench needs the web host built: run `pnpm build` first.')
  const dataDir = mkdtempSync(join(tmpdir(), 'oche-bench-site-'))
  const env = {
    ...process.env,
    OCHE_API_PORT: String(apiPort),
    OCHE_PROXY_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(apiPort + 10),
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // The built servers when they are there (`pnpm build`), else from source.
  const builtApi = join(root, 'packages/server/dist/main.js')
  const api = spawn(
    process.execPath,
    existsSync(builtApi)
      ? [builtApi]
      : ['--import', 'tsx', '--conditions=@oche/source', join(root, 'packages/server/src/main.ts')],
    {
      cwd: root,
      // As `npm start` runs it.
      env: { ...env, PORT: String(apiPort), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const builtWeb = join(webDir, 'dist/server.mjs')
  const web = spawn(
    process.execPath,
    existsSync(builtWeb) ? [builtWeb] : ['--import', 'tsx', join(webDir, 'src/server/main.ts')],
    {
      cwd: webDir,
      env: { ...env, NODE_ENV: 'production', PORT: String(webPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stop = () => {
    api.kill('SIGTERM')
    web.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'The API')
    await waitFor(`http://127.0.0.1:${webPort}/`, web, 'The web host')
  } catch (error) {
    stop()
    throw error
  }
  return stop
}

type Measured = {
  performance: number
  accessibility: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  ttfb: number
  bytes: number
  scriptBytes: number
  /** The accessibility audits that failed, by id. */
  failed: string[]
}

async function measure(url: string, port: number): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const scripts = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((item) => item.resourceType === 'script')
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    ttfb: value('server-response-time'),
    bytes: value('total-byte-weight'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
    failed: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  }
}

const median = (values: Measured[]) =>
  [...values].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp)[Math.floor(values.length / 2)]!

async function main() {
  const stop = await startPlatform()
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  try {
    const contextUrl = `http://127.0.0.1:${webPort}/api/competition/${encodeSiteDomain(leagueHost)}`
    const context = (await (await fetch(contextUrl)).json()) as {
      organisation: { name: string }
      divisions: { slug: string; name: string; kind: string }[]
    }
    const division = context.divisions.find((each) => each.kind === 'league')
    if (!division) throw new Error('The demo league has no division')
    const league = `http://${leagueHost}:${webPort}`
    const pages = [
      { label: `League site: home (\`${leagueHost}/\`)`, url: `${league}/` },
      {
        label: `League site: standings (\`${leagueHost}/groups/${division.slug}/standings\`)`,
        url: `${league}/groups/${division.slug}/standings`,
      },
      {
        label: 'Baseline, same run: the app’s tournament list (`localhost/tournaments`)',
        url: `http://localhost:${webPort}/tournaments`,
      },
    ]
    const rows: { label: string; result: Measured }[] = []
    for (const page of pages) {
      // One unmeasured run first: the servers' own first-request work is not the page's.
      await measure(page.url, chrome.port)
      const results: Measured[] = []
      for (let run = 0; run < runs; run++) {
        results.push(await measure(page.url, chrome.port))
        console.log(`${page.url} run ${run + 1}: performance ${results.at(-1)!.performance}`)
      }
      rows.push({ label: page.label, result: median(results) })
    }
    const version = JSON.parse(readFileSync(join(webDir, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string
    }
    const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`
    const section = [
      '## The league’s public site on a phone: Lighthouse',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, headless Chromium (\`${chromium}\`), Lighthouse ${version.version}, its default phone profile (a mid-range phone: 4× CPU slowdown and slow 4G, simulated). 1-minute load average ${loadavg()[0]!.toFixed(1)} when the run ended. The production build of the web host and the API on a fresh data folder (the demo league), both on this machine; median of ${runs} runs per page by performance score, after one unmeasured run. The baseline is the app’s public tournament list on the same servers in the same run.`,
      '',
      '| page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time | layout shift | speed index | server response | bytes (scripts) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ label, result: r }) =>
          `| ${label} | ${r.performance} | ${r.accessibility} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.speedIndex)} | ${ms(r.ttfb)} | ${kb(r.bytes)} (${kb(r.scriptBytes)}) |`,
      ),
      '',
      ...rows.map(({ label, result }) =>
        result.failed.length > 0
          ? `- ${label}: accessibility audits failed: ${result.failed.map((id) => `\`${id}\``).join(', ')}.`
          : `- ${label}: no accessibility audit failed.`,
      ),
      '',
      'Reading it: a league page answers once its queries ran on the server (its server response includes them), so its first paint is its content (on the standings page, the largest contentful paint is the table itself), readable without JavaScript. The baseline answers at once with a loading state and fetches its list in the browser after its scripts ran (issue 20), so its paints are early but empty. Total blocking time is Lighthouse’s 4× of the main-thread work Chromium did on this machine, and swings with the machine’s load (the load average above: other builds shared the 2 cores).',
      '',
      'Run it again with `pnpm exec tsx --conditions=@oche/source hosts/web/bench/competition-site.bench.ts` (`--runs`, `--no-write`) after `pnpm build`.',
    ].join('\n')
    console.log(`\n${section}`)
    if (!process.argv.includes('--no-write')) writeSection('competition-site', section)
  } finally {
    chrome.kill()
    stop()
  }
}

/** Replaces one section of docs/benchmarks.md between its markers (added at the end when missing). */
function writeSection(name: string, section: string) {
  const file = join(root, 'docs/benchmarks.md')
  const start = `<!-- bench:${name}:start -->`
  const end = `<!-- bench:${name}:end -->`
  const block = `${start}\n${section}\n${end}`
  const current = readFileSync(file, 'utf8')
  const from = current.indexOf(start)
  const to = current.indexOf(end)
  writeFileSync(
    file,
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`,
  )
  console.log(`wrote ${file}`)
}

await main()
