import { WebSocket, type RawData } from 'ws'
import type { Hub, Subscriber } from './hub'
import { channelType, ErrorCode, errorFrame, frame } from './protocol'

/** Close a socket whose unsent frames pile up beyond this (realtime-protocol.md §1, slow consumer). */
const MAX_BUFFERED_BYTES = 1024 * 1024
const MAX_EVENT_NAME_LENGTH = 200
const CLIENT_EVENTS_PER_SECOND = 10

type InboundFrame = { event?: unknown; channel?: unknown; data?: unknown }

/** One WebSocket: handshake, activity timers, and the frames a client may send. */
export class Connection implements Subscriber {
  readonly channels = new Set<string>()
  readonly presence = new Map<string, string>()
  private queue: Promise<void> = Promise.resolve()
  private activityTimer: NodeJS.Timeout | undefined
  private pongTimer: NodeJS.Timeout | undefined
  private readonly clientEventTimes: number[] = []
  private isClosed = false

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly hub: Hub,
  ) {}

  start(): void {
    const { activityTimeoutMs } = this.hub.options
    const established = {
      socket_id: this.socketId,
      activity_timeout: Math.max(1, Math.round(activityTimeoutMs / 1000)),
    }
    this.ws.send(frame('pusher:connection_established', JSON.stringify(established)))
    this.touch()
    this.ws.on('message', (data, isBinary) => this.handleMessage(data, isBinary))
    this.ws.on('close', () => this.detach())
    this.ws.on('error', (error) => this.hub.logger.warn({ err: error, socketId: this.socketId }, 'socket error'))
  }

  send(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.fail(ErrorCode.overCapacity, 'Over capacity: the client does not read fast enough')
      return
    }
    this.ws.send(text)
  }

  /** A fatal error: the `pusher:error` frame, then a close frame with the same code. */
  fail(code: number, message: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return
    this.ws.send(errorFrame(code, message))
    this.ws.close(code, message.slice(0, 123))
  }

  /** Leaves every channel now (presence members go at once) and resolves when that is done. */
  detach(): Promise<void> {
    if (!this.isClosed) {
      this.isClosed = true
      clearTimeout(this.activityTimer)
      clearTimeout(this.pongTimer)
      this.enqueue(() => this.hub.unsubscribeAll(this))
      this.enqueue(async () => {
        this.hub.subscribers.delete(this.socketId)
      })
    }
    return this.queue
  }

  terminate(): void {
    this.ws.terminate()
  }

  /** Any inbound frame is a sign of life. */
  private touch(): void {
    clearTimeout(this.pongTimer)
    this.pongTimer = undefined
    clearTimeout(this.activityTimer)
    this.activityTimer = setTimeout(() => this.ping(), this.hub.options.activityTimeoutMs)
  }

  private ping(): void {
    this.send(frame('pusher:ping', '{}'))
    this.pongTimer = setTimeout(
      () => this.fail(ErrorCode.pongNotReceived, 'Pong reply not received'),
      this.hub.options.pongTimeoutMs,
    )
  }

  /** Subscriptions run one after another per socket, so an unsubscribe never overtakes its subscribe. */
  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.hub.logger.error({ err: error, socketId: this.socketId }, 'realtime task failed')
    })
  }

  private handleMessage(raw: RawData, isBinary: boolean): void {
    if (this.isClosed) return
    this.touch()
    if (isBinary) return
    let message: InboundFrame
    try {
      message = JSON.parse(raw.toString()) as InboundFrame
    } catch {
      return
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string') return
    const { event } = message
    if (event === 'pusher:ping') this.send(frame('pusher:pong', '{}'))
    else if (event === 'pusher:subscribe') this.enqueue(() => this.hub.subscribe(this, message.data))
    else if (event === 'pusher:unsubscribe') {
      const channel = (message.data as { channel?: unknown } | undefined)?.channel
      if (typeof channel === 'string') this.enqueue(() => this.hub.unsubscribe(this, channel))
    } else if (event === 'pusher:signin') this.send(errorFrame(null, 'pusher:signin is not supported'))
    else if (event.startsWith('client-')) this.enqueue(() => this.relayClientEvent(event, message))
  }

  private async relayClientEvent(event: string, message: InboundFrame): Promise<void> {
    const channel = typeof message.channel === 'string' ? message.channel : ''
    const rejection = this.clientEventRejection(event, channel, message.data)
    if (rejection) {
      this.send(errorFrame(rejection.code, rejection.message, channel || undefined))
      return
    }
    const out: Record<string, unknown> = { event, channel, data: message.data }
    // On presence channels the sender's member id travels along; pusher-js hands it to handlers as metadata.
    const userId = this.presence.get(channel)
    if (userId !== undefined) out.user_id = userId
    await this.hub.fanOut({ channel, frame: JSON.stringify(out), except: this.socketId })
  }

  private clientEventRejection(event: string, channel: string, data: unknown) {
    const reject = (message: string) => ({ code: ErrorCode.clientEventRejected, message })
    if (!this.hub.options.clientEvents) return reject('Client events are not enabled for this app')
    const type = channelType(channel)
    if (type !== 'private' && type !== 'presence') return reject('Client events need a private or presence channel')
    if (!this.channels.has(channel)) return { code: ErrorCode.unauthorized, message: 'Not subscribed to this channel' }
    if (event.length > MAX_EVENT_NAME_LENGTH) return reject('Event name too long')
    const size = Buffer.byteLength(typeof data === 'string' ? data : (JSON.stringify(data) ?? ''))
    if (size > this.hub.options.maxEventBytes) return reject('Event data too large')
    const now = Date.now()
    while (this.clientEventTimes.length > 0 && now - (this.clientEventTimes[0] ?? 0) >= 1000)
      this.clientEventTimes.shift()
    if (this.clientEventTimes.length >= CLIENT_EVENTS_PER_SECOND) return reject('Client event rate limit exceeded')
    this.clientEventTimes.push(now)
    return undefined
  }
}
