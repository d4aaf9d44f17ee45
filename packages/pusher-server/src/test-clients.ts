import PusherServer from 'pusher'
import Pusher, { type Channel } from 'pusher-js'
import { WebSocket } from 'ws'

export const APP = { appId: '1', key: 'test-key', secret: 'test-secret' }

/** The official server SDK, pointed at a local server. */
export function sdkFor(port: number): PusherServer {
  return new PusherServer({ ...APP, host: '127.0.0.1', port: String(port), useTLS: false })
}

/**
 * The stock browser client; private and presence channels are signed as `/broadcasting/auth` would sign them
 * (for `signAs`, when given, instead of the client's own socket id).
 */
export function clientFor(
  port: number,
  member?: { user_id: string; user_info?: Record<string, unknown> },
  signAs?: string,
): Pusher {
  const signer = sdkFor(port)
  return new Pusher(APP.key, {
    cluster: 'oche',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const id = signAs ?? socketId
        callback(
          null,
          member ? signer.authorizeChannel(id, channelName, member) : signer.authorizeChannel(id, channelName),
        )
      },
    },
  })
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (client.connection.state === 'connected') resolve(client.connection.socket_id)
    else client.connection.bind('connected', () => resolve(client.connection.socket_id))
  })
}

/**
 * Resolves with the data of the next `event` on the channel, or rejects after `ms` naming what did not come. The bound
 * only turns a lost event into a clear failure before the test's own timeout; how fast events arrive is the realtime
 * benchmark's to say (docs/benchmarks.md), not a test's: a busy machine delivers later.
 */
export function next<T = unknown>(channel: Channel, event: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel.name} within ${ms} ms`)), ms)
    const handler = (data: T) => {
      clearTimeout(timer)
      channel.unbind(event, handler)
      resolve(data)
    }
    channel.bind(event, handler)
  })
}

/** Collects every `event` on the channel. */
export function collect<T = unknown>(channel: Channel, event: string): T[] {
  const seen: T[] = []
  channel.bind(event, (data: T) => seen.push(data))
  return seen
}

export type RawFrame = { event: string; channel?: string; data?: unknown }

/** A bare protocol client: every frame it receives, and the close code. */
export function rawClient(url: string) {
  const ws = new WebSocket(url)
  const frames: RawFrame[] = []
  const waiters: Array<() => void> = []
  let closeCode: number | undefined
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as RawFrame)
    for (const wake of waiters.splice(0)) wake()
  })
  ws.on('close', (code) => {
    closeCode = code
    for (const wake of waiters.splice(0)) wake()
  })
  const until = async (isDone: () => boolean, ms = 2000) => {
    const deadline = Date.now() + ms
    while (!isDone()) {
      if (Date.now() > deadline) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }
  return {
    ws,
    frames,
    closeCode: () => closeCode,
    send: (frame: RawFrame) => ws.send(JSON.stringify(frame)),
    frame: async (event: string, ms?: number) => {
      await until(() => frames.some((frame) => frame.event === event), ms)
      return frames.find((frame) => frame.event === event) as RawFrame
    },
    closed: async (ms?: number) => {
      await until(() => closeCode !== undefined, ms)
      return closeCode
    },
  }
}
