import { userFixture } from '@oche/mocks'
import type { MatchEvent } from '@oche/darts'
import { writeLocal } from '../../app/preferences/local-flag'
import { callerVoiceKey } from '../parts/caller-voice/use-caller-voice'
import type { MatchSetup } from '../parts/match-setup/match-setup'
import { newLocalMatch, serializeLocalMatch, type LocalMatch, type MatchBot } from '../parts/match-storage/local-match'

/** Stories only: the nth uuid of a story's events (`00000000-0000-4000-8000-000000000007`). */
export const storyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Stories only: a 501 double-out setup, first to 3 legs, for the signed-in fixture user and a guest. */
export const storySetup: MatchSetup = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 3 },
  players: [{ name: 'Anna' }, { name: 'Ben' }],
  starter: 0,
}

/** Stories only: the fixture user as the first player, so their account owns the match. */
export const signedInPlayer = { name: userFixture.name, userId: userFixture.id }

export type StoryMatchOptions = {
  id?: string
  kind?: LocalMatch['kind']
  bot?: MatchBot | null
  serverVersion?: number | null
}

/** Stories only: a match played so far with `events`, as the screens keep it. */
export function storyMatch(setup: Partial<MatchSetup>, events: MatchEvent[], options: StoryMatchOptions = {}) {
  let counter = 900
  const match = newLocalMatch(
    { ...storySetup, ...setup },
    {
      kind: options.kind ?? 'casual',
      bot: options.bot ?? null,
      newId: () => storyId((counter += 1)),
      now: new Date('2026-11-14T19:30:00Z'),
    },
  )
  return {
    ...match,
    id: options.id ?? match.id,
    log: [...match.log, ...events],
    serverVersion: options.serverVersion ?? null,
  } satisfies LocalMatch
}

/** Stories only: puts a match in local storage under `key`, as if it was being played before a reload. */
export function storeMatch(key: string, match: LocalMatch) {
  writeLocal(key, serializeLocalMatch(match))
}

/** Stories only: forgets the matches and the caller switch stories leave in local storage, before and after. */
export function forgetPlayStorage(...keys: string[]) {
  const forget = () => {
    for (const key of [...keys, callerVoiceKey]) writeLocal(key, null)
  }
  forget()
  return forget
}
