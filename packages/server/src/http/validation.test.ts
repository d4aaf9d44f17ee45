import { ApiErrorSchema } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { json } from '../test/test-users'

// Translation does not depend on the database: PGlite is enough here.
const [pglite] = await availableTestDatabases()

describe('validation errors', () => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await pglite!.open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  it.each([
    ['en', 'The given data was invalid.', 'Invalid input: expected string, received undefined'],
    ['nl', 'De opgegeven gegevens zijn ongeldig.', 'Ongeldige invoer: verwacht string, ontving undefined'],
    [
      'fr',
      'Les données fournies ne sont pas valides.',
      'Entrée invalide : chaîne de caractères attendu, indéfini reçu',
    ],
    ['de', 'Die angegebenen Daten sind ungültig.', 'Ungültige Eingabe: erwartet string, erhalten undefined'],
  ])('answer in the language the caller accepts: %s', async (language, message, missingField) => {
    const response = await app.request(
      '/api/login',
      json({ email: 'mia@example.com' }, { 'Accept-Language': language }),
    )
    expect(response.status).toBe(422)
    expect(response.headers.get('Content-Language')).toBe(language)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({ message, errors: { password: [missingField] } })
  })

  it('file an issue about the whole body under _root', async () => {
    const response = await app.request('/api/login', json(['mia@example.com']))
    expect(ApiErrorSchema.parse(await response.json()).errors).toHaveProperty('_root')
  })
})
