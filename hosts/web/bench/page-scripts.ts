/**
 * What the first-load benchmarks share: the gzip size of a page's HTML and of the scripts it loads, read from the
 * build folder of the Next app that served it, a page opened in Chromium until no script comes any more, and a
 * throwaway Next app folder inside the web host (so that Next resolves the host's node_modules) built with
 * `next build` and served by `next start`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Response } from 'playwright-core'
import { webDir, webPort } from './bench-platform'

export type Download = { htmlGzip: number; scriptsGzip: number; scripts: number }
/** What a page's HTML names, and every script the browser loaded for it until the network was quiet. */
export type Loaded = Download & { loadedGzip: number; loaded: number }

/** The gzip size of a built script (`/_next/…`, as a page names it), read from the build folder. */
function scriptGzip(projectDir: string, source: string): number {
  const file = join(projectDir, '.next', source.replace(/^\/_next\//, '').split('?')[0]!)
  if (!source.startsWith('/_next/') || !existsSync(file)) throw new Error(`${source} is not in ${projectDir}/.next`)
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/** The gzip size of a page's HTML and of every script its HTML loads, read from the build folder. */
function download(projectDir: string, html: string): Download {
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))
  let scriptsGzip = 0
  for (const source of sources) scriptsGzip += scriptGzip(projectDir, source)
  return { htmlGzip: gzipSync(html, { level: 9 }).length, scriptsGzip, scripts: sources.size }
}

/**
 * A page in Chromium, without a session: its HTML as the server sent it, and every script the page loaded until it
 * was interactive and no script had come for a second (the HTML's and those its code loaded itself: the screen's own
 * chunk, a lazily loaded part). `projectDir` is the Next app that serves it: the web host by default, whose pages
 * are interactive at `html[data-app-ready]`.
 */
export async function load(browser: Browser, url: string, projectDir = webDir): Promise<Loaded> {
  const context = await browser.newContext()
  const page = await context.newPage()
  // Each script's size is read from the build, as the HTML's are: the body of a response the page has moved on from
  // is not always still there to read.
  const scripts = new Set<string>()
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  }
  page.on('response', onResponse)
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    // A page's screen loads lazily and hydrates after the network first goes quiet on a busy machine: wait for it
    // (`data-app-ready`), then until no script has come for a second.
    if (projectDir === webDir) await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 })
    for (let seen = -1; seen !== scripts.size;) {
      seen = scripts.size
      await page.waitForTimeout(1000)
    }
    page.off('response', onResponse)
    return {
      ...download(projectDir, await response.text()),
      loadedGzip: [...scripts].reduce((sum, source) => sum + scriptGzip(projectDir, source), 0),
      loaded: scripts.size,
    }
  } finally {
    await context.close()
  }
}

export type NextApp = {
  /** The app's folder, which holds its build (`.next`). */
  dir: string
  /** Where `next start` serves it: `http://127.0.0.1:{port}`. */
  origin: string
  /** Ends the server and removes the folder. */
  stop: () => void
}

/**
 * A Next app router app, written into `hosts/web/{folder}` by `fill` (the folder is emptied first), built with the
 * web host's Next and served by `next start` on `port`, with `env` added to the server's environment. The folder is
 * removed when the app stops, and at once when it does not build or answer.
 */
export async function serveNextApp(
  folder: string,
  port: number,
  fill: (dir: string) => void,
  env: Record<string, string> = {},
): Promise<NextApp> {
  const dir = join(webDir, folder)
  const remove = () => rmSync(dir, { recursive: true, force: true })
  remove()
  mkdirSync(dir, { recursive: true })
  fill(dir)
  const built = spawnSync('pnpm', ['exec', 'next', 'build', folder], { cwd: webDir, encoding: 'utf8' })
  if (built.status !== 0) {
    remove()
    throw new Error(`${folder} did not build:\n${built.stdout}\n${built.stderr}`)
  }
  const server = spawn('pnpm', ['exec', 'next', 'start', folder, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: webDir,
    stdio: 'ignore',
    // Its own process group, so that `stop` ends Next's server and not only pnpm.
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid)
    } catch {
      // The group has ended already (the server failed to start).
    }
    remove()
  }
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  // Any answer will do (an app may have no page at `/`): the server is listening.
  while (
    !(await fetch(`${origin}/`)
      .then(() => true)
      .catch(() => false))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) {
      stop()
      throw new Error(`${folder} did not answer on port ${port}`)
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  return { dir, origin, stop }
}

/**
 * The server-components probe app (`hosts/web/bench/server-components`, docs/adr/031), built and served on a port of
 * its own, its pages reading the API that the bench's web host serves under `/api` (start the platform first).
 */
export function serveProbe(port = 3496): Promise<NextApp> {
  const source = join(webDir, 'bench/server-components')
  return serveNextApp(
    '.bench-server-components',
    port,
    // Copied beside the web host's own files so that Next resolves the host's node_modules.
    (dir) => cpSync(source, dir, { recursive: true, filter: (path) => basename(path) !== '.next' }),
    { OCHE_API_ORIGIN: `http://127.0.0.1:${webPort}` },
  )
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
export const times = (value: number, of: number) => `${(value / of).toFixed(2)} ×`

/** The first sentence of a section's method: the day, the machine and how busy it was. */
export function measuredOn(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'CPU'
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, Node ${process.version}, 1-minute load average ${loadavg()[0]!.toFixed(1)} when the run ended.`
}
