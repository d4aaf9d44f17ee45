import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Issue 24, "done when": the platform in venue mode, called from a second network namespace (a phone on the pub's
// Wi-Fi) over a veth pair this test makes and removes. Traffic goes only to loopback and to the pair's addresses.
// Needs root (ip netns), as `npm test` on the project's machines has.

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '..')
const ports = { web: 3270, api: 3271, realtime: 3272 }
const suffix = String(process.pid % 100_000)
const namespace = `oche-venue-${suffix}`
const hostSide = `ochv${suffix}h`
const phoneSide = `ochv${suffix}p`
const laptop = '10.213.0.1'
const phone = '10.213.0.2'
const fromPhone = `http://${laptop}:${ports.web}`
const fromLaptop = `http://127.0.0.1:${ports.web}`

async function ip(...args: string[]) {
  await run('ip', args)
}

async function removeNetwork() {
  // Deleting one end of a veth pair deletes both; each may be gone already after a failed start.
  await ip('link', 'del', hostSide).catch(() => undefined)
  await ip('netns', 'del', namespace).catch(() => undefined)
}

async function makeNetwork() {
  await removeNetwork()
  await ip('netns', 'add', namespace)
  await ip('link', 'add', hostSide, 'type', 'veth', 'peer', 'name', phoneSide)
  await ip('link', 'set', phoneSide, 'netns', namespace)
  await ip('addr', 'add', `${laptop}/24`, 'dev', hostSide)
  await ip('link', 'set', hostSide, 'up')
  await ip('netns', 'exec', namespace, 'ip', 'addr', 'add', `${phone}/24`, 'dev', phoneSide)
  await ip('netns', 'exec', namespace, 'ip', 'link', 'set', phoneSide, 'up')
  await ip('netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up')
}

type Answer = { status: number; body: string }
type Call = { method?: string; path: string; body?: unknown }

/** Runs fetch inside the namespace, i.e. from the phone; errors come back as `{ status: 0, body: message }`. */
async function phoneCalls(calls: Call[]): Promise<Answer[]> {
  const script = `
    const calls = ${JSON.stringify(calls)}
    const answers = []
    for (const call of calls) {
      try {
        const response = await fetch(${JSON.stringify(fromPhone)} + call.path, {
          method: call.method ?? 'GET',
          headers: call.body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(10000),
        })
        answers.push({ status: response.status, body: await response.text() })
      } catch (error) {
        answers.push({ status: 0, body: String(error.cause?.code ?? error.message) })
      }
    }
    console.log(JSON.stringify(answers))`
  return JSON.parse(await onPhone(script)) as Answer[]
}

/** Runs a Node module script on the phone (inside its network namespace); answers what it printed. */
async function onPhone(script: string): Promise<string> {
  const { stdout } = await run(
    'ip',
    ['netns', 'exec', namespace, process.execPath, '--input-type=module', '-e', script],
    // A whole page printed as JSON is over execFile's 1 MB default.
    { maxBuffer: 32 * 1024 * 1024 },
  )
  return stdout
}

/** Whether a TCP connection from the phone to a port of the laptop opens. */
async function phoneCanConnect(port: number): Promise<string> {
  const script = `
    const socket = (await import('node:net')).connect({ host: ${JSON.stringify(laptop)}, port: ${port}, timeout: 5000 })
    socket.on('connect', () => { console.log('open'); socket.destroy() })
    socket.on('timeout', () => { console.log('timeout'); socket.destroy() })
    socket.on('error', (error) => console.log(error.code))`
  return (await onPhone(script)).trim()
}

async function laptopCall({ method = 'GET', path, body }: Call): Promise<Answer> {
  const response = await fetch(`${fromLaptop}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.text() }
}

let platform: ChildProcess | undefined
let output = ''
let dataDir = ''

async function startVenuePlatform() {
  dataDir = mkdtempSync(join(tmpdir(), 'oche-venue-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(ports.web),
    OCHE_API_PORT: String(ports.api),
    REALTIME_PORT: String(ports.realtime),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }
  // As `npm start` runs it: no NODE_ENV of the test runner's, no test settings of the other e2e platform.
  for (const name of ['NODE_ENV', 'OCHE_ENABLE_TEST_LOGIN', 'HOST', 'OCHE_VENUE', 'OCHE_PUBLIC_URL']) delete env[name]
  platform = spawn(process.execPath, [join(root, 'scripts/platform.mjs'), 'start', '--venue'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // platform.mjs prints the venue banner once the web host and the API answer.
  const child = platform
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the platform did not start in venue mode:\n${output}`)), 90_000)
    const onOutput = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Venue mode:') && output.includes('answer this laptop only')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', onOutput)
    child.once('exit', () => {
      clearTimeout(timer)
      reject(new Error(`the platform stopped:\n${output}`))
    })
  })
}

async function stopPlatform() {
  const child = platform
  if (!child || child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

beforeAll(async () => {
  try {
    await makeNetwork()
    await startVenuePlatform()
  } catch (error) {
    await stopPlatform()
    await removeNetwork()
    throw error
  }
}, 150_000)

afterAll(async () => {
  await stopPlatform()
  await removeNetwork()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}, 30_000)

const organiser = { name: 'Venue Organiser', email: 'venue-organiser@example.org', password: 'a-real-password-24' }

describe('venue mode on a hostile network', () => {
  it("prints the laptop's address on the network with a QR code", () => {
    expect(output).toContain(`http://${laptop}:${ports.web}`)
    expect(output).toMatch(/Scan to open http:\/\/[\d.]+:\d+/)
    expect(output).toMatch(/[▀▄█]{3}/)
  })

  it('serves pages and the realtime socket to the phone, but never the API port', async () => {
    const [page] = await phoneCalls([{ path: '/privacy-policy' }])
    expect(page?.status).toBe(200)
    expect(page?.body).toContain('<html')
    expect(await phoneCanConnect(ports.realtime)).toBe('open')
    expect(await phoneCanConnect(ports.api)).toBe('ECONNREFUSED')
  })

  it('keeps the test login, the development outbox and the demo accounts to the laptop', async () => {
    const [testLogin, outbox, demo] = await phoneCalls([
      { method: 'POST', path: '/api/test-login', body: { email: 'organiser@oche.test' } },
      { path: '/api/dev/outbox' },
      { method: 'POST', path: '/api/login', body: { email: 'admin@oche.test', password: 'oche-admin' } },
    ])
    expect(testLogin?.status).toBe(404)
    expect(outbox?.status).toBe(404)
    expect(demo?.status).toBeGreaterThanOrEqual(400)
    expect(demo?.status).toBeLessThan(500)
    expect((JSON.parse(demo?.body ?? '{}') as { message?: string }).message).toMatch(/demo account/i)
    expect(demo?.body).not.toContain('"token"')
  })

  it('signs a real organiser in from the phone', async () => {
    const registered = await laptopCall({ method: 'POST', path: '/api/register', body: organiser })
    expect(registered.status).toBeLessThan(300)
    const [login] = await phoneCalls([
      { method: 'POST', path: '/api/login', body: { email: organiser.email, password: organiser.password } },
    ])
    expect(login?.status).toBe(200)
    expect(JSON.parse(login?.body ?? '{}')).toHaveProperty('token')
  })

  it('answers the laptop itself as before', async () => {
    const testLogin = await laptopCall({
      method: 'POST',
      path: '/api/test-login',
      body: { email: 'organiser@oche.test' },
    })
    expect(testLogin.status).toBe(200)
    expect((await laptopCall({ path: '/api/dev/outbox' })).status).toBe(200)
    const demo = await laptopCall({
      method: 'POST',
      path: '/api/login',
      body: { email: 'admin@oche.test', password: 'oche-admin' },
    })
    expect(demo.status).toBe(200)
    expect(JSON.parse(demo.body)).toHaveProperty('token')
  })
})
