// Runs the whole platform on one machine: the API server (with the realtime
// server and the embedded database) and the web host in front of it at :3000,
// which streams /api to the API. Ctrl-C stops every process started here.
//
// Everything listens on 127.0.0.1 only. Venue mode (`--venue` or OCHE_VENUE=1) opens the web host and the
// realtime server to the network, prints the laptop's address with a QR code, and keeps the API on loopback.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isVenueMode, lanAddresses, venueBanner } from './venue.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const mode = args[0] === 'dev' ? 'dev' : 'start'
const venue = isVenueMode(args)
const webPort = process.env.PORT ?? '3000'
const apiPort = process.env.OCHE_API_PORT ?? '3001'
const everywhere = '0.0.0.0'
const loopback = '127.0.0.1'
const env = {
  ...process.env,
  OCHE_API_PORT: apiPort,
  NEXT_TELEMETRY_DISABLED: '1',
  // A fresh secret per start: the web host proves with it that the client address it forwards is true.
  OCHE_PROXY_SECRET: randomBytes(32).toString('hex'),
}
const addresses = venue ? lanAddresses() : []
// Links in e-mails (password reset) must open on the phones at the venue, not on localhost.
if (venue && !env.OCHE_PUBLIC_URL && addresses[0]) env.OCHE_PUBLIC_URL = `http://${addresses[0]}:${webPort}`
// The app's own address, for links from a league's site (its own domain) back to the app.
if (!env.OCHE_PUBLIC_URL) env.OCHE_PUBLIC_URL = `http://localhost:${webPort}`

const processes = [
  {
    name: 'api',
    command: mode === 'dev' ? 'pnpm' : process.execPath,
    args:
      mode === 'dev'
        ? ['exec', 'tsx', 'watch', '--conditions=@oche/source', 'packages/server/src/main.ts']
        : [join(root, 'packages/server/dist/main.js')],
    // The API answers this machine only, always; the realtime server is where venue devices connect.
    env: { ...env, PORT: apiPort, HOST: loopback, REALTIME_HOST: venue ? everywhere : loopback },
  },
  {
    name: 'web',
    command: process.execPath,
    args:
      mode === 'dev'
        ? ['--import', 'tsx', join(root, 'hosts/web/src/server/main.ts'), '--dev']
        : [join(root, 'hosts/web/dist/server.mjs')],
    cwd: join(root, 'hosts/web'),
    env: {
      ...env,
      NODE_ENV: mode === 'dev' ? 'development' : 'production',
      PORT: webPort,
      HOST: venue ? everywhere : loopback,
    },
  },
]

const children = processes.map(({ name, command, args, cwd = root, env: childEnv }) => {
  const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const prefix = `\x1b[35m[${name}]\x1b[0m `
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(prefix + line + '\n')
    })
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the platform`)
      stop(code ?? 1)
    }
  })
  return child
})

// A league's public site is the same web host under the league's own domain (docs/deploy.md, "A league's own
// domain"); the demo league has `league.localhost`, which browsers resolve to this machine by themselves.
const demoLeague =
  env.OCHE_SEED_DEMO === '0' ? '' : `\n  The demo league's own site: http://league.localhost:${webPort}`
console.log(
  `\n  Oche is starting at http://localhost:${webPort} (API: http://localhost:${webPort}/api/health)${demoLeague}\n`,
)

/** Once the web host answers, the addresses (and a QR code) for the tablets and phones at the venue. */
async function announceVenue() {
  const deadline = Date.now() + 5 * 60_000
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(`http://${loopback}:${webPort}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (response.ok) {
        process.stdout.write(await venueBanner(webPort, addresses))
        return
      }
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
}

let stopping = false
function stop(exitCode = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    process.exit(exitCode)
  }, 8000)
  deadline.unref()
  Promise.all(
    children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
  ).then(() => process.exit(exitCode))
}

if (venue) announceVenue()

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
