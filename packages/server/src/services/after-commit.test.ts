import { realtimeChannels, realtimeEvents } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import type { Publisher } from '../realtime/index'
import { availableTestDatabases } from '../test/test-databases'
import { publishAnnouncements, type AfterCommitContext } from './after-commit'

// The screens take an announcement as sent (ADR 027): what goes out is what its event's schema allows.

const databases = await availableTestDatabases()

describe.each(databases)('publishing announcements on $kind', ({ open }) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await open()
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  function recorder() {
    const published: { channel: string | string[]; event: string; data: unknown }[] = []
    const warned: string[] = []
    const publisher: Pick<Publisher, 'publish'> = {
      publish: async (channel, event, data) => {
        published.push({ channel, event, data })
      },
    }
    const logger = {
      warn: (...args: unknown[]) => void warned.push(String(args.at(-1))),
    } as unknown as AfterCommitContext['logger']
    return { published, warned, context: { db: database.db, publisher, logger } }
  }

  const eventId = '0f5b8c3e-4d2a-4c1b-9e7f-1a2b3c4d5e6f'
  const channel = realtimeChannels.event(eventId)

  it('sends the payload its schema parsed, without keys the schema does not know', async () => {
    const { published, warned, context } = recorder()
    await publishAnnouncements(context, [
      { channel, event: realtimeEvents.boardsChanged, data: { eventId, version: 4, secretNote: 'not for screens' } },
    ])
    expect(published).toEqual([{ channel, event: realtimeEvents.boardsChanged, data: { eventId, version: 4 } }])
    expect(warned).toEqual([])
  })

  it('logs a payload that does not parse and publishes the next one all the same', async () => {
    const { published, warned, context } = recorder()
    await publishAnnouncements(context, [
      { channel, event: realtimeEvents.boardsChanged, data: { eventId, version: -1 } },
      { channel, event: realtimeEvents.boardsChanged, data: { eventId, version: 5, scoresOnly: true } },
    ])
    expect(published).toEqual([
      { channel, event: realtimeEvents.boardsChanged, data: { eventId, version: 5, scoresOnly: true } },
    ])
    expect(warned).toEqual(['could not publish a committed change'])
  })
})
