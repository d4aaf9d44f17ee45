import { createHmac } from 'node:crypto'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createBroadcastingAuth, createPublisher, readRealtimeConfig, type ChannelGrant } from './index'

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

const config = readRealtimeConfig({ PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_HOST: 'localhost' })
const publisher = createPublisher(config)

type User = { id: string; boardId?: string }

/** The rules here stand in for the API's: a board may join its own channel, anyone signed in the presence one. */
const app = new Hono().route(
  '/broadcasting',
  createBroadcastingAuth<{ Variables: object }, User>({
    publisher,
    authenticate: (c) => {
      const token = c.req.header('Authorization')?.replace('Bearer ', '')
      return token ? { id: token, boardId: token === 'board-3' ? '3' : undefined } : null
    },
    authorize: (user, channel): ChannelGrant => {
      if (!user) return false
      if (channel === 'private-board.3') return user.boardId === '3'
      if (channel.startsWith('presence-')) return { user_id: `user:${user.id}`, user_info: { name: user.id } }
      return false
    },
  }),
)

function post(body: string, headers: Record<string, string>) {
  return app.request('/broadcasting/auth', { method: 'POST', body, headers })
}
const form = { 'Content-Type': 'application/x-www-form-urlencoded' }

describe('POST /broadcasting/auth', () => {
  it('signs socket_id:channel for an allowed private channel, from the form pusher-js posts', async () => {
    const response = await post('socket_id=123.456&channel_name=private-board.3', {
      ...form,
      Authorization: 'Bearer board-3',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ auth: `key:${hmacHex('secret', '123.456:private-board.3')}` })
  })

  it('adds channel_data for a presence channel and signs it too, from a JSON body', async () => {
    const response = await post(JSON.stringify({ socket_id: '1.2', channel_name: 'presence-event.7.boards' }), {
      'Content-Type': 'application/json',
      Authorization: 'Bearer 9',
    })
    const body = (await response.json()) as { auth: string; channel_data: string }
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: 'user:9', user_info: { name: '9' } })
    expect(body.auth).toBe(`key:${hmacHex('secret', `1.2:presence-event.7.boards:${body.channel_data}`)}`)
  })

  it('answers 403 to a signed-in caller the rules refuse, and 401 to nobody', async () => {
    const body = 'socket_id=1.2&channel_name=private-board.3'
    expect((await post(body, { ...form, Authorization: 'Bearer board-4' })).status).toBe(403)
    expect((await post(body, form)).status).toBe(401)
  })

  it('answers 400 to a malformed socket id, a public channel, and 403 to an encrypted channel', async () => {
    const headers = { ...form, Authorization: 'Bearer board-3' }
    expect((await post('socket_id=abc&channel_name=private-board.3', headers)).status).toBe(400)
    expect((await post('socket_id=1.2&channel_name=match.1', headers)).status).toBe(400)
    expect((await post('socket_id=1.2&channel_name=private-encrypted-x', headers)).status).toBe(403)
  })
})
