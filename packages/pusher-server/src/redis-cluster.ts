import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Cluster, Envelope, JoinResult, LeaveResult } from './cluster'
import type { RedisTimers } from './options'
import { uniqueMembers, type Member } from './protocol'

// Adds the socket and returns the entries it found, atomically: the caller sees whether the user was already there.
const JOIN = `
local before = redis.call('HVALS', KEYS[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
return before`

// Removes the socket and returns its entry and the entries left, atomically: the caller sees whether it was the user's last.
const LEAVE = `
local value = redis.call('HGET', KEYS[1], ARGV[1])
if not value then return false end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('SREM', KEYS[2], ARGV[2])
return {value, redis.call('HVALS', KEYS[1])}`

const COUNT = `
local count = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if count <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('SREM', KEYS[2], ARGV[3])
else
  redis.call('SADD', KEYS[2], ARGV[3])
end
return count`

type Entry = Member & { node: string; at: number }

/**
 * Channels and presence shared by every process of one app through Redis (realtime-protocol.md §8): one pub/sub
 * channel per app for fan-out, a hash per presence channel (field: socket id), per-node subscription counts, and a
 * liveness key per node so that the entries of a crashed process are swept away.
 */
export class RedisCluster implements Cluster {
  private readonly nodeId = randomUUID()
  private handler: (envelope: Envelope) => void = () => {}
  private lostHandler: () => void = () => {}
  private readonly timers: NodeJS.Timeout[] = []
  private isClosing = false
  private joinSequence = 0

  private constructor(
    private readonly commands: Redis,
    private readonly subscriber: Redis,
    private readonly appId: string,
    private readonly settings: RedisTimers,
    private readonly logger: Logger,
  ) {}

  static async connect(
    url: string,
    options: { appId: string; redisTimers: RedisTimers; logger: Logger },
  ): Promise<RedisCluster> {
    const commands = new Redis(url, { lazyConnect: true })
    const subscriber = new Redis(url, { lazyConnect: true })
    const cluster = new RedisCluster(commands, subscriber, options.appId, options.redisTimers, options.logger)
    await cluster.start()
    return cluster
  }

  onEnvelope(handler: (envelope: Envelope) => void): void {
    this.handler = handler
  }

  /** Called when the fan-out connection drops: this node can no longer promise delivery. */
  onConnectionLost(handler: () => void): void {
    this.lostHandler = handler
  }

  async broadcast(envelope: Envelope): Promise<void> {
    await this.commands.publish(this.eventsKey, JSON.stringify({ origin: this.nodeId, ...envelope }))
  }

  async subscribed(channel: string, delta: 1 | -1): Promise<void> {
    await this.commands.eval(
      COUNT,
      2,
      this.subsKey(channel),
      this.nodeSubsKey(this.nodeId),
      this.nodeId,
      delta,
      channel,
    )
  }

  async subscriptionCount(channel: string): Promise<number> {
    const counts = await this.commands.hvals(this.subsKey(channel))
    return counts.reduce((sum, count) => sum + Number(count), 0)
  }

  async occupiedChannels(): Promise<Map<string, number>> {
    const prefix = this.subsKey('')
    const channels = new Map<string, number>()
    let cursor = '0'
    do {
      const [next, keys] = await this.commands.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      cursor = next
      for (const key of keys) {
        const channel = key.slice(prefix.length)
        const count = await this.subscriptionCount(channel)
        if (count > 0) channels.set(channel, count)
      }
    } while (cursor !== '0')
    return channels
  }

  async join(channel: string, socketId: string, member: Member): Promise<JoinResult> {
    const entry: Entry = { ...member, node: this.nodeId, at: Date.now() * 1000 + (this.joinSequence++ % 1000) }
    const before = (await this.commands.eval(
      JOIN,
      2,
      this.presenceKey(channel),
      this.nodePresenceKey(this.nodeId),
      socketId,
      JSON.stringify(entry),
      `${channel}|${socketId}`,
    )) as string[]
    const others = before.map((value) => JSON.parse(value) as Entry)
    const isFirst = !others.some((other) => other.user_id === member.user_id)
    return { isFirst, members: toMembers([...others, entry]) }
  }

  async leave(channel: string, socketId: string): Promise<LeaveResult | undefined> {
    return this.leaveFor(this.nodeId, channel, socketId)
  }

  async members(channel: string): Promise<Member[]> {
    const values = await this.commands.hvals(this.presenceKey(channel))
    return toMembers(values.map((value) => JSON.parse(value) as Entry))
  }

  async close(): Promise<void> {
    this.isClosing = true
    for (const timer of this.timers) clearInterval(timer)
    await this.purgeNode(this.nodeId)
    await this.commands.del(this.nodeKey(this.nodeId))
    await Promise.all([this.subscriber.quit(), this.commands.quit()])
  }

  private async start(): Promise<void> {
    for (const connection of [this.commands, this.subscriber])
      connection.on('error', (error: Error) => this.logger.warn({ err: error }, 'redis connection error'))
    await Promise.all([this.commands.connect(), this.subscriber.connect()])
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message))
    this.subscriber.on('close', () => {
      if (!this.isClosing) this.lostHandler()
    })
    await this.subscriber.subscribe(this.eventsKey)
    await this.heartbeat()
    await this.commands.sadd(this.nodesKey, this.nodeId)
    this.timers.push(setInterval(() => void this.heartbeat().catch(this.logFailure), this.settings.heartbeatMs))
    this.timers.push(setInterval(() => void this.sweep().catch(this.logFailure), this.settings.sweepMs))
  }

  private readonly logFailure = (error: unknown) => this.logger.warn({ err: error }, 'redis housekeeping failed')

  private receive(message: string): void {
    const envelope = JSON.parse(message) as Envelope & { origin: string }
    if (envelope.origin === this.nodeId) return
    this.handler({ channel: envelope.channel, frame: envelope.frame, except: envelope.except })
  }

  private async heartbeat(): Promise<void> {
    await this.commands.set(this.nodeKey(this.nodeId), '1', 'PX', this.settings.nodeTtlMs)
  }

  /** One node at a time purges the entries of nodes whose liveness key expired. */
  private async sweep(): Promise<void> {
    const lock = await this.commands.set(this.sweepKey, this.nodeId, 'PX', this.settings.sweepMs, 'NX')
    if (lock !== 'OK') return
    for (const node of await this.commands.smembers(this.nodesKey)) {
      if (node === this.nodeId || (await this.commands.exists(this.nodeKey(node)))) continue
      this.logger.info({ node }, 'purging a dead realtime node')
      await this.purgeNode(node)
    }
  }

  private async purgeNode(node: string): Promise<void> {
    for (const item of await this.commands.smembers(this.nodePresenceKey(node))) {
      const bar = item.lastIndexOf('|')
      const channel = item.slice(0, bar)
      const left = await this.leaveFor(node, channel, item.slice(bar + 1))
      if (!left?.isLast) continue
      const removed = JSON.stringify({
        event: 'pusher_internal:member_removed',
        channel,
        data: JSON.stringify({ user_id: left.userId }),
      })
      this.handler({ channel, frame: removed })
      await this.broadcast({ channel, frame: removed })
    }
    for (const channel of await this.commands.smembers(this.nodeSubsKey(node)))
      await this.commands.hdel(this.subsKey(channel), node)
    await this.commands.del(this.nodePresenceKey(node), this.nodeSubsKey(node))
    await this.commands.srem(this.nodesKey, node)
  }

  private async leaveFor(node: string, channel: string, socketId: string): Promise<LeaveResult | undefined> {
    const result = (await this.commands.eval(
      LEAVE,
      2,
      this.presenceKey(channel),
      this.nodePresenceKey(node),
      socketId,
      `${channel}|${socketId}`,
    )) as [string, string[]] | null
    if (!result) return undefined
    const entry = JSON.parse(result[0]) as Entry
    const isLast = !result[1].some((value) => (JSON.parse(value) as Entry).user_id === entry.user_id)
    return { userId: entry.user_id, isLast }
  }

  private get eventsKey() {
    return `oche:rt:${this.appId}:events`
  }
  private get nodesKey() {
    return `oche:rt:${this.appId}:nodes`
  }
  private get sweepKey() {
    return `oche:rt:${this.appId}:sweep`
  }
  private presenceKey(channel: string) {
    return `oche:rt:${this.appId}:presence:${channel}`
  }
  private subsKey(channel: string) {
    return `oche:rt:${this.appId}:subs:${channel}`
  }
  private nodeKey(node: string) {
    return `oche:rt:node:${node}`
  }
  private nodePresenceKey(node: string) {
    return `oche:rt:node:${node}:presence`
  }
  private nodeSubsKey(node: string) {
    return `oche:rt:node:${node}:subs`
  }
}

/** Members in join order, each user once with its first socket's `user_info`. */
function toMembers(entries: Entry[]): Member[] {
  const sorted = [...entries].sort((a, b) => a.at - b.at)
  return uniqueMembers(
    sorted.map(({ user_id, user_info }) => (user_info === undefined ? { user_id } : { user_id, user_info })),
  )
}
