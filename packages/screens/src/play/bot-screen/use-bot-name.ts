import type { BotLevel } from '@oche/darts'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/** The name of a bot of each level, in the interface language ("Club bot"). */
export function useBotName(): (level: BotLevel) => string {
  const intl = useIntl()
  return useCallback(
    (level: BotLevel) => {
      switch (level) {
        case 'beginner':
          return intl.formatMessage({ id: 'play.bot.name.beginner', defaultMessage: 'Beginner bot' })
        case 'casual':
          return intl.formatMessage({ id: 'play.bot.name.casual', defaultMessage: 'Casual bot' })
        case 'amateur':
          return intl.formatMessage({ id: 'play.bot.name.amateur', defaultMessage: 'Amateur bot' })
        case 'club':
          return intl.formatMessage({ id: 'play.bot.name.club', defaultMessage: 'Club bot' })
        case 'league':
          return intl.formatMessage({ id: 'play.bot.name.league', defaultMessage: 'League bot' })
        case 'county':
          return intl.formatMessage({ id: 'play.bot.name.county', defaultMessage: 'County bot' })
        case 'expert':
          return intl.formatMessage({ id: 'play.bot.name.expert', defaultMessage: 'Expert bot' })
        case 'professional':
          return intl.formatMessage({ id: 'play.bot.name.professional', defaultMessage: 'Professional bot' })
        default:
          return level satisfies never
      }
    },
    [intl],
  )
}
