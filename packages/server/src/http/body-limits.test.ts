import { ApiErrorSchema, ImportEntriesResultSchema, TournamentSchema } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser } from '../test/test-users'
import { CSV_IMPORT_BODY_LIMIT, DEFAULT_BODY_LIMIT } from './body-limits'

const databases = await availableTestDatabases()

/** A JSON body of exactly `bytes` bytes: `{"email":"…","password":"xxx…"}`. */
function loginBodyOf(bytes: number): string {
  const frame = JSON.stringify({ email: 'big@example.com', password: '' })
  return frame.replace('"password":""', `"password":"${'x'.repeat(bytes - frame.length)}"`)
}

/** `text` as a JSON string with every character escaped (`\uXXXX`), as some clients send it: 6 bytes each. */
function escapedJsonString(text: string): string {
  return `"${Array.from(text, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`
}

describe.each(databases)('request body limits on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    // A stream has no length until it is read, as a chunked upload; fetch wants it sent half-duplex.
    const init = { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers }, duplex: 'half' }
    return app.request(path, init as RequestInit)
  }

  it('answers 413 with a translated message for a body over 1 MB, declared or streamed', async () => {
    const body = loginBodyOf(DEFAULT_BODY_LIMIT + 1)
    const declared = await post('/api/login', body, { 'Content-Length': String(body.length), 'Accept-Language': 'de' })
    expect(declared.status).toBe(413)
    expect(ApiErrorSchema.parse(await declared.json())).toEqual({
      message: 'Die Anfrage ist zu groß: Die Grenze liegt bei 1 MB.',
    })
    const streamed = await post('/api/login', new Blob([body]).stream())
    expect(streamed.status).toBe(413)
    expect(ApiErrorSchema.parse(await streamed.json())).toEqual({
      message: 'The request is too large: the limit is 1 MB.',
    })
  })

  it('reads a body of exactly 1 MB as usual', async () => {
    const response = await post('/api/login', loginBodyOf(DEFAULT_BODY_LIMIT))
    expect(response.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['password'])
  })

  describe('the CSV import', () => {
    async function tournamentOf(token: string): Promise<string> {
      const body = JSON.stringify({
        name: 'Big Import Open',
        type: 'singles',
        starts_at: '2026-05-01T19:00:00+02:00',
        format: { kind: 'roundRobin' },
      })
      const response = await post('/api/tournaments', body, bearer(token))
      expect(response.status).toBe(201)
      return TournamentSchema.parse(await response.json()).id
    }

    it('takes a CSV of up to 200,000 characters however it is escaped, over 1 MB', async () => {
      const { token } = await createSignedInUser(database.db)
      const id = await tournamentOf(token)
      const csv = `name\r\nAnna\r\nBart${'\r\n'.repeat(99_990)}`
      expect(csv.length).toBeLessThanOrEqual(200_000)
      const body = `{"csv":${escapedJsonString(csv)}}`
      expect(body.length).toBeGreaterThan(DEFAULT_BODY_LIMIT)
      const response = await post(`/api/tournaments/${id}/entries/import`, body, bearer(token))
      expect(response.status).toBe(200)
      const result = ImportEntriesResultSchema.parse(await response.json())
      expect(result.created.map((entry) => entry.name)).toEqual(['Anna', 'Bart'])
    })

    it('answers 413 in French over its own limit of 1.5 MB', async () => {
      const { token } = await createSignedInUser(database.db)
      const id = await tournamentOf(token)
      const body = JSON.stringify({ csv: `name\r\n${'x'.repeat(CSV_IMPORT_BODY_LIMIT)}` })
      const response = await post(`/api/tournaments/${id}/entries/import`, body, {
        ...bearer(token),
        'Accept-Language': 'fr',
      })
      expect(response.status).toBe(413)
      expect(ApiErrorSchema.parse(await response.json())).toEqual({
        message: 'La requête est trop volumineuse\u00a0: la limite est de 1,5 Mo.',
      })
    })
  })
})
