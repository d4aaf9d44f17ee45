import { HttpResponse } from 'msw'
import type { z } from 'zod'
import type { ApiError, User } from '@oche/api'
import { mockTokens, superAdminFixture, userFixture } from './fixtures'

// The answers every area of the mocks shares, with the server's English messages (packages/server/src/http/
// messages.ts, services/tournaments/errors.ts and services/tournament-play/errors.ts).

/** A signed-in caller of the mocks. */
export type MockCaller = { id: string; name: string }

/** Who the bearer token is: the demo organiser (also when impersonated), the admin, or nobody. */
export function callerOf(request: Request): User | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '')
  if (token === mockTokens.user || token === mockTokens.impersonation) return userFixture
  if (token === mockTokens.superAdmin) return superAdminFixture
  return null
}

export const fail = (status: number, message: string) => HttpResponse.json({ message } satisfies ApiError, { status })
export const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  HttpResponse.json({ message, errors } satisfies ApiError, { status: 422 })
// Like the server's respond.ts: every 422 says the data was invalid, the reason is the field's message.
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] })
export const unauthenticated = () => fail(401, 'You are not signed in.')
export const forbidden = () => fail(403, 'You are not allowed to do this.')
export const notFound = () => fail(404, 'Not found.')
export const noContent = () => new HttpResponse(null, { status: 204 })

/** zod's issues as the server's 422 `errors`: messages by dotted field path (`_root` for the body itself). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_root'] ??= []).push(issue.message)
  return errors
}

/** The request body parsed by the contract's schema, or the 422 the server would answer. */
export async function parseBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: Response }> {
  const text = await request.text()
  const parsed = schema.safeParse(text ? JSON.parse(text) : {})
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: invalid(fieldErrors(parsed.error.issues)) }
}

/** The server's messages for the domain errors the mocks answer. */
export const mockMessages = {
  tournamentNotFound: 'This tournament does not exist.',
  settingsLocked: 'The draw has been made: this can no longer be changed.',
  phaseNotInFormat: 'This format has no such phase.',
  drawPossible: 'A knockout game cannot end in a draw: choose “first to” or an odd “best of”.',
  tooManyQualifiers: 'Fewer players must go through than a group has.',
  entryLimitBelowEntries: 'More players have already entered than this limit allows.',
  notDraft: 'The draw has been made: entries can no longer be changed this way.',
  full: 'This tournament is full.',
  signupClosed: 'Sign-up for this tournament is closed.',
  alreadyRegistered: 'You have already entered this tournament.',
  notRegistered: 'You have not entered this tournament.',
  partnerRequired: 'A pairs tournament needs the name of your partner.',
  entryNotFound: 'This entry does not exist.',
  wrongMemberCount: 'A singles entry has one player, a pairs entry two.',
  alreadyEntered: 'This player has already entered this tournament.',
  unknownParticipant: 'This player is not on your participant list.',
  beforeDrawOnly: 'This can only be changed before the draw.',
  afterDrawOnly: 'A player withdraws after the draw; before it, remove the entry.',
  csvInvalid: 'This line cannot be read.',
  participantNotFound: 'This participant does not exist.',
  hasEntries: 'This participant has played in tournaments: merge it into another one instead.',
  mergeIntoItself: 'Choose another participant to merge into.',
  mergeTargetNotFound: 'This participant is not on your list.',
  sameTournament: 'Both participants play in the same tournament, so they are different players.',
  unknownAccount: 'No account has this e-mail address.',
  accountAlreadyLinked: 'Another participant on your list is already linked to this account.',
  drawLocked: 'The draw cannot be made again: games have already been called, started or decided.',
  drawTooFewEntries: 'A draw needs at least two players.',
  drawImpossible: 'This format needs at least 4 players; 3 are entered.',
  gameNotFound: 'This game is not part of the tournament.',
  groupNotFound: 'The tournament has no group with this name.',
  gameNotReady: 'Only a game whose two players are known and that has not been decided can be called.',
  gameLive: 'This game is already being scored: it can no longer be called off.',
  gameNotPlayable: 'A result can only be given once both players of the game are known.',
  noResult: 'This game has no result to remove.',
  legsDoNotFitFormat: 'This score does not fit the game’s format.',
  drawNotAllowed: 'Only group and round-robin games can end in a draw.',
  correctionBlocked:
    'This result cannot be changed: games that depend on it have already been played. Remove their results first.',
  invalidDeciderOrder: 'List exactly the players of a tie in this group that is still open, best first.',
} as const
