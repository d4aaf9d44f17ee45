import Pusher from 'pusher'
import type { RealtimeConfig } from './config'
import type { RealtimeServer } from '@oche/pusher-server'

export type PresenceMember = { user_id: string; user_info?: Record<string, unknown> }

export type ChannelAuthorization = { auth: string; channel_data?: string }

/** How the API publishes events and signs channel subscriptions, wherever the socket server runs. */
export type Publisher = {
  /** `data` that is not a string is JSON-encoded. `socketId` excludes the connection that caused the change. */
  publish(channels: string | string[], event: string, data: unknown, options?: { socketId?: string }): Promise<void>
  /** The body of a `/broadcasting/auth` answer; `member` is required for presence channels. */
  authorizeChannel(socketId: string, channel: string, member?: PresenceMember): ChannelAuthorization
}

const MAX_CHANNELS_PER_TRIGGER = 100

/**
 * In `embedded` mode events go straight into the given server (no HTTP round trip); in `external` mode through the
 * official `pusher` SDK. Auth strings always come from the SDK, so they are identical for hosted Pusher.
 */
export function createPublisher(config: RealtimeConfig, embedded?: Pick<RealtimeServer, 'publish'>): Publisher {
  const credentials = { appId: config.appId, key: config.key, secret: config.secret }
  const sdk =
    config.mode === 'external' && config.host
      ? new Pusher({ ...credentials, host: config.host, port: config.port?.toString(), useTLS: config.useTLS })
      : new Pusher({ ...credentials, cluster: (config.mode === 'external' && config.cluster) || 'mt1', useTLS: true })
  if (config.mode === 'embedded' && !embedded)
    throw new Error('createPublisher: embedded mode needs the running server')
  return {
    async publish(channels, event, data, options) {
      const list = typeof channels === 'string' ? [channels] : channels
      if (embedded) {
        for (const channel of list) await embedded.publish(channel, event, data, options)
        return
      }
      for (let start = 0; start < list.length; start += MAX_CHANNELS_PER_TRIGGER) {
        const chunk = list.slice(start, start + MAX_CHANNELS_PER_TRIGGER)
        await sdk.trigger(chunk, event, data, options?.socketId ? { socket_id: options.socketId } : undefined)
      }
    },
    authorizeChannel(socketId, channel, member) {
      return member ? sdk.authorizeChannel(socketId, channel, member) : sdk.authorizeChannel(socketId, channel)
    },
  }
}
