import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiErrorSchema, SiteFileSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { auditLog, siteFiles } from '../db/schema/index'
import { minimalPdf } from '../db/seed-demo-site-content'
import { diskFileStore } from '../services/files/file-store'
import { clamdScanner } from '../services/files/virus-scanner'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { asClient, availableTestDatabases, createTestApp, testConfig } from '../test/test-databases'
import { bearer } from '../test/test-users'

// Uploads with OCHE_CLAMD set: the real scanner code (the `clamscan` library speaking clamd's INSTREAM protocol over
// TCP) against a stand-in daemon on a loopback port. A real clamd cannot run here: it needs its signature database,
// downloaded from ClamAV's mirrors, which this machine cannot reach.

const databases = await availableTestDatabases()

/** What the stand-in daemon reports as a threat when a file contains it. */
const THREAT_MARKER = 'OCHE-TEST-THREAT'

/**
 * A clamd that answers INSTREAM as clamd does (`stream: OK`, `stream: <name> FOUND`), after reading the length-prefixed
 * chunks up to the empty one; `silent` reads and never answers. `received` holds the bytes of each scanned stream.
 */
async function startClamd(mode: 'answers' | 'silent' = 'answers') {
  const received: Buffer[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffer = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      const command = 'zINSTREAM\0'
      if (buffer.length < command.length) return
      if (buffer.subarray(0, command.length).toString() !== command) return socket.end('UNKNOWN COMMAND\0')
      const parts: Buffer[] = []
      let offset = command.length
      while (offset + 4 <= buffer.length) {
        const size = buffer.readUInt32BE(offset)
        if (size === 0) {
          const bytes = Buffer.concat(parts)
          received.push(bytes)
          if (mode === 'silent') return
          const found = bytes.includes(THREAT_MARKER) ? 'Oche.Test.Threat FOUND' : 'OK'
          return socket.end(`stream: ${found}\0`)
        }
        if (offset + 4 + size > buffer.length) return
        parts.push(buffer.subarray(offset + 4, offset + 4 + size))
        offset += 4 + size
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    address: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A loopback port nothing listens on: a daemon that is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe.each(databases)('uploads scanned by a virus scanner on $kind', ({ open }) => {
  let database: DatabaseHandle
  let filesDir: string
  let clamd: Awaited<ReturnType<typeof startClamd>>
  let world: CompetitionWorld
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    filesDir = await mkdtemp(join(tmpdir(), 'oche-scanned-files-'))
    clamd = await startClamd()
    app = createTestApp(database, { fileStore: diskFileStore(filesDir), virusScanner: clamdScanner(clamd.address) })
    world = await createCompetitionWorld(database, app)
  }, 120_000)
  afterAll(async () => {
    await clamd.close()
    await database.close()
    await rm(filesDir, { recursive: true, force: true })
  })

  /** Uploads a PDF through `app` (the world's, or one with another scanner) as the organisation's admin. */
  async function upload(
    bytes: Uint8Array<ArrayBuffer>,
    options: { app?: ReturnType<typeof createTestApp>; language?: string } = {},
  ) {
    const form = new FormData()
    form.set('purpose', 'document')
    form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'rules.pdf')
    const response = await (options.app ?? app).request(`/api${world.org}/site/files`, {
      method: 'POST',
      body: form,
      headers: {
        'Accept-Language': options.language ?? 'en',
        ...bearer(world.tokens.orgAdmin!),
        ...asClient('10.3.0.1'),
      },
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  const storedFiles = async () => (await database.db.select().from(siteFiles)).length
  const storedBytes = async () => (await readdir(filesDir)).filter((name) => /^[0-9a-f]{64}$/.test(name)).length

  it('stores a clean file once the scanner has read every byte of it', async () => {
    const pdf = minimalPdf(['League rules', 'Play fair.'])
    const answer = await upload(pdf)
    expect(answer.status).toBe(201)
    expect(SiteFileSchema.parse(answer.body).name).toBe('rules.pdf')
    expect(clamd.received.at(-1)).toEqual(Buffer.from(pdf))
    expect(await storedFiles()).toBe(1)
  })

  it('refuses a file the scanner finds a threat in, stores nothing of it and notes it in the audit log', async () => {
    const [files, bytes] = [await storedFiles(), await storedBytes()]
    const answer = await upload(minimalPdf(['Fixtures', THREAT_MARKER]))
    expect(answer.status).toBe(422)
    const error = ApiErrorSchema.parse(answer.body)
    expect(error.errors?.file).toEqual([expect.stringMatching(/virus scanner found a threat/)])
    expect([await storedFiles(), await storedBytes()]).toEqual([files, bytes])
    const [refused] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'siteFile.refused'))
    expect(refused?.after).toMatchObject({ name: 'rules.pdf', threat: 'Oche.Test.Threat' })

    const dutch = await upload(minimalPdf(['Speelschema', THREAT_MARKER]), { language: 'nl' })
    expect(ApiErrorSchema.parse(dutch.body).errors?.file).toEqual([expect.stringMatching(/virusscanner vond/)])
  })

  it('stores nothing while the scanner is down or silent, and says so: 503', async () => {
    const [files, bytes] = [await storedFiles(), await storedBytes()]
    const fileStore = diskFileStore(filesDir)
    const down = createTestApp(database, {
      fileStore,
      virusScanner: clamdScanner({ host: '127.0.0.1', port: await closedPort() }),
    })
    const answer = await upload(minimalPdf(['Calendar']), { app: down })
    expect(answer.status).toBe(503)
    expect(ApiErrorSchema.parse(answer.body).message).toMatch(/virus scanner did not answer/)

    const silentDaemon = await startClamd('silent')
    try {
      const silent = createTestApp(database, { fileStore, virusScanner: clamdScanner(silentDaemon.address, 1_000) })
      const unanswered = await upload(minimalPdf(['Calendar']), { app: silent, language: 'fr' })
      expect(unanswered.status).toBe(503)
      expect(ApiErrorSchema.parse(unanswered.body).message).toMatch(/antivirus n’a pas répondu/)
      expect(silentDaemon.received).toHaveLength(1)
    } finally {
      await silentDaemon.close()
    }
    expect([await storedFiles(), await storedBytes()]).toEqual([files, bytes])
  })

  it('scans with the daemon OCHE_CLAMD names, and writes to the log why uploads are refused while it is down', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const fromConfig = createTestApp(database, {
      config: testConfig({ clamd: { host: '127.0.0.1', port: await closedPort() } }),
      fileStore: diskFileStore(filesDir),
      logger,
    })
    const answer = await upload(minimalPdf(['Calendar']), { app: fromConfig })
    expect(answer.status).toBe(503)
    const warning = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => entry.level === 40)
    expect(warning?.msg).toMatch(/virus scanner \(OCHE_CLAMD\) did not answer/)
  })
})
