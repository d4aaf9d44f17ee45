import type { MyMatchKind, MyMatchPeriod, MyMatchResult } from '@oche/api'
import { defineMessage } from 'react-intl'

/** Words the list and its filters share. */
export const myMatchMessages = {
  kind: defineMessage<{ kind: MyMatchKind }>({
    id: 'accounts.myMatches.kind',
    defaultMessage: '{kind, select, tournament {Tournament} league {League} bot {Against the bot} other {Local play}}',
  }),
  period: defineMessage<{ period: MyMatchPeriod }>({
    id: 'accounts.myMatches.period',
    defaultMessage: '{period, select, week {Last 7 days} month {Last 30 days} other {Last 12 months}}',
  }),
  result: defineMessage<{ result: MyMatchResult }>({
    id: 'accounts.myMatches.result',
    defaultMessage: '{result, select, won {Won} lost {Lost} other {Drawn}}',
  }),
}
