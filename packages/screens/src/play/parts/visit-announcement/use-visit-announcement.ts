import type { X01MatchState } from '@oche/darts'
import { useState } from 'react'
import { defineMessage, useIntl, type IntlShape } from 'react-intl'
import { visitCount, visitNews, type VisitNews } from './visit-news'

type Values = { name: string; points: number; remaining: number; next: string }

const messages = {
  scored: defineMessage<Values>({
    id: 'play.announcement.scored',
    defaultMessage: '{name} scored {points}, {remaining} left. {next} to throw.',
  }),
  bust: defineMessage<Omit<Values, 'points'>>({
    id: 'play.announcement.bust',
    defaultMessage: 'Bust. {name} stays on {remaining}. {next} to throw.',
  }),
  legWon: defineMessage<Omit<Values, 'remaining'>>({
    id: 'play.announcement.legWon',
    defaultMessage: '{name} checked out {points} and wins the leg. {next} to throw.',
  }),
  matchWon: defineMessage<Pick<Values, 'name' | 'points'>>({
    id: 'play.announcement.matchWon',
    defaultMessage: '{name} checked out {points} and wins the match.',
  }),
  matchDrawn: defineMessage<Pick<Values, 'name' | 'points'>>({
    id: 'play.announcement.matchDrawn',
    defaultMessage: '{name} checked out {points}. The match is a draw.',
  }),
}

/** The sentence a screen reader says after a visit, in the page's language. */
export function visitSentence(intl: IntlShape, news: VisitNews, names: readonly string[]): string {
  const name = names[news.side] ?? ''
  switch (news.kind) {
    case 'scored':
      return intl.formatMessage(messages.scored, {
        name,
        points: news.points,
        remaining: news.remaining,
        next: names[news.next] ?? '',
      })
    case 'bust':
      return intl.formatMessage(messages.bust, { name, remaining: news.remaining, next: names[news.next] ?? '' })
    case 'legWon':
      return intl.formatMessage(messages.legWon, { name, points: news.points, next: names[news.next] ?? '' })
    case 'matchWon':
      return intl.formatMessage(messages.matchWon, { name, points: news.points })
    case 'matchDrawn':
      return intl.formatMessage(messages.matchDrawn, { name, points: news.points })
    default:
      return news satisfies never
  }
}

/**
 * The sentence to announce for the match's last visit, once a visit is played while the page is open: empty on the
 * first render (a reload or a page opened mid-match announces nothing) and after an undo. Several visits at once (a
 * live page catching up) announce the last.
 */
export function useVisitAnnouncement(match: X01MatchState): string {
  const intl = useIntl()
  const count = visitCount(match)
  // What was announced for which number of visits; adjusted while rendering, as React does for derived state.
  const [announced, setAnnounced] = useState<{ count: number; news: VisitNews | null }>({ count, news: null })
  let news = announced.news
  if (count !== announced.count) {
    news = count > announced.count ? visitNews(match) : null
    setAnnounced({ count, news })
  }
  return news ? visitSentence(intl, news, match.config.sides) : ''
}
