import { describe, expect, it } from 'vitest'
import { pusherOptions } from './create-realtime'

type HeadersOptions = { endpoint: string; headersProvider: () => Record<string, string> }

describe('pusherOptions', () => {
  it('uses the protocol timeouts, WebSocket transports only and the API auth endpoint', () => {
    const options = pusherOptions({ key: 'k', host: 'oche.example', port: 443, tls: true })
    expect(options).toMatchObject({
      cluster: 'oche',
      wsHost: 'oche.example',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      disableStats: true,
    })
    expect((options.channelAuthorization as HeadersOptions).endpoint).toBe('/api/broadcasting/auth')
  })

  it('sends the current bearer token to the auth endpoint, and no header without one', () => {
    let token: string | null = 'board-token-1'
    const auth = pusherOptions({ key: 'k', tls: false, token: () => token }).channelAuthorization as HeadersOptions
    expect(auth.headersProvider()).toEqual({ Authorization: 'Bearer board-token-1' })
    token = null
    expect(auth.headersProvider()).toEqual({})
  })
})
