import type { X01MatchState } from '@oche/darts'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { useLocalFlag } from '../../../app/preferences/local-flag'
import { callerPhrases, type CallerPhrase } from './caller-phrases'

/** Local storage key of the caller switch; the voice is off until a player turns it on. */
export const callerVoiceKey = 'oche.play.callerVoice'

function hasSpeech(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
}

const noSubscription = () => () => undefined

/** Whether this browser can speak; false on the server, so the switch never flashes during hydration. */
export function useSpeechSupport(): boolean {
  return useSyncExternalStore(noSubscription, hasSpeech, () => false)
}

function phraseText(intl: IntlShape, phrase: CallerPhrase, names: readonly string[]): string {
  switch (phrase.kind) {
    case 'score':
      return intl.formatMessage({ id: 'play.caller.score', defaultMessage: '{score, number}' }, { score: phrase.score })
    case 'noScore':
      return intl.formatMessage({ id: 'play.caller.noScore', defaultMessage: 'No score' })
    case 'gameShot': {
      const name = names[phrase.side] ?? ''
      if (phrase.scope === 'match')
        return intl.formatMessage(
          { id: 'play.caller.gameShotMatch', defaultMessage: 'Game shot, and the match, {name}!' },
          { name },
        )
      if (phrase.scope === 'set')
        return intl.formatMessage(
          { id: 'play.caller.gameShotSet', defaultMessage: 'Game shot, and the set, {name}!' },
          { name },
        )
      return intl.formatMessage(
        { id: 'play.caller.gameShotLeg', defaultMessage: 'Game shot, and the leg, {name}!' },
        { name },
      )
    }
    case 'requires':
      return intl.formatMessage(
        { id: 'play.caller.requires', defaultMessage: '{name}, you require {remaining, number}' },
        { name: names[phrase.side] ?? '', remaining: phrase.remaining },
      )
    default:
      return phrase satisfies never
  }
}

export type CallerVoice = {
  isSupported: boolean
  isEnabled: boolean
  setEnabled: (enabled: boolean) => void
}

/**
 * The optional caller: when it is on, every new visit of `match` is announced by speech synthesis in the
 * interface language ("one hundred and eighty", "you require 32"). Off by default, remembered on this device.
 */
export function useCallerVoice(match: X01MatchState): CallerVoice {
  const intl = useIntl()
  const isSupported = useSpeechSupport()
  const [isEnabled, setEnabled] = useLocalFlag(callerVoiceKey)
  const previous = useRef(match)

  const speak = useCallback(
    (texts: string[]) => {
      window.speechSynthesis.cancel()
      for (const text of texts) {
        const utterance = new SpeechSynthesisUtterance(text)
        utterance.lang = intl.locale
        window.speechSynthesis.speak(utterance)
      }
    },
    [intl.locale],
  )

  useEffect(() => {
    const before = previous.current
    previous.current = match
    if (!isSupported || !isEnabled || before === match) return
    const phrases = callerPhrases(before, match)
    if (phrases.length > 0) speak(phrases.map((phrase) => phraseText(intl, phrase, match.config.sides)))
  }, [match, isSupported, isEnabled, speak, intl])

  useEffect(() => () => (hasSpeech() ? window.speechSynthesis.cancel() : undefined), [])

  return { isSupported, isEnabled: isSupported && isEnabled, setEnabled }
}
