/**
 * What the realtime benchmarks share (realtime.bench.ts, soak.bench.ts): their options, the open-file limit that
 * bounds how many sockets one process may open, and thousands of plain `ws` sockets speaking the Pusher protocol
 * as pusher-js does: wait for `pusher:connection_established`, `pusher:subscribe` to a public channel, wait for
 * `pusher_internal:subscription_succeeded`.
 */
import { readFileSync } from 'node:fs'
import { WebSocket } from 'ws'

/** File descriptors besides the sockets (tsx, node, stdio). */
export const SPARE_FILES = 200
const CONNECT_TIMEOUT_MS = 30_000
const SUBSCRIBE_TIMEOUT_MS = 30_000
const CONNECT_CONCURRENCY = 250

/** `--name value` from the command line, a positive number, or `fallback`. */
export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

/** This process's soft open-file limit (`ulimit -n`), Infinity when unlimited or unknown. */
export function openFileLimit(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8')
    const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1]
    return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft)
  } catch {
    return Infinity
  }
}

/** A frame as the server sends it: `data` is a string (realtime-protocol.md §1). */
export type PusherFrame = { event: string; channel?: string; data: string }

/** The wall-clock time now, in milliseconds, with sub-millisecond precision (comparable across processes). */
export const wallClock = () => performance.timeOrigin + performance.now()

/** A plain `ws` socket, waiting until it is open, or failing after 30 s. */
export function openSocket(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { perMessageDeflate: false })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a client did not connect in time')), CONNECT_TIMEOUT_MS)
    ws.once('error', reject)
    ws.once('open', () => {
      clearTimeout(timer)
      resolve(ws)
    })
  })
}

export type PusherSocket = {
  ws: WebSocket
  /** Subscribes to a public channel; settles on `subscription_succeeded` (again on the same socket: at once). */
  subscribe: (channel: string) => Promise<void>
  unsubscribe: (channel: string) => void
}

/**
 * One socket to a Pusher-protocol server at `ws://127.0.0.1:{port}/app/{key}`, ready once the handshake came.
 * It answers the server's pings. `onFrame` hears every other frame with its arrival time (`wallClock()`).
 */
export function openPusherSocket(
  port: number,
  key: string,
  onFrame: (frame: PusherFrame, arrived: number) => void,
): Promise<PusherSocket> {
  const url = `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1`
  const ws = new WebSocket(url, { perMessageDeflate: false })
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>()
  const socket: PusherSocket = {
    ws,
    subscribe: (channel) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no subscription to ${channel} in time`)), SUBSCRIBE_TIMEOUT_MS)
        pending.set(channel, {
          resolve: () => {
            clearTimeout(timer)
            resolve()
          },
          reject,
        })
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }))
      }),
    unsubscribe: (channel) => ws.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel } })),
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a client did not connect in time')), CONNECT_TIMEOUT_MS)
    ws.on('error', reject)
    ws.on('message', (data) => {
      const arrived = wallClock()
      const frame = JSON.parse(data.toString()) as PusherFrame
      if (frame.event === 'pusher:connection_established') {
        clearTimeout(timer)
        resolve(socket)
      } else if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel) {
        pending.get(frame.channel)?.resolve()
        pending.delete(frame.channel)
      } else if (frame.event === 'pusher:ping') {
        // As pusher-js: a socket that only listens answers the server's ping, or is closed 30 s later (4201).
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }))
      } else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
        const error = new Error(`${frame.event} ${JSON.stringify(frame.data)}`)
        reject(error)
        for (const waiting of pending.values()) waiting.reject(error)
        pending.clear()
      } else onFrame(frame, arrived)
    })
  })
}

/** `count` clients made by `make(index)`, at most 250 connecting at once. */
export async function connectInBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const clients: T[] = []
  for (let start = 0; start < count; start += CONNECT_CONCURRENCY) {
    const batch = Math.min(CONNECT_CONCURRENCY, count - start)
    clients.push(...(await Promise.all(Array.from({ length: batch }, (_, i) => make(start + i)))))
  }
  return clients
}
