import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/database'
import { availableTestDatabases, createTestApp, testConfig } from './test/test-databases'

// The document does not depend on the database: PGlite is enough here.
const [pglite] = await availableTestDatabases()

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>
}

/** "severity rule at #/pointer: message", one line per problem, so a failure names every one of them. */
function describeProblem(problem: NormalizedProblem): string {
  const pointer = problem.location[0]?.pointer ?? '#/'
  return `${problem.severity} ${problem.ruleId} at ${pointer}: ${problem.message}`
}

const SOURCE = 'openapi.json'

/**
 * The one place a recommended rule is waived, operation by operation. `operation-4xx-response` asks every operation
 * for a 4XX answer, but these four take no input, need no token and name no resource: nothing a client sends can
 * make them answer 4XX, and documenting one would be a lie. Every other operation stays under the rule.
 */
const waived = {
  'operation-4xx-response': new Set([
    '#/paths/~1api~1health/get/responses',
    '#/paths/~1api~1setup/get/responses',
    '#/paths/~1api~1config/get/responses',
    '#/paths/~1api~1rankings/get/responses',
  ]),
}

async function lintRecommended(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] }, { ignore: { [SOURCE]: waived } })
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: SOURCE, config })
  return problems.filter((problem) => !problem.ignored).map(describeProblem)
}

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  )
}

describe('the OpenAPI document', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await pglite!.open()
  })
  afterAll(async () => {
    await database.close()
  })

  /** The fullest document: development routes on and a realtime server, so every route of the API is in it. */
  async function fullDocument(): Promise<OpenApiDocument> {
    const app = createTestApp(database, {
      realtime: {
        publisher: { publish: async () => {}, authorizeChannel: () => ({ auth: '' }) },
        client: { key: 'public-key', host: undefined, port: 6001, tls: false, cluster: 'oche' },
      },
    })
    return (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument
  }

  it('passes the recommended rules of the Redocly linter with no errors and no warnings', async () => {
    expect(await lintRecommended(await fullDocument())).toEqual([])
  })

  it('passes them in production mode too, without the development routes', async () => {
    const production = createTestApp(database, { config: testConfig({ isProduction: true }) })
    expect(await lintRecommended(await (await production.request('/api/openapi.json')).json())).toEqual([])
  })

  it('names every operation with a unique operationId, so a generated client gets a method for each', async () => {
    const operations = operationsOf(await fullDocument())
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ name }) => name)).toEqual([])
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([])
  })

  it('declares for every operation which token it takes, if any', async () => {
    const document = (await fullDocument()) as OpenApiDocument & { security?: unknown }
    const undeclared = operationsOf(document).filter(({ operation }) => !operation.security && !document.security)
    expect(undeclared.map(({ name }) => name)).toEqual([])
  })
})
