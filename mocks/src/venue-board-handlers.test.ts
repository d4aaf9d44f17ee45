import { describe, expect, it } from 'vitest'
import {
  ApiErrorSchema,
  boardCodeAlphabet,
  BoardListSchema,
  BoardSchema,
  BoardWithCodeSchema,
  CompetitionVenueSchema,
} from '@oche/api'
import { createCompetitionHandlers, type CompetitionHandlerOptions } from './competition-handlers'
import { createCompetitionStore, competitionFixtureSlugs as slugs } from './competition-store'
import { mockTokens } from './fixtures'
import { mockCaller } from './test-requests'

function caller(options: CompetitionHandlerOptions = {}) {
  const store = options.store ?? createCompetitionStore(options)
  return { call: mockCaller(createCompetitionHandlers({ ...options, store }), { language: 'en' }), store }
}

const org = `/competition/manage/organisations/${slugs.organisation}`
// The fixture league's venues, in the order the store makes them.
const goudenPijl = '7c0a0006-0000-4000-8000-000000000001'
const triple = '7c0a0006-0000-4000-8000-000000000003'
const boardsOf = (venue: string) => `${org}/venues/${venue}/boards`
const codePattern = new RegExp(`^[${boardCodeAlphabet}]{6}$`)

describe('the venue board mocks', () => {
  it('list a venue’s boards by number without codes, and none for a venue without boards', async () => {
    const { call } = caller()
    const response = await call('GET', boardsOf(goudenPijl))
    expect(response.status).toBe(200)
    const boards = BoardListSchema.parse(await response.json())
    expect(boards.map((board) => [board.number, board.name, board.enabled, board.devices_count])).toEqual([
      [1, 'By the bar', true, 1],
      [2, '', true, 1],
      [3, '', true, 0],
      [4, 'Back room', false, 0],
    ])
    expect(boards.some((board) => 'code' in board)).toBe(false)
    expect(BoardListSchema.parse(await (await call('GET', boardsOf(triple))).json())).toEqual([])
  })

  it('add a board with its code this once, and refuse a number the venue has on `number`', async () => {
    const { call, store } = caller()
    const created = await call('POST', boardsOf(triple), { number: 1, name: 'Stage' })
    expect(created.status).toBe(201)
    const board = BoardWithCodeSchema.parse(await created.json())
    expect(board).toMatchObject({ number: 1, name: 'Stage', enabled: true, devices_count: 0 })
    expect(board.code).toMatch(codePattern)
    expect(store.venueBoards.get(board.id)?.code).toBe(board.code)
    // The same number at another venue is fine.
    expect((await call('POST', boardsOf(goudenPijl), { number: 5 })).status).toBe(201)

    const taken = await call('POST', boardsOf(goudenPijl), { number: 1, name: 'Again' }, mockTokens.user, 'nl')
    expect(taken.status).toBe(422)
    const error = ApiErrorSchema.parse(await taken.json())
    expect(error.errors?.number).toEqual(['Een ander bord hier heeft dit nummer al.'])
    expect((await call('POST', boardsOf(goudenPijl), { number: 0 })).status).toBe(422)
  })

  it('make the same codes in every fresh store, each code once', async () => {
    const first = caller()
    const second = caller()
    const made = async (call: ReturnType<typeof caller>['call']) =>
      BoardWithCodeSchema.parse(await (await call('POST', boardsOf(triple), { number: 1 })).json()).code
    expect(await made(first.call)).toBe(await made(second.call))
    const codes = [...first.store.venueBoards.values()].map((board) => board.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.every((code) => codePattern.test(code))).toBe(true)
  })

  it('rename a board, switch it off (its tablets logged out), give it a new code and delete it', async () => {
    const { call } = caller()
    const [first] = BoardListSchema.parse(await (await call('GET', boardsOf(goudenPijl))).json())
    if (!first) throw new Error('No fixture board')
    const path = `${boardsOf(goudenPijl)}/${first.id}`

    const renamed = BoardSchema.parse(await (await call('PATCH', path, { name: 'Stage' })).json())
    expect(renamed).toMatchObject({ name: 'Stage', enabled: true, devices_count: 1 })
    const off = BoardSchema.parse(await (await call('PATCH', path, { enabled: false })).json())
    expect(off).toMatchObject({ name: 'Stage', enabled: false, devices_count: 0 })

    const before = BoardWithCodeSchema.parse(await (await call('POST', `${path}/code`)).json()).code
    const after = BoardWithCodeSchema.parse(await (await call('POST', `${path}/code`)).json()).code
    expect(after).not.toBe(before)

    expect((await call('DELETE', path)).status).toBe(204)
    expect((await call('DELETE', path)).status).toBe(404)
    const left = BoardListSchema.parse(await (await call('GET', boardsOf(goudenPijl))).json())
    expect(left.map((board) => board.number)).toEqual([2, 3, 4])
  })

  it('answer only the organisation’s admins, a board of the path’s venue, and ids that are ids', async () => {
    const { call } = caller()
    const [board] = BoardListSchema.parse(await (await call('GET', boardsOf(goudenPijl))).json())
    if (!board) throw new Error('No fixture board')

    expect((await call('GET', boardsOf(goudenPijl), undefined, null)).status).toBe(401)
    const captain = caller({ organiserRole: 'captain' }).call
    expect((await captain('GET', boardsOf(goudenPijl))).status).toBe(403)
    expect((await captain('POST', boardsOf(goudenPijl), { number: 9 })).status).toBe(403)
    expect((await captain('POST', `${boardsOf(goudenPijl)}/${board.id}/code`)).status).toBe(403)

    const missingVenue = '7c0a0006-0000-4000-8000-00000000dead'
    const notFound = await call('GET', boardsOf(missingVenue))
    expect(notFound.status).toBe(404)
    expect(ApiErrorSchema.parse(await notFound.json()).message).toBe('This location does not exist.')
    // A board of another venue is not found at this one.
    const elsewhere = await call('PATCH', `${boardsOf(triple)}/${board.id}`, { name: 'Moved' })
    expect(elsewhere.status).toBe(404)
    expect(ApiErrorSchema.parse(await elsewhere.json()).message).toBe('This board does not exist.')
    expect((await call('DELETE', `${boardsOf(goudenPijl)}/not-an-id`)).status).toBe(422)
  })

  it('delete a venue’s boards with the venue', async () => {
    const { call, store } = caller()
    const venue = CompetitionVenueSchema.parse(await (await call('POST', `${org}/venues`, newVenue)).json())
    await call('POST', boardsOf(venue.id), { number: 1 })
    expect([...store.venueBoards.values()].some((board) => board.venueId === venue.id)).toBe(true)
    expect((await call('DELETE', `${org}/venues/${venue.id}`)).status).toBe(204)
    expect([...store.venueBoards.values()].some((board) => board.venueId === venue.id)).toBe(false)
  })
})

const newVenue = {
  name: 'Zaal Nieuw',
  street: '',
  postcode: '',
  city: 'Lier',
  country: 'Belgium',
  map_url: null,
  default_board_count: 2,
  notes: '',
  weekdays: [],
}
