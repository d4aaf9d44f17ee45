import type { MatchConfig, MatchSide } from '@oche/api'
import { x01Presets, type BotLevel, type InRule, type MatchFormat, type OutRule } from '@oche/darts'

/** How the match is decided: legs (first to / best of) or sets of legs. */
export type FormatKind = 'firstTo' | 'bestOf' | 'sets'

/** One player or team row of the setup form; `userId` marks the signed-in player's row. */
export type SetupPlayer = { name: string; userId?: string }

/**
 * What the setup form holds while it is being filled in: numbers stay text until the form is checked, so a
 * half-typed "5" for 501 is never rewritten under the player's fingers.
 */
export type SetupDraft = {
  /** A preset (`'301'`, `'501'`, `'701'`) or `'custom'`. */
  startScoreChoice: string
  customStartScore: string
  inRule: InRule
  outRule: OutRule
  formatKind: FormatKind
  legs: string
  sets: string
  legsPerSet: string
  players: SetupPlayer[]
  /** The index of the side that throws first, as text, or `'bullOff'`. */
  starter: string
}

/** A checked setup: everything a match needs. */
export type MatchSetup = {
  startScore: number
  inRule: InRule
  outRule: OutRule
  format: MatchFormat
  players: SetupPlayer[]
  /** The side that throws first in leg 1, or a bull-off entered before the first visit. */
  starter: number | 'bullOff'
}

export type SetupIssue = 'startScoreRange' | 'countRange' | 'nameMissing' | 'nameTaken' | 'nameTooLong'

/** Where an issue is: `startScore`, `legs`, `sets`, `legsPerSet` or `player0` … `player3`. */
export type SetupField = 'startScore' | 'legs' | 'sets' | 'legsPerSet' | `player${number}`

export type SetupCheck =
  { ok: true; value: MatchSetup } | { ok: false; issues: Partial<Record<SetupField, SetupIssue>> }

export const minStartScore = 101
export const maxStartScore = 1001
export const maxCount = 99
export const maxPlayers = 4
export const maxNameLength = 100

/** The start scores offered as buttons; any other 101–1001 is typed as a custom start. */
export const startScorePresets: readonly number[] = x01Presets

/** A setup to start from: 501 straight in, double out, first to 3 legs, two players, the first-named starting. */
export function defaultSetupDraft(players: SetupPlayer[]): SetupDraft {
  return {
    startScoreChoice: '501',
    customStartScore: '',
    inRule: 'straight',
    outRule: 'double',
    formatKind: 'firstTo',
    legs: '3',
    sets: '3',
    legsPerSet: '3',
    players,
    starter: '0',
  }
}

/** The draft that shows a checked setup again (for "Play again" and editing a finished match's setup). */
export function draftFromSetup(setup: MatchSetup): SetupDraft {
  const isPreset = startScorePresets.includes(setup.startScore)
  const { format } = setup
  return {
    startScoreChoice: isPreset ? String(setup.startScore) : 'custom',
    customStartScore: isPreset ? '' : String(setup.startScore),
    inRule: setup.inRule,
    outRule: setup.outRule,
    formatKind: format.kind === 'playAll' ? 'bestOf' : format.kind,
    legs: format.kind === 'sets' ? '3' : String(format.legs),
    sets: format.kind === 'sets' ? String(format.sets) : '3',
    legsPerSet: format.kind === 'sets' ? String(format.legsPerSet) : '3',
    players: setup.players.map((player) => ({ ...player })),
    starter: String(setup.starter),
  }
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= min && value <= max ? value : null
}

/** Checks a draft the way the contract will (`MatchConfigSchema`): names trimmed, unique ignoring case. */
export function checkSetup(draft: SetupDraft): SetupCheck {
  const issues: Partial<Record<SetupField, SetupIssue>> = {}
  const startScore =
    draft.startScoreChoice === 'custom'
      ? wholeNumber(draft.customStartScore, minStartScore, maxStartScore)
      : wholeNumber(draft.startScoreChoice, minStartScore, maxStartScore)
  if (startScore === null) issues.startScore = 'startScoreRange'

  let format: MatchFormat | null = null
  if (draft.formatKind === 'sets') {
    const sets = wholeNumber(draft.sets, 1, maxCount)
    const legsPerSet = wholeNumber(draft.legsPerSet, 1, maxCount)
    if (sets === null) issues.sets = 'countRange'
    if (legsPerSet === null) issues.legsPerSet = 'countRange'
    if (sets !== null && legsPerSet !== null) format = { kind: 'sets', sets, legsPerSet }
  } else {
    const legs = wholeNumber(draft.legs, 1, maxCount)
    if (legs === null) issues.legs = 'countRange'
    else format = { kind: draft.formatKind, legs }
  }

  const players = draft.players.slice(0, maxPlayers).map((player) => ({ ...player, name: player.name.trim() }))
  const seen = new Set<string>()
  players.forEach((player, index) => {
    const key = player.name.toLocaleLowerCase()
    if (player.name === '') issues[`player${index}`] = 'nameMissing'
    else if (player.name.length > maxNameLength) issues[`player${index}`] = 'nameTooLong'
    else if (seen.has(key)) issues[`player${index}`] = 'nameTaken'
    seen.add(key)
  })

  const starterIndex = Number(draft.starter)
  const starter =
    draft.starter === 'bullOff'
      ? 'bullOff'
      : Number.isInteger(starterIndex) && starterIndex < players.length
        ? starterIndex
        : 0

  if (startScore === null || format === null || Object.keys(issues).length > 0) return { ok: false, issues }
  return { ok: true, value: { startScore, inRule: draft.inRule, outRule: draft.outRule, format, players, starter } }
}

/** The match config the API and the engine take, with the bot's side marked when there is one. */
export function matchConfigOf(setup: MatchSetup, bot?: { side: number; level: BotLevel }): MatchConfig {
  return {
    startScore: setup.startScore,
    inRule: setup.inRule,
    outRule: setup.outRule,
    format: setup.format,
    sides: setup.players.map((player, index): MatchSide => {
      if (bot && bot.side === index) return { name: player.name, botLevel: bot.level }
      return player.userId ? { name: player.name, userIds: [player.userId] } : { name: player.name }
    }),
  }
}
