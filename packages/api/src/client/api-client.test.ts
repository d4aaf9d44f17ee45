import { describe, expect, it } from 'vitest'
import { ApiRequestError, createApiClient } from './api-client'

function clientAnswering(status: number, body: string, contentType = 'application/json') {
  return createApiClient({
    baseUrl: '/api',
    fetch: async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  })
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`)
  return error
}

describe('createApiClient', () => {
  it('carries the server’s translated message and field errors on a refusal', async () => {
    const body = JSON.stringify({ message: 'Controleer de velden', errors: { name: ['Vul een naam in'] } })
    const error = await failure(clientAnswering(422, body).request('/tournaments'))
    expect(error.status).toBe(422)
    expect(error.fromServer).toBe(true)
    expect(error.message).toBe('Controleer de velden')
    expect(error.errors).toEqual({ name: ['Vul een naam in'] })
  })

  it('marks an answer without the server’s error body, such as a proxy’s HTML page, as having no text of its own', async () => {
    const error = await failure(clientAnswering(502, '<html>Bad gateway</html>', 'text/html').request('/tournaments'))
    expect(error.status).toBe(502)
    expect(error.fromServer).toBe(false)
    expect(error.errors).toEqual({})
  })

  it('marks a JSON body that is not the server’s error body (a message that is not text, a field error that is) as none', async () => {
    for (const body of [{ error: 'nope' }, { message: 42 }, { message: 'Nee', errors: { name: 'Vul een naam in' } }]) {
      const error = await failure(clientAnswering(400, JSON.stringify(body)).request('/tournaments'))
      expect(error.fromServer, JSON.stringify(body)).toBe(false)
      expect(error.message).toBe('HTTP 400')
      expect(error.body).toEqual(body)
    }
  })

  it('answers the JSON the server sent, as sent, and nothing for an empty answer', async () => {
    const tournament = { id: 't1', name: 'Winter Open', extra: { kept: true } }
    await expect(clientAnswering(200, JSON.stringify(tournament)).request('/tournaments/t1')).resolves.toEqual(
      tournament,
    )
    await expect(clientAnswering(200, '').request('/tournaments/t1', { method: 'DELETE' })).resolves.toBeUndefined()
  })

  it('marks an empty failed answer the same way', async () => {
    const error = await failure(clientAnswering(503, '').request('/health'))
    expect(error.fromServer).toBe(false)
  })
})
