import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { LocalCluster, type Cluster } from './cluster'
import { Connection } from './connection'
import { createHttpApi } from './http-api'
import { Hub } from './hub'
import { resolveOptions, type RealtimeServerOptions } from './options'
import { ErrorCode, errorFrame } from './protocol'
import { RedisCluster } from './redis-cluster'

export type RealtimeServer = {
  /** The port it listens on (useful with `port: 0`). */
  port: number
  /**
   * Publishes an event to every subscriber of `channel` on every process, as `POST /apps/{id}/events` does.
   * `data` that is not a string is JSON-encoded; `socketId` excludes that connection.
   */
  publish(channel: string, event: string, data: unknown, options?: { socketId?: string }): Promise<void>
  /** Sends 4200 to every socket (their clients reconnect at once, elsewhere), leaves presence, stops listening. */
  close(): Promise<void>
}

const MAX_INBOUND_FRAME_BYTES = 64 * 1024
const SHUTDOWN_GRACE_MS = 1000

/** A Pusher Channels (protocol 7) server with its HTTP API on one port (realtime-protocol.md). */
export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const resolved = resolveOptions(options)
  const cluster: Cluster = resolved.redisUrl
    ? await RedisCluster.connect(resolved.redisUrl, resolved)
    : new LocalCluster()
  const hub = new Hub(resolved, cluster)
  const http = createServer(createHttpApi(hub))
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_INBOUND_FRAME_BYTES, perMessageDeflate: false })
  let closing: Promise<void> | undefined
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // While shutting down, refuse: the client retries and the load balancer sends it to a surviving process.
    if (closing) return void socket.destroy()
    wss.handleUpgrade(request, socket, head, (ws) => accept(hub, ws, request))
  })
  if (cluster instanceof RedisCluster)
    cluster.onConnectionLost(() => {
      // Pub/sub stores nothing: clients must reconnect (elsewhere) and refetch (realtime-protocol.md §8).
      for (const subscriber of hub.subscribers.values())
        if (subscriber instanceof Connection) subscriber.fail(ErrorCode.reconnect, 'Lost the cluster connection')
    })

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(resolved.port, resolved.host, () => resolve())
  })
  const address = http.address()
  const port = typeof address === 'object' && address ? address.port : resolved.port
  resolved.logger.info({ port, redis: Boolean(resolved.redisUrl) }, 'realtime server listening')

  return {
    port,
    publish: (channel, event, data, publishOptions) =>
      hub.publish(channel, event, typeof data === 'string' ? data : JSON.stringify(data), publishOptions?.socketId),
    close: () => (closing ??= shutDown()),
  }

  async function shutDown(): Promise<void> {
    const stopped = new Promise<void>((resolve) => http.close(() => resolve()))
    const connections = [...hub.subscribers.values()].filter((item) => item instanceof Connection)
    for (const connection of connections) connection.fail(ErrorCode.reconnect, 'Server shutting down')
    await Promise.all(connections.map((connection) => connection.detach()))
    await cluster.close()
    // Give clients a moment to answer the close frames, then drop whoever has not.
    const deadline = Date.now() + SHUTDOWN_GRACE_MS
    while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    for (const ws of wss.clients) ws.terminate()
    wss.close()
    http.closeAllConnections()
    await stopped
  }
}

/** The endpoint checks in order: path, key, protocol (realtime-protocol.md §1). */
function accept(hub: Hub, ws: WebSocket, request: IncomingMessage): void {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const key = /^\/app\/([^/]+)$/.exec(url.pathname)?.[1]
  const refusal =
    key === undefined
      ? { code: ErrorCode.pathNotFound, message: 'Path not found' }
      : decodeURIComponent(key) !== hub.options.key
        ? { code: ErrorCode.appNotFound, message: 'Application does not exist' }
        : !url.searchParams.has('protocol')
          ? { code: ErrorCode.noProtocol, message: 'No protocol version supplied' }
          : url.searchParams.get('protocol') !== '7'
            ? { code: ErrorCode.unsupportedProtocol, message: 'Unsupported protocol version' }
            : undefined
  if (refusal) {
    ws.send(errorFrame(refusal.code, refusal.message))
    ws.close(refusal.code, refusal.message)
    return
  }
  const connection = new Connection(hub.newSocketId(), ws, hub)
  hub.subscribers.set(connection.socketId, connection)
  connection.start()
}
