/**
 * The embedded Pusher-protocol server against a bare `ws` broadcast, with 1,000 and 5,000 subscribers on one channel.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/server/bench/realtime.bench.ts [--triggers 20] [--no-write]
 *
 * Each server runs alone in a child process (with --expose-gc), so its memory is measured without the clients.
 * The clients are plain `ws` sockets in this process speaking the Pusher protocol: they wait for
 * `pusher:connection_established`, send `pusher:subscribe` for one public channel and wait for
 * `pusher_internal:subscription_succeeded`. The Oche child publishes through `createPublisher(config, server)`, the
 * path the API uses in embedded mode; the bare child writes the same frame (same bytes) to every socket of a bare
 * `WebSocketServer`. The payload carries the wall-clock time (`performance.timeOrigin + performance.now()`) taken in
 * the child just before publishing; a client's latency is its arrival time minus that. The result replaces the
 * section between the realtime markers in docs/benchmarks.md.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type WebSocket, WebSocketServer } from 'ws'
import { writeBenchmarkSection } from './benchmarks-doc'
import {
  connectInBatches,
  openFileLimit,
  openPusherSocket,
  openSocket,
  option,
  SPARE_FILES,
  wallClock,
  type PusherFrame,
} from './pusher-clients'

type ServerKind = 'bare' | 'oche'
type ToChild = { type: 'start'; kind: ServerKind } | { type: 'memory' } | { type: 'trigger'; seq: number } | 'stop'
type FromChild = { type: 'ready'; port: number } | { type: 'memory'; rss: number; heapUsed: number }
type Memory = { rss: number; heapUsed: number }
type Measurement = {
  kind: ServerKind
  clients: number
  connectMs: number
  p50: number
  p99: number
  max: number
  deliveries: number
  missed: number
  rssPerConnection: number
  heapPerConnection: number
}

const APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' }
const CHANNEL = 'match-42'
const EVENT = 'visit.scored'
const WARM_UP_TRIGGERS = 3
const TRIGGER_GAP_MS = 50
const DELIVERY_TIMEOUT_MS = 5000

/** A visit as the live view receives it; `sentAt` is filled in per trigger. */
function payload(seq: number): string {
  return JSON.stringify({
    version: seq,
    matchId: '42',
    visit: { player: 1, darts: ['T20', 'T20', 'S20'], total: 140, remaining: 221, checkout: null },
    thrower: 2,
    sentAt: wallClock(),
  })
}

// ---------------------------------------------------------------------------------------------------------
// The child: one server.

async function serveOne(kind: ServerKind): Promise<{ port: number; trigger: (seq: number) => Promise<void> }> {
  if (kind === 'bare') {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false })
    await new Promise<void>((resolve) => wss.once('listening', resolve))
    const address = wss.address()
    return {
      port: typeof address === 'object' && address ? address.port : 0,
      trigger: async (seq) => {
        // The same bytes the Pusher server writes: one serialised frame, sent to every socket.
        const frame = JSON.stringify({ event: EVENT, channel: CHANNEL, data: payload(seq) })
        for (const ws of wss.clients) ws.send(frame)
      },
    }
  }
  const { startRealtimeServer, createPublisher } = await import('../src/realtime/index')
  const server = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0 })
  const client = { key: APP.key, cluster: 'oche', host: '127.0.0.1', port: server.port, tls: false }
  const publisher = createPublisher(
    { mode: 'embedded', ...APP, host: '127.0.0.1', port: server.port, redisUrl: undefined, client },
    server,
  )
  return { port: server.port, trigger: (seq) => publisher.publish(CHANNEL, EVENT, payload(seq)) }
}

function memoryAfterGc(): Memory {
  for (let i = 0; i < 3; i += 1) globalThis.gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}

// ---------------------------------------------------------------------------------------------------------
// The parent: clients and report.

type Child = { process: ChildProcess; port: number; request: (message: ToChild) => Promise<FromChild> }

function startChild(kind: ServerKind): Promise<Child> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: 'inherit',
  })
  const request = (message: ToChild) =>
    new Promise<FromChild>((resolve) => {
      child.once('message', resolve)
      child.send(message)
    })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)))
    void request({ type: 'start', kind }).then((ready) =>
      resolve({ process: child, port: ready.type === 'ready' ? ready.port : 0, request }),
    )
  })
}

async function stopChild(child: Child): Promise<void> {
  child.process.removeAllListeners('exit')
  const exited = new Promise((resolve) => child.process.once('exit', resolve))
  child.process.send('stop')
  await exited
}

type Client = { ws: WebSocket; arrivals: Map<number, number> }

/** Opens one socket; for the Pusher server it also subscribes and waits for the confirmation. */
async function connect(kind: ServerKind, port: number): Promise<Client> {
  const arrivals = new Map<number, number>()
  const onFrame = (frame: PusherFrame, arrived: number) => {
    if (frame.event !== EVENT) return
    const event = JSON.parse(frame.data) as { version: number; sentAt: number }
    arrivals.set(event.version, arrived - event.sentAt)
  }
  if (kind === 'oche') {
    const socket = await openPusherSocket(port, APP.key, onFrame)
    await socket.subscribe(CHANNEL)
    return { ws: socket.ws, arrivals }
  }
  const ws = await openSocket(`ws://127.0.0.1:${port}/`)
  ws.on('message', (data) => {
    const arrived = wallClock()
    onFrame(JSON.parse(data.toString()) as PusherFrame, arrived)
  })
  return { ws, arrivals }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function triggerAndWait(child: Child, clients: Client[], seq: number): Promise<void> {
  child.process.send({ type: 'trigger', seq } satisfies ToChild)
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS
  while (Date.now() < deadline && clients.some((client) => !client.arrivals.has(seq))) await sleep(2)
  await sleep(TRIGGER_GAP_MS)
}

async function measure(kind: ServerKind, count: number, triggers: number): Promise<Measurement> {
  process.stdout.write(`${kind}, ${count} clients: `)
  const child = await startChild(kind)
  const before = (await child.request({ type: 'memory' })) as Memory
  const connectStarted = performance.now()
  const clients = await connectInBatches(count, () => connect(kind, child.port))
  const connectMs = performance.now() - connectStarted
  await sleep(200)
  const after = (await child.request({ type: 'memory' })) as Memory
  process.stdout.write(`connected in ${(connectMs / 1000).toFixed(1)} s… `)

  for (let seq = 1; seq <= WARM_UP_TRIGGERS; seq += 1) await triggerAndWait(child, clients, -seq)
  for (let seq = 1; seq <= triggers; seq += 1) await triggerAndWait(child, clients, seq)

  const latencies: number[] = []
  let missed = 0
  for (const client of clients)
    for (let seq = 1; seq <= triggers; seq += 1) {
      const latency = client.arrivals.get(seq)
      if (latency === undefined) missed += 1
      else latencies.push(latency)
    }
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN

  // The server closes first, so the TIME_WAIT sockets stay on its side.
  await stopChild(child)
  for (const client of clients) client.ws.terminate()
  const result: Measurement = {
    kind,
    clients: count,
    connectMs,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    deliveries: latencies.length,
    missed,
    rssPerConnection: (after.rss - before.rss) / count,
    heapPerConnection: (after.heapUsed - before.heapUsed) / count,
  }
  console.log(
    `p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, ` +
      `${(result.rssPerConnection / 1024).toFixed(1)} KiB RSS per connection, ${missed} missed`,
  )
  return result
}

function table(results: Measurement[]): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  const rows: string[] = []
  for (const count of [...new Set(results.map((m) => m.clients))]) {
    const bare = results.find((m) => m.clients === count && m.kind === 'bare')
    const oche = results.find((m) => m.clients === count && m.kind === 'oche')
    if (!bare || !oche) continue
    for (const m of [bare, oche])
      rows.push(
        [
          count.toLocaleString('en'),
          m.kind === 'bare' ? 'bare `ws` broadcast' : 'Oche embedded server',
          m.p50.toFixed(2),
          m.p99.toFixed(2),
          m.max.toFixed(2),
          `${m.deliveries.toLocaleString('en')} / ${m.missed}`,
          kib(m.rssPerConnection),
          kib(m.heapPerConnection),
          `${(m.connectMs / 1000).toFixed(1)} s`,
          m === bare ? '1.0 ×' : `${(oche.p50 / bare.p50).toFixed(1)} ×`,
          m === bare ? '1.0 ×' : `${(oche.p99 / bare.p99).toFixed(1)} ×`,
          m === bare ? '1.0 ×' : `${(oche.rssPerConnection / bare.rssPerConnection).toFixed(1)} ×`,
        ].join(' | '),
      )
  }
  return [
    '| subscribers | server | p50 ms | p99 ms | max ms | delivered / missed | RSS per connection | heap per connection ' +
      '| connect + subscribe all | p50 vs bare | p99 vs bare | RSS vs bare |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n')
}

async function main(): Promise<void> {
  const triggers = option('triggers', 20)
  const limit = openFileLimit()
  const largest = Math.min(5000, Math.floor((limit - SPARE_FILES) / 100) * 100)
  const limitNote =
    largest < 5000
      ? `The open-file limit (\`ulimit -n\`) is ${limit}: the larger run has ${largest} subscribers instead of 5,000.`
      : `The open-file limit (\`ulimit -n\`) was ${limit === Infinity ? 'unlimited' : limit.toLocaleString('en')}.`
  if (largest < 5000) console.log(limitNote)

  const started = performance.now()
  const results: Measurement[] = []
  for (const count of [1000, largest])
    for (const kind of ['bare', 'oche'] as const) results.push(await measure(kind, count, triggers))
  const seconds = (performance.now() - started) / 1000

  const cpu = cpus()
  const [load1] = loadavg()
  const section = [
    '## Realtime: trigger to delivery on one channel against a bare `ws` broadcast',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} ` +
      `(${cpu.length} cores), Node ${process.version}, whole run ${seconds.toFixed(0)} s, 1-minute load average ` +
      `${load1?.toFixed(1) ?? '?'} when it ended. ${limitNote} Each server is its own child process; all ` +
      'subscribers are plain `ws` sockets in one client process on the same machine (loopback). Oche subscribers ' +
      'complete the Pusher handshake and `pusher:subscribe` to one public channel; the event is published ' +
      'through `createPublisher(config, server)`, as the API does in embedded mode. The floor is a bare `ws` ' +
      `\`WebSocketServer\` writing the same frame bytes to every socket. ${triggers} triggers per row after ` +
      `${WARM_UP_TRIGGERS} warm-up triggers, each once every socket got the previous one; latency is from just ` +
      "before the server's publish call to the client's `message` handler, so it includes the client process " +
      'working through thousands of sockets in turn (the same for both servers). Memory per connection is the ' +
      "server process's RSS and V8 heap growth (after a forced GC) from no sockets to all sockets subscribed, " +
      'divided by their number.',
    '',
    table(results),
    '',
    'Run it again with `pnpm exec tsx --conditions=@oche/source packages/server/bench/realtime.bench.ts`' +
      ' (`--triggers`, `--no-write`).',
  ].join('\n')
  console.log(`\n${table(results)}\n`)
  if (!process.argv.includes('--no-write')) {
    const file = writeBenchmarkSection('realtime', section)
    console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
  }
}

// ---------------------------------------------------------------------------------------------------------
// Entry: last, so every declaration above is initialised.

if (process.argv.includes('--serve')) {
  let trigger: ((seq: number) => Promise<void>) | undefined
  // Never outlive the parent.
  process.on('disconnect', () => process.exit(0))
  process.on('message', (message: ToChild) => {
    if (message === 'stop') process.exit(0)
    else if (message.type === 'memory') process.send?.({ type: 'memory', ...memoryAfterGc() } satisfies FromChild)
    else if (message.type === 'trigger') void trigger?.(message.seq)
    else
      serveOne(message.kind).then(
        (server) => {
          trigger = server.trigger
          process.send?.({ type: 'ready', port: server.port } satisfies FromChild)
        },
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
  })
} else {
  await main()
}
