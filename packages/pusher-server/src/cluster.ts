import { uniqueMembers, type Member } from './protocol'

/** A frame for the sockets of one channel on every node; `except` is a socket id that must not get it. */
export type Envelope = { channel: string; frame: string; except?: string }

export type JoinResult = { isFirst: boolean; members: Member[] }
export type LeaveResult = { userId: string; isLast: boolean }

/**
 * What the nodes of one app share. The single-process implementation keeps it in memory; `RedisCluster` keeps it
 * in Redis so that several processes act as one server (realtime-protocol.md §8).
 */
export interface Cluster {
  /** Hands an envelope, already delivered locally, to the other nodes. */
  broadcast(envelope: Envelope): Promise<void>
  /** Called for envelopes from other nodes, and for presence events from the sweep of dead nodes. */
  onEnvelope(handler: (envelope: Envelope) => void): void
  subscribed(channel: string, delta: 1 | -1): Promise<void>
  subscriptionCount(channel: string): Promise<number>
  /** Subscription counts of every occupied channel. */
  occupiedChannels(): Promise<Map<string, number>>
  join(channel: string, socketId: string, member: Member): Promise<JoinResult>
  leave(channel: string, socketId: string): Promise<LeaveResult | undefined>
  members(channel: string): Promise<Member[]>
  close(): Promise<void>
}

/** Everything in this process: nothing to share. */
export class LocalCluster implements Cluster {
  private readonly counts = new Map<string, number>()
  private readonly presence = new Map<string, Map<string, Member>>()

  async broadcast(): Promise<void> {}

  onEnvelope(): void {}

  async subscribed(channel: string, delta: 1 | -1): Promise<void> {
    const count = (this.counts.get(channel) ?? 0) + delta
    if (count > 0) this.counts.set(channel, count)
    else this.counts.delete(channel)
  }

  async subscriptionCount(channel: string): Promise<number> {
    return this.counts.get(channel) ?? 0
  }

  async occupiedChannels(): Promise<Map<string, number>> {
    return new Map(this.counts)
  }

  async join(channel: string, socketId: string, member: Member): Promise<JoinResult> {
    let sockets = this.presence.get(channel)
    if (!sockets) this.presence.set(channel, (sockets = new Map()))
    const isFirst = ![...sockets.values()].some((entry) => entry.user_id === member.user_id)
    sockets.set(socketId, member)
    return { isFirst, members: uniqueMembers(sockets.values()) }
  }

  async leave(channel: string, socketId: string): Promise<LeaveResult | undefined> {
    const sockets = this.presence.get(channel)
    const member = sockets?.get(socketId)
    if (!sockets || !member) return undefined
    sockets.delete(socketId)
    if (sockets.size === 0) this.presence.delete(channel)
    const isLast = ![...sockets.values()].some((entry) => entry.user_id === member.user_id)
    return { userId: member.user_id, isLast }
  }

  async members(channel: string): Promise<Member[]> {
    return uniqueMembers(this.presence.get(channel)?.values() ?? [])
  }

  async close(): Promise<void> {}
}
