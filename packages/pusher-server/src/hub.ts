import type { Logger } from 'pino'
import type { Cluster, Envelope } from './cluster'
import type { ResolvedOptions } from './options'
import {
  channelType,
  errorFrame,
  frame,
  isValidChannelName,
  newSocketId,
  presenceData,
  type ChannelType,
  type Member,
} from './protocol'
import { isValidChannelAuth } from './signatures'

/** What the hub needs of a socket. */
export type Subscriber = {
  readonly socketId: string
  readonly channels: Set<string>
  /** Presence channel → this socket's user id. */
  readonly presence: Map<string, string>
  send(frame: string): void
}

const MAX_USER_ID_LENGTH = 128
const MAX_USER_INFO_BYTES = 1024

type SubscribeRequest = { channel?: unknown; auth?: unknown; channel_data?: unknown }

/** One process's sockets per channel, subscriptions with their auth checks, and fan-out through the cluster. */
export class Hub {
  readonly subscribers = new Map<string, Subscriber>()
  private readonly channels = new Map<string, Set<Subscriber>>()
  readonly logger: Logger

  constructor(
    readonly options: ResolvedOptions,
    readonly cluster: Cluster,
  ) {
    this.logger = options.logger
    cluster.onEnvelope((envelope) => this.deliverLocally(envelope))
  }

  newSocketId(): string {
    for (;;) {
      const id = newSocketId()
      if (!this.subscribers.has(id)) return id
    }
  }

  localSubscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0
  }

  deliverLocally({ channel, frame, except }: Envelope): void {
    for (const subscriber of this.channels.get(channel) ?? [])
      if (subscriber.socketId !== except) subscriber.send(frame)
  }

  /** Local sockets first, then the other nodes: resolves once the cluster accepted the envelope. */
  async fanOut(envelope: Envelope): Promise<void> {
    this.deliverLocally(envelope)
    await this.cluster.broadcast(envelope)
  }

  async publish(channel: string, event: string, data: string, except?: string): Promise<void> {
    await this.fanOut({ channel, frame: frame(event, data, channel), except })
  }

  async subscribe(subscriber: Subscriber, data: unknown): Promise<void> {
    const request = parseObject(data) as SubscribeRequest
    const channel = request.channel
    if (!isValidChannelName(channel)) {
      subscriber.send(errorFrame(null, 'Invalid channel name'))
      return
    }
    const type = channelType(channel)
    if (subscriber.channels.has(channel)) {
      // Idempotent: succeed again and count nothing twice.
      await this.sendSucceeded(subscriber, channel, type)
      return
    }
    if (type === 'presence') return this.subscribePresence(subscriber, channel, request)
    if (type !== 'public' && !this.isAuthorised(subscriber, channel, request.auth)) {
      sendSubscriptionError(subscriber, channel, 'AuthError', 'Invalid signature', 401)
      return
    }
    await this.addLocally(subscriber, channel)
    await this.sendSucceeded(subscriber, channel, type)
  }

  async unsubscribe(subscriber: Subscriber, channel: string): Promise<void> {
    if (!subscriber.channels.delete(channel)) return
    const sockets = this.channels.get(channel)
    sockets?.delete(subscriber)
    if (sockets?.size === 0) this.channels.delete(channel)
    await this.cluster.subscribed(channel, -1)
    if (!subscriber.presence.delete(channel)) return
    const left = await this.cluster.leave(channel, subscriber.socketId)
    if (left?.isLast) {
      const removed = frame('pusher_internal:member_removed', JSON.stringify({ user_id: left.userId }), channel)
      await this.fanOut({ channel, frame: removed })
    }
  }

  async unsubscribeAll(subscriber: Subscriber): Promise<void> {
    for (const channel of [...subscriber.channels]) await this.unsubscribe(subscriber, channel)
  }

  private async subscribePresence(subscriber: Subscriber, channel: string, request: SubscribeRequest): Promise<void> {
    const channelData = request.channel_data
    if (typeof channelData !== 'string' || !this.isAuthorised(subscriber, channel, request.auth, channelData)) {
      sendSubscriptionError(subscriber, channel, 'AuthError', 'Invalid signature', 401)
      return
    }
    const member = parseMember(channelData)
    if (member === 'invalid') {
      sendSubscriptionError(subscriber, channel, 'AuthError', 'channel_data needs a user_id', 400)
      return
    }
    if (typeof member === 'string') {
      sendSubscriptionError(subscriber, channel, 'LimitReached', member, 4100)
      return
    }
    const members = await this.cluster.members(channel)
    const isKnown = members.some((known) => known.user_id === member.user_id)
    if (!isKnown && members.length >= this.options.maxPresenceMembers) {
      sendSubscriptionError(subscriber, channel, 'LimitReached', 'The presence channel is full', 4100)
      return
    }
    const joined = await this.cluster.join(channel, subscriber.socketId, member)
    subscriber.presence.set(channel, member.user_id)
    await this.addLocally(subscriber, channel)
    if (joined.isFirst) {
      const added = frame('pusher_internal:member_added', JSON.stringify(member), channel)
      await this.fanOut({ channel, frame: added, except: subscriber.socketId })
    }
    const succeeded = JSON.stringify(presenceData(joined.members))
    subscriber.send(frame('pusher_internal:subscription_succeeded', succeeded, channel))
  }

  private async addLocally(subscriber: Subscriber, channel: string): Promise<void> {
    subscriber.channels.add(channel)
    let sockets = this.channels.get(channel)
    if (!sockets) this.channels.set(channel, (sockets = new Set()))
    sockets.add(subscriber)
    await this.cluster.subscribed(channel, 1)
  }

  private async sendSucceeded(subscriber: Subscriber, channel: string, type: ChannelType): Promise<void> {
    const data = type === 'presence' ? JSON.stringify(presenceData(await this.cluster.members(channel))) : '{}'
    subscriber.send(frame('pusher_internal:subscription_succeeded', data, channel))
  }

  private isAuthorised(subscriber: Subscriber, channel: string, auth: unknown, channelData?: string): boolean {
    const { key, secret } = this.options
    return isValidChannelAuth(auth, { key, secret, socketId: subscriber.socketId, channel, channelData })
  }
}

/** Client→server `data` may arrive as an object or as a JSON string (realtime-protocol.md §1). */
export function parseObject(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      return parseObject(JSON.parse(data))
    } catch {
      return {}
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

function parseMember(channelData: string): Member | 'invalid' | 'User id too long' | 'User info too large' {
  const parsed = parseObject(channelData)
  const userId = typeof parsed.user_id === 'number' ? String(parsed.user_id) : parsed.user_id
  if (typeof userId !== 'string' || userId === '') return 'invalid'
  if (userId.length > MAX_USER_ID_LENGTH) return 'User id too long'
  if (parsed.user_info === undefined) return { user_id: userId }
  if (Buffer.byteLength(JSON.stringify(parsed.user_info)) > MAX_USER_INFO_BYTES) return 'User info too large'
  return { user_id: userId, user_info: parsed.user_info }
}

/** Soketi's form: pusher-js hands it to the channel's bindings like its own auth failures (realtime-protocol.md §3). */
function sendSubscriptionError(subscriber: Subscriber, channel: string, type: string, error: string, status: number) {
  subscriber.send(frame('pusher:subscription_error', JSON.stringify({ type, error, status }), channel))
}
