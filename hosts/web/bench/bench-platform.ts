/**
 * What the web host's benchmarks share: the API and the web host started as `npm start` runs them (built, on ports
 * and a data folder of their own, so with the demo data), one Lighthouse run in headless Chromium, and writing a
 * section of docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const webDir = join(root, 'hosts/web')
export const webPort = 3490
const apiPort = 3491
export const leagueHost = 'league.localhost'
export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`)
  return value
}

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

export type PlatformOptions = {
  /** The checkout to run (its built API and web host): this one by default. */
  root?: string
  /** The web host's port; the API's is `apiPort` and its realtime server's `apiPort + 10`. */
  webPort?: number
  apiPort?: number
}

/** The API and the web host, as `npm start` runs them, on the bench's own ports and data folder. */
export async function startPlatform(options: PlatformOptions = {}) {
  const checkout = options.root ?? root
  const web = join(checkout, 'hosts/web')
  const ports = { web: options.webPort ?? webPort, api: options.apiPort ?? apiPort }
  if (!existsSync(join(web, '.next/BUILD_ID')))
    throw new Error(`The bench needs the web host built: run \`pnpm build\` first (in ${checkout}).`)
  const dataDir = mkdtempSync(join(tmpdir(), 'oche-bench-site-'))
  const env = {
    ...process.env,
    OCHE_API_PORT: String(ports.api),
    OCHE_PROXY_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(ports.api + 10),
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    // The app's address as a visitor has it (its canonical links), as `npm start` sets it.
    OCHE_PUBLIC_URL: `http://localhost:${ports.web}`,
  }
  // The built servers when they are there (`pnpm build`), else from source.
  const builtApi = join(checkout, 'packages/server/dist/main.js')
  const apiProcess = spawn(
    process.execPath,
    existsSync(builtApi)
      ? [builtApi]
      : ['--import', 'tsx', '--conditions=@oche/source', join(checkout, 'packages/server/src/main.ts')],
    {
      cwd: checkout,
      // As `npm start` runs it.
      env: { ...env, PORT: String(ports.api), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const builtWeb = join(web, 'dist/server.mjs')
  const webProcess = spawn(
    process.execPath,
    existsSync(builtWeb) ? [builtWeb] : ['--import', 'tsx', join(web, 'src/server/main.ts')],
    {
      cwd: web,
      env: { ...env, NODE_ENV: 'production', PORT: String(ports.web) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stop = () => {
    apiProcess.kill('SIGTERM')
    webProcess.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`http://127.0.0.1:${ports.api}/api/health`, apiProcess, 'The API')
    await waitFor(`http://127.0.0.1:${ports.web}/`, webProcess, 'The web host')
  } catch (error) {
    stop()
    throw error
  }
  return stop
}

export type Measured = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  ttfb: number
  bytes: number
  scriptBytes: number
  /** The audits that failed in the accessibility, best practices and SEO categories, by id. */
  failed: string[]
  /** What Lighthouse took as the largest paint (its label, such as a heading's text). */
  lcpElement: string
}

/** The largest paint's element as Lighthouse names it, from its LCP breakdown (a list holding a node). */
function lcpElement(details: unknown): string {
  const items = (details as { items?: { type?: string; nodeLabel?: string }[] } | undefined)?.items ?? []
  return items.find((item) => item.type === 'node')?.nodeLabel ?? 'unknown'
}

export async function measure(url: string, port: number): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    ttfb: value('server-response-time'),
    bytes: value('total-byte-weight'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
    // Once each: an audit can weigh in two categories (`document-title` is in accessibility and SEO).
    failed: [
      ...new Set(
        [categories.accessibility, categories['best-practices'], categories.seo]
          .flatMap((category) => category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      ),
    ],
    lcpElement: lcpElement(audits['lcp-breakdown-insight']?.details),
  }
}

export const median = (values: Measured[]) =>
  [...values].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp)[Math.floor(values.length / 2)]!

/** Replaces one section of docs/benchmarks.md between its markers (added at the end when missing). */
export function writeSection(name: string, section: string) {
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
