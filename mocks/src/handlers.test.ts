import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  ApiErrorSchema,
  ConfirmedChangeSchema,
  TokenSchema,
  OutboxMessageListSchema,
  OutboxMessageSchema,
} from '@oche/api'
import { mockLinkTokens, mockTokens, outboxFixtures, userFixture } from './fixtures'
import { handlers } from './handlers'
import { mockOrigin, mockRequest } from './test-requests'

const call = (method: string, path: string, body?: unknown, token?: string) =>
  getResponse(handlers, mockRequest(`${mockOrigin}${path}`, { method, body, token }))

describe('the account mocks', () => {
  it('keep the outbox fixtures in the shape of the API', () => {
    expect(OutboxMessageListSchema.parse(outboxFixtures)).toEqual(outboxFixtures)
    for (const message of outboxFixtures) expect(message.text).toContain(message.links[0])
  })

  it('reset a password only with the mocked link token', async () => {
    expect((await call('POST', '/api/password/forgot', { email: 'anyone@example.com' }))?.status).toBe(202)
    const ok = await call('POST', '/api/password/reset', {
      token: mockLinkTokens.passwordReset,
      password: 'new-password',
    })
    expect(TokenSchema.parse(await ok?.json())).toEqual({ token: mockTokens.user })
    const wrong = await call('POST', '/api/password/reset', { token: 'other', password: 'new-password' })
    expect(ApiErrorSchema.parse(await wrong?.json()).errors).toHaveProperty('token')
    expect((await call('POST', '/api/password/forgot', { email: 'a@example.com' }, mockTokens.user))?.status).toBe(403)
  })

  it('confirm a name change with the mocked link token', async () => {
    const response = await call('POST', '/api/user/confirm-name-change', { token: mockLinkTokens.nameChange })
    expect(ConfirmedChangeSchema.parse(await response?.json()).email).toBe(userFixture.email)
  })

  it('ask for the current password to change the e-mail address, and undo a change with the mocked link token', async () => {
    const wrong = await call(
      'POST',
      '/api/user/request-email-change',
      { email: 'olly@example.com', current_password: 'wrong' },
      mockTokens.user,
    )
    expect(ApiErrorSchema.parse(await wrong?.json()).errors).toHaveProperty('current_password')
    const right = await call(
      'POST',
      '/api/user/request-email-change',
      { email: 'olly@example.com', current_password: 'right' },
      mockTokens.user,
    )
    expect(right?.status).toBe(202)
    const undone = await call('POST', '/api/user/undo-email-change', { token: mockLinkTokens.emailChangeUndo })
    expect(ConfirmedChangeSchema.parse(await undone?.json()).email).toBe(userFixture.email)
    expect((await call('POST', '/api/user/undo-email-change', { token: 'expired' }))?.status).toBe(422)
  })

  it('refuse profile changes without a token, and under an impersonation token', async () => {
    expect((await call('POST', '/api/user/request-name-change', { name: 'New' }))?.status).toBe(401)
    const impersonating = await call('POST', '/api/user/request-name-change', { name: 'New' }, mockTokens.impersonation)
    expect(impersonating?.status).toBe(403)
    expect((await call('POST', '/api/user/request-name-change', { name: 'New' }, mockTokens.user))?.status).toBe(202)
  })

  it('answer field errors for a wrong current password and a wrong password on delete', async () => {
    const change = await call(
      'POST',
      '/api/user/change-password',
      { current_password: 'wrong', new_password: 'new-password' },
      mockTokens.user,
    )
    expect(ApiErrorSchema.parse(await change?.json()).errors).toHaveProperty('current_password')
    expect((await call('DELETE', '/api/user', { password: 'right' }, mockTokens.user))?.status).toBe(204)
  })

  it('sign the fixture accounts in through test login and list one outbox message', async () => {
    const login = await call('POST', '/api/test-login', { email: userFixture.email })
    expect(TokenSchema.parse(await login?.json())).toEqual({ token: mockTokens.user })
    const first = outboxFixtures[0]!
    const message = await call('GET', `/api/dev/outbox/${first.id}`)
    expect(OutboxMessageSchema.parse(await message?.json())).toEqual(first)
  })
})
