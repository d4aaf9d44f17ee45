import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Hub } from './hub'
import { channelType, isValidChannelName, isValidSocketId } from './protocol'
import { checkRequestSignature } from './signatures'

const MAX_BODY_BYTES = 1024 * 1024
const MAX_CHANNELS_PER_EVENT = 100
const MAX_BATCH_SIZE = 10
const MAX_EVENT_NAME_LENGTH = 200

type Reply = { status: number; body: unknown }
type Params = Map<string, string>
type EventInput = { name: string; data: string; channels: string[]; socketId: string | undefined }

/** Pusher's HTTP API as the `pusher` SDK calls it (realtime-protocol.md §5). */
export function createHttpApi(hub: Hub) {
  return async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let reply: Reply
    try {
      reply = await route(hub, request)
    } catch (error) {
      hub.logger.error({ err: error }, 'realtime HTTP API failed')
      reply = { status: 500, body: { error: 'Internal error' } }
    }
    response.writeHead(reply.status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  }
}

async function route(hub: Hub, request: IncomingMessage): Promise<Reply> {
  const url = request.url ?? '/'
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1)
  const method = request.method ?? 'GET'
  if (method === 'GET' && path === '/') return { status: 200, body: { ok: true } }
  const match = /^\/apps\/([^/]+)(\/.*)$/.exec(path)
  if (!match) return error(404, 'Not found')
  if (decodeURIComponent(match[1] ?? '') !== hub.options.appId) return error(404, 'Unknown app')
  const body = await readBody(request)
  if (!body) return error(413, 'Request body too large')
  const signature = checkRequestSignature({ method, path, query, body }, hub.options)
  if (!signature.ok) return error(401, signature.error)
  const rest = match[2] ?? ''
  const params = signature.params
  if (method === 'POST' && rest === '/events') return triggerEvents(hub, parseJson(body), params)
  if (method === 'POST' && rest === '/batch_events') return triggerBatch(hub, parseJson(body))
  if (method === 'GET' && rest === '/channels') return listChannels(hub, params)
  const channelRoute = /^\/channels\/([^/]+)(\/users)?$/.exec(rest)
  if (method === 'GET' && channelRoute) {
    const channel = decodeURIComponent(channelRoute[1] ?? '')
    if (!isValidChannelName(channel)) return error(400, 'Invalid channel name')
    return channelRoute[2] ? listUsers(hub, channel) : channelInfo(hub, channel, params)
  }
  return error(404, 'Not found')
}

async function triggerEvents(hub: Hub, body: unknown, params: Params): Promise<Reply> {
  const input = parseEvent(hub, body)
  if ('status' in input) return input
  for (const channel of input.channels) await hub.publish(channel, input.name, input.data, input.socketId)
  const info = infoAttributes(params, body)
  if (info.length === 0) return { status: 200, body: {} }
  const channels: Record<string, Record<string, number>> = {}
  for (const channel of input.channels) {
    const attributes = await channelAttributes(hub, channel, info)
    if (!attributes.ok) return attributes.reply
    channels[channel] = attributes.value
  }
  return { status: 200, body: { channels } }
}

async function triggerBatch(hub: Hub, body: unknown): Promise<Reply> {
  const batch = (body as { batch?: unknown } | undefined)?.batch
  if (!Array.isArray(batch)) return error(400, 'Expected {"batch": [...]}')
  if (batch.length > MAX_BATCH_SIZE) return error(400, `At most ${MAX_BATCH_SIZE} events per batch`)
  const events: EventInput[] = []
  for (const item of batch) {
    const input = parseEvent(hub, item)
    if ('status' in input) return input
    events.push(input)
  }
  for (const input of events)
    for (const channel of input.channels) await hub.publish(channel, input.name, input.data, input.socketId)
  return { status: 200, body: {} }
}

async function listChannels(hub: Hub, params: Params): Promise<Reply> {
  const prefix = params.get('filter_by_prefix') ?? ''
  const info = (params.get('info') ?? '').split(',').filter(Boolean)
  if (info.includes('user_count') && !prefix.startsWith('presence-'))
    return error(400, 'user_count needs filter_by_prefix=presence-')
  const channels: Record<string, Record<string, number>> = {}
  for (const channel of (await hub.cluster.occupiedChannels()).keys()) {
    if (!channel.startsWith(prefix)) continue
    channels[channel] = info.includes('user_count') ? { user_count: (await hub.cluster.members(channel)).length } : {}
  }
  return { status: 200, body: { channels } }
}

async function channelInfo(hub: Hub, channel: string, params: Params): Promise<Reply> {
  const info = (params.get('info') ?? '').split(',').filter(Boolean)
  const attributes = await channelAttributes(hub, channel, info)
  if (!attributes.ok) return attributes.reply
  const occupied = (await hub.cluster.subscriptionCount(channel)) > 0
  return { status: 200, body: { occupied, ...attributes.value } }
}

async function listUsers(hub: Hub, channel: string): Promise<Reply> {
  if (channelType(channel) !== 'presence') return error(400, 'Users exist on presence channels only')
  const users = (await hub.cluster.members(channel)).map((member) => ({ id: member.user_id }))
  return { status: 200, body: { users } }
}

async function channelAttributes(
  hub: Hub,
  channel: string,
  info: string[],
): Promise<{ ok: true; value: Record<string, number> } | { ok: false; reply: Reply }> {
  const value: Record<string, number> = {}
  if (info.includes('user_count')) {
    if (channelType(channel) !== 'presence')
      return { ok: false, reply: error(400, 'user_count exists on presence channels only') }
    value.user_count = (await hub.cluster.members(channel)).length
  }
  if (info.includes('subscription_count')) value.subscription_count = await hub.cluster.subscriptionCount(channel)
  return { ok: true, value }
}

function parseEvent(hub: Hub, body: unknown): EventInput | Reply {
  if (typeof body !== 'object' || body === null) return error(400, 'Expected a JSON object')
  const { name, data, channel, channels, socket_id: socketId } = body as Record<string, unknown>
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME_LENGTH)
    return error(400, 'name must be 1 to 200 characters')
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) return error(400, 'Reserved event name')
  const targets = channels ?? (channel === undefined ? undefined : [channel])
  if (!Array.isArray(targets) || targets.length === 0) return error(400, 'channel or channels is required')
  if (targets.length > MAX_CHANNELS_PER_EVENT) return error(400, `At most ${MAX_CHANNELS_PER_EVENT} channels`)
  if (!targets.every(isValidChannelName)) return error(400, 'Invalid channel name')
  if (socketId !== undefined && !isValidSocketId(socketId)) return error(400, 'Invalid socket_id')
  // The SDK sends data already serialised; it is relayed byte for byte.
  const text = typeof data === 'string' ? data : JSON.stringify(data ?? null)
  if (Buffer.byteLength(text) > hub.options.maxEventBytes) return error(413, 'Event data too large')
  return { name, data: text, channels: targets, socketId }
}

function infoAttributes(params: Params, body: unknown): string[] {
  const fromBody = (body as { info?: unknown } | undefined)?.info
  const info = typeof fromBody === 'string' ? fromBody : (params.get('info') ?? '')
  return info.split(',').filter(Boolean)
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'))
  } catch {
    return undefined
  }
}

async function readBody(request: IncomingMessage): Promise<Uint8Array | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

function error(status: number, message: string): Reply {
  return { status, body: { error: message } }
}
