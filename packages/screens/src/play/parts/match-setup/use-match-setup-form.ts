import { useState } from 'react'
import {
  checkSetup,
  maxPlayers,
  type MatchSetup,
  type SetupDraft,
  type SetupField,
  type SetupIssue,
} from './match-setup'

export type MatchSetupForm = {
  draft: SetupDraft
  /** Issues to show: none until the first attempt to start, then checked again on every change. */
  issues: Partial<Record<SetupField, SetupIssue>>
  update: (change: Partial<SetupDraft>) => void
  renamePlayer: (index: number, name: string) => void
  addPlayer: (name: string) => void
  removePlayer: (index: number) => void
  /** The checked setup, or null (and the issues shown) when something needs fixing. */
  submit: () => MatchSetup | null
}

/** The state of the setup form: a draft checked by `checkSetup` when the player tries to start. */
export function useMatchSetupForm(initial: SetupDraft): MatchSetupForm {
  const [draft, setDraft] = useState(initial)
  const [hasTried, setHasTried] = useState(false)
  const checked = checkSetup(draft)
  const issues = hasTried && !checked.ok ? checked.issues : {}

  return {
    draft,
    issues,
    update: (change) => setDraft((current) => ({ ...current, ...change })),
    renamePlayer: (index, name) =>
      setDraft((current) => ({
        ...current,
        players: current.players.map((player, at) => (at === index ? { ...player, name } : player)),
      })),
    addPlayer: (name) =>
      setDraft((current) =>
        current.players.length >= maxPlayers ? current : { ...current, players: [...current.players, { name }] },
      ),
    removePlayer: (index) =>
      setDraft((current) => {
        const players = current.players.filter((_, at) => at !== index)
        const starter = Number(current.starter)
        // The first thrower keeps their place; when they are the one removed, the first-named starts.
        const nextStarter =
          current.starter === 'bullOff'
            ? 'bullOff'
            : starter === index
              ? '0'
              : String(starter > index ? starter - 1 : starter)
        return { ...current, players, starter: nextStarter }
      }),
    submit: () => {
      setHasTried(true)
      return checked.ok ? checked.value : null
    },
  }
}
