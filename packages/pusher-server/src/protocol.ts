import { randomInt } from 'node:crypto'

/** Close and `pusher:error` codes of the Pusher protocol (realtime-protocol.md §2). */
export const ErrorCode = {
  appNotFound: 4001,
  appDisabled: 4003,
  overQuota: 4004,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const

export type ChannelType = 'public' | 'private' | 'private-encrypted' | 'presence'

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/
const SOCKET_ID = /^\d+\.\d+$/

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name)
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && SOCKET_ID.test(id)
}

/** The prefixes are tested in this order: `private-encrypted-` also starts with `private-`. */
export function channelType(name: string): ChannelType {
  if (name.startsWith('private-encrypted-')) return 'private-encrypted'
  if (name.startsWith('private-')) return 'private'
  if (name.startsWith('presence-')) return 'presence'
  return 'public'
}

/** Two random integers of up to 10 digits: unique enough across processes (the caller redraws on a local collision). */
export function newSocketId(): string {
  return `${randomInt(1, 10_000_000_000)}.${randomInt(1, 10_000_000_000)}`
}

/**
 * A server→client frame. `data` is a string that is written as-is (the protocol's payload is opaque text), so a
 * frame is serialised once and written to every socket.
 */
export function frame(event: string, data: string, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data })
}

/** `pusher:error` keeps `data` as an object, as hosted Pusher does. */
export function errorFrame(code: number | null, message: string, channel?: string): string {
  const data = { code, message }
  return JSON.stringify(
    channel === undefined ? { event: 'pusher:error', data } : { event: 'pusher:error', channel, data },
  )
}

export type Member = { user_id: string; user_info?: unknown }

export type PresenceData = { presence: { ids: string[]; hash: Record<string, unknown>; count: number } }

export function presenceData(members: readonly Member[]): PresenceData {
  const hash: Record<string, unknown> = {}
  for (const member of members) hash[member.user_id] = member.user_info ?? null
  return { presence: { ids: members.map((member) => member.user_id), hash, count: members.length } }
}

/** Keeps each user's first entry: the first socket's `user_info` stands (there is no "member updated" event). */
export function uniqueMembers(entries: Iterable<Member>): Member[] {
  const byUser = new Map<string, Member>()
  for (const entry of entries) if (!byUser.has(entry.user_id)) byUser.set(entry.user_id, entry)
  return [...byUser.values()]
}
