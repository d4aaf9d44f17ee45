import type { LinkedUser, Participant } from '@oche/api'
import { superAdminFixture, userFixture } from './fixtures'

/** A registered account the mocks know, so a participant can be linked to it by e-mail address. */
export type MockAccount = LinkedUser & { email: string }

const accountId = (n: number) => `0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e${String(n).padStart(2, '0')}`

/** Player accounts besides the demo organiser and the admin; Jana's account is not linked to anyone yet. */
export const mockPlayerAccounts: MockAccount[] = [
  { id: accountId(11), name: 'Sanne de Vries', email: 'sanne@oche.test' },
  { id: accountId(12), name: 'Kevin Peeters', email: 'kevin@oche.test' },
  { id: accountId(13), name: 'Lukas Becker', email: 'lukas@oche.test' },
  { id: accountId(14), name: 'Chloé Fontaine', email: 'chloe@oche.test' },
  { id: accountId(15), name: 'Jana Schröder', email: 'jana@oche.test' },
]

/** Every account a participant can be linked to in the mocks. */
export const mockAccounts: MockAccount[] = [
  { id: userFixture.id, name: userFixture.name, email: userFixture.email },
  { id: superAdminFixture.id, name: superAdminFixture.name, email: superAdminFixture.email },
  ...mockPlayerAccounts,
]

/** A fixture participant's id: `participantFixtureId(5)` is Jeroen Smit's. */
export const participantFixtureId = (n: number) => `5a1d0c3e-7f3b-4c6d-8e9f-${String(n).padStart(12, '0')}`

/** A player of the fixtures with the 3-dart average their simulated results are drawn around. */
export type RosterPlayer = { participant: Omit<Participant, 'tournaments_count'>; average: number }

const linked = (n: number) => {
  const account = mockPlayerAccounts.find((candidate) => candidate.id === accountId(n))
  return account ? { id: account.id, name: account.name } : null
}

const roster: [name: string, nickname: string, average: number, user: LinkedUser | null][] = [
  ['Sanne de Vries', 'Treble Trouble', 78, linked(11)],
  ['Kevin Peeters', 'The Lighthouse', 82, linked(12)],
  ['Lukas Becker', 'Der Pfeil', 74, linked(13)],
  ['Chloé Fontaine', '', 66, linked(14)],
  ['Jeroen Smit', 'De Molenaar', 85, null],
  ['Pieter Janssens', '', 70, null],
  ['Liam Thompson', 'The Postman', 76, null],
  ['Gareth Lloyd', 'Valley Boy', 72, null],
  ['Thomas Girard', 'Le Marteau', 68, null],
  ['Jana Schröder', '', 64, null],
  ['Niels Vermeulen', '', 71, null],
  ['Emma Wouters', 'Double Top', 62, null],
  ['Marco Hoffmann', '', 69, null],
  ['Femke Bakker', '', 58, null],
  ['Wout Mertens', 'De Sloper', 80, null],
  ['Yannick Lambert', '', 63, null],
  ['Danny Hughes', 'Danny Boy', 75, null],
  ['Stefan Krüger', '', 67, null],
  ['Bart Claes', '', 60, null],
  ['Ruben Jacobs', '', 66, null],
  ['Sophie Dubois', '', 57, null],
  ['Anke Vogel', '', 61, null],
  ['Freek de Jong', 'Freekshow', 73, null],
  ['Ian Whitfield', '', 65, null],
  ['Olly Organiser', '', 55, { id: userFixture.id, name: userFixture.name }],
  ['Maxime Leroy', '', 59, null],
  ['Hannah Schmidt', '', 56, null],
  ['Callum Fraser', '', 69, null],
  ['Eva Maes', '', 54, null],
  ['Tim Verbeke', '', 62, null],
]

/**
 * The demo organiser's participant list, in roster order (1-based: `rosterPlayer(5)` is Jeroen Smit): players from
 * the Low Countries, Britain, France and Germany, five of them linked to accounts. `tournaments_count` is filled
 * in by the tournament fixtures (`participantFixtures`).
 */
export const participantRoster: RosterPlayer[] = roster.map(([name, nickname, average, user], index) => ({
  participant: {
    id: participantFixtureId(index + 1),
    name,
    nickname,
    user,
    invitation: null,
    created_at: `2026-09-${String(1 + (index % 28)).padStart(2, '0')}T18:${String(10 + index).padStart(2, '0')}:00.000Z`,
  },
  average,
}))

/** The roster player at 1-based position `n`. */
export function rosterPlayer(n: number): RosterPlayer {
  const player = participantRoster[n - 1]
  if (!player) throw new Error(`No roster player ${n}`)
  return player
}
