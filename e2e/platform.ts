import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

const root = resolve(import.meta.dirname, '..')
export const webPort = 3190
export const apiPort = 3191
/**
 * The tests' handle on the API process: `POST /api/kill` (SIGKILL), `POST /api/start`, and `POST /api/start-fresh`
 * (no demo data, an empty data folder: the first run). Never exposed elsewhere.
 */
export const controlPort = 3199
/**
 * A second host name for the public competition site, from `OCHE_COMPETITION_DOMAINS` (no organisation has it);
 * the browser maps it to 127.0.0.1.
 */
export const competitionHost = 'league.oche.test'
/**
 * The demo league's own domain, chosen from the database (its organisation's site settings): the league's public
 * site. Chromium resolves every `*.localhost` name to this machine by itself.
 */
export const leagueHost = 'league.localhost'

/**
 * Waits for a process to answer. The API migrates a fresh database and seeds the demo accounts, tournament, event
 * and league on its first start: on a 2-core machine busy with other builds that can take more than a minute.
 */
async function waitFor(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${name} did not answer at ${url} within 120 s`)
}

/** Starts the built platform (API + web host) on its own ports and data folder for the browser tests. */
export default async function setup(project: TestProject) {
  const serverEntry = join(root, 'packages/server/dist/main.js')
  const webBuild = join(root, 'hosts/web/.next/BUILD_ID')
  const webServer = join(root, 'hosts/web/dist/server.mjs')
  if (!existsSync(serverEntry) || !existsSync(webBuild) || !existsSync(webServer)) {
    throw new Error('The browser tests need the built platform: run `pnpm build` first (npm test does).')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'oche-e2e-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    OCHE_API_PORT: String(apiPort),
    // As `npm start` does: the web host vouches for each client's address with this secret, and both listen on
    // loopback only.
    OCHE_PROXY_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    OCHE_COMPETITION_DOMAINS: competitionHost,
    OCHE_ENABLE_TEST_LOGIN: '1',
    REALTIME_PORT: String(apiPort + 10),
    LOG_LEVEL: 'warn',
    OCHE_ROUTE_RULES: JSON.stringify([
      { from: '/old-privacy', to: '/privacy-policy', status: 301 },
      { from: '/club/**', to: 'https://club.example.org/', status: 307 },
    ]),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // The API runs in test mode so that the tests can read the local mail outbox.
  // `extra` overrides the environment: `/api/start-fresh` starts a platform without demo data on an empty folder.
  const startApi = (extra: Record<string, string> = {}) =>
    spawn(process.execPath, [serverEntry], {
      env: {
        ...env,
        NODE_ENV: 'test',
        PORT: String(apiPort),
        OCHE_PUBLIC_URL: `http://localhost:${webPort}`,
        ...extra,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  let api = startApi()
  // The fault tests kill the API mid-game and start it again on the same data.
  const control = createServer((request, response) => {
    const answer = (status: number) => response.writeHead(status).end()
    if (request.method !== 'POST') return answer(405)
    if (request.url === '/api/kill') {
      api.once('exit', () => answer(204))
      api.kill('SIGKILL')
      return
    }
    if (request.url === '/api/start' || request.url === '/api/start-fresh') {
      const fresh = request.url === '/api/start-fresh'
      api = startApi(fresh ? { OCHE_SEED_DEMO: '0', DATA_DIR: mkdtempSync(join(dataDir, 'fresh-')) } : {})
      waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'The API').then(
        () => answer(204),
        () => answer(500),
      )
      return
    }
    answer(404)
  }).listen(controlPort, '127.0.0.1')
  const web = spawn(process.execPath, [webServer], {
    cwd: join(root, 'hosts/web'),
    env: { ...env, PORT: String(webPort), OCHE_PUBLIC_URL: `http://localhost:${webPort}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    control.close()
    api.kill('SIGTERM')
    try {
      process.kill(-web.pid!, 'SIGTERM')
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'The API')
    await waitFor(`http://127.0.0.1:${webPort}/`, web, 'The web host')
  } catch (error) {
    stop()
    throw error
  }
  project.provide('baseUrl', `http://localhost:${webPort}`)
  project.provide('controlUrl', `http://127.0.0.1:${controlPort}`)
  return stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    controlUrl: string
  }
}
