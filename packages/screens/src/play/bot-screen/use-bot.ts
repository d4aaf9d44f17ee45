import type { BotLevel } from '@oche/darts'
import { useCallback, useState } from 'react'
import { useIntl } from 'react-intl'
import { useSession } from '../../app/session/session-provider'
import { botLevelOf } from '../parts/bot-player/bot-visit'
import { defaultSetupDraft, draftFromSetup, type MatchSetup, type SetupDraft } from '../parts/match-setup/match-setup'
import { newLocalMatch, type LocalMatch } from '../parts/match-storage/local-match'
import { useStoredMatch } from '../parts/match-storage/use-stored-match'
import { useBotName } from './use-bot-name'

/** Local storage key of the bot match running on /play/bot/{id}. */
export const botMatchKey = 'oche.play.botMatch'

/** The bot throws second in the setup; "who throws first" decides who starts. */
const botSide = 1

export type BotPlay = {
  /** The level the route names, or null for an unknown id (the level chooser). */
  level: BotLevel | null
  botName: string
  isLoading: boolean
  match: LocalMatch | null
  setupDraft: SetupDraft
  isSynced: boolean
  start: (setup: MatchSetup) => void
  save: (match: LocalMatch) => void
  playAgain: () => void
  newMatch: () => void
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

/** /play/bot/{id}: the bot match of that level in local storage, stored in the account as it is played. */
export function useBot(id: string, seed?: number): BotPlay {
  const intl = useIntl()
  const session = useSession()
  const botNameOf = useBotName()
  const stored = useStoredMatch(botMatchKey)
  const [lastSetup, setLastSetup] = useState<MatchSetup | null>(null)
  const level = botLevelOf(id)
  const botName = level ? botNameOf(level) : ''
  const user = session.status === 'authenticated' ? session.user : null
  const match = level && stored.match?.bot?.level === level ? stored.match : null

  const you = user
    ? { name: user.name, userId: user.id }
    : { name: intl.formatMessage({ id: 'play.bot.you', defaultMessage: 'You' }) }
  const setup = lastSetup ?? match?.setup ?? null
  const setupDraft = setup ? draftFromSetup(setup) : defaultSetupDraft([you, { name: botName }])

  const { replace, save } = stored
  const start = useCallback(
    (next: MatchSetup) => {
      if (!level) return
      // The bot's name is the level's, whatever the form held.
      const players = next.players.map((player, index) => (index === botSide ? { name: botName } : player))
      const checked = { ...next, players }
      setLastSetup(checked)
      replace(newLocalMatch(checked, { kind: 'bot', bot: { level, side: botSide, seed: seed ?? randomSeed() } }))
    },
    [level, botName, replace, seed],
  )

  return {
    level,
    botName,
    isLoading: stored.isLoading,
    match,
    setupDraft,
    isSynced: user !== null,
    start,
    save,
    playAgain: () => (match ? start(match.setup) : undefined),
    newMatch: () => {
      if (match) setLastSetup(match.setup)
      replace(null)
    },
  }
}
