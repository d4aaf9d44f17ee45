import { TabletOfflineNotificationDataSchema, type TabletOfflineNotificationData } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { offlinePlace } from './notification-link'

// The menu reads a `tablet.offline` notification's data by hand (no zod in every page's header); these are data the
// server's schema accepts, so a change to what the server writes that the menu no longer finds fails here.
const common = {
  name: 'Winter Open',
  board_number: 4,
  board_name: 'Board 4',
  players: ['Mia Peeters', 'Bram Janssens'],
  last_seen_at: '2026-11-28T20:15:00.000Z',
  device_id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
}
const atEvent = {
  place: 'event',
  ...common,
  event_id: '7e6d5c4b-3a29-4817-a6b5-c4d3e2f1a0b9',
  tournament_name: 'Winter Open',
  game_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
} satisfies TabletOfflineNotificationData
const atVenue = {
  place: 'venue',
  ...common,
  venue_name: 'De Gouden Pijl',
  organisation_slug: 'antwerp-darts-league',
  season_slug: '2026-2027',
  match_slug: 'de-pijlen-triple-top',
  game: 3,
} satisfies TabletOfflineNotificationData

describe('a tablet-offline notification', () => {
  it('names the event whose boards to open, as the server writes it', () => {
    expect(offlinePlace(TabletOfflineNotificationDataSchema.parse(atEvent))).toEqual({
      place: 'event',
      event_id: atEvent.event_id,
    })
  })

  it('names the league match its venue board scores, as the server writes it', () => {
    expect(offlinePlace(TabletOfflineNotificationDataSchema.parse(atVenue))).toEqual({
      place: 'venue',
      organisation_slug: 'antwerp-darts-league',
      season_slug: '2026-2027',
      match_slug: 'de-pijlen-triple-top',
    })
  })

  it('leads nowhere when its data lacks the place or a part of it', () => {
    expect(offlinePlace(null)).toBeNull()
    expect(offlinePlace('event')).toBeNull()
    expect(offlinePlace({ ...atEvent, place: 'board' })).toBeNull()
    expect(offlinePlace({ ...atEvent, event_id: '' })).toBeNull()
    expect(offlinePlace({ ...atVenue, match_slug: undefined })).toBeNull()
    expect(offlinePlace({ ...atVenue, season_slug: 7 })).toBeNull()
  })
})
