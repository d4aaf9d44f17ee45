import type { AnalyticsInterval } from '@oche/api'
import { defineMessage, defineMessages } from 'react-intl'

/** The names of the figures, which the tiles, the charts, the tables and their CSV headers share. */
export const analyticsMessages = defineMessages({
  accounts: { id: 'competition.analytics.accounts', defaultMessage: 'Accounts' },
  activeUsers: { id: 'competition.analytics.activeUsers', defaultMessage: 'Active users' },
  newAccounts: { id: 'competition.analytics.newAccounts', defaultMessage: 'New accounts' },
  matches: { id: 'competition.analytics.matches', defaultMessage: 'Matches' },
  finishedMatches: { id: 'competition.analytics.finishedMatches', defaultMessage: 'Finished matches' },
  visits: { id: 'competition.analytics.visits', defaultMessage: 'Visits' },
  tournaments: { id: 'competition.analytics.tournaments', defaultMessage: 'Tournaments' },
  finished: { id: 'competition.analytics.finished', defaultMessage: 'Finished' },
  entries: { id: 'competition.analytics.entries', defaultMessage: 'Entries' },
  averageEntries: { id: 'competition.analytics.averageEntries', defaultMessage: 'Average entries' },
  games: { id: 'competition.analytics.games', defaultMessage: 'Games' },
  averageGameMinutes: { id: 'competition.analytics.averageGameMinutes', defaultMessage: 'Average game minutes' },
})

/** What one point of the figures over time covers: the grouping's options and the tables' first column. */
export const intervalMessage = defineMessage<{ interval: AnalyticsInterval }>({
  id: 'competition.analytics.interval',
  defaultMessage: '{interval, select, day {Day} week {Week} other {Month}}',
})
