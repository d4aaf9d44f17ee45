import type { MatchTemplateInput } from '@oche/api'
import type { LeagueGameSlot, MatchTemplate } from '@oche/darts'
import { defineMessage, type IntlShape } from 'react-intl'

type AnyTemplate = MatchTemplate | MatchTemplateInput

const messages = {
  games: defineMessage<{ kind: string; count: number; players: number }>({
    id: 'competition.matchTemplate.summaryGames',
    defaultMessage:
      '{kind, select, singles {{count, plural, one {# single} other {# singles}}} pairs {{count, plural, one {# pair} other {# pairs}}} other {{count, plural, one {# team game} other {# team games}} ({players} players)}}',
  }),
  legs: defineMessage<{ mode: string; count: number }>({
    id: 'competition.matchTemplate.summaryLegs',
    defaultMessage:
      '{mode, select, bestOf {best of {count, plural, one {# leg} other {# legs}}} other {{count, plural, one {# leg} other {all # legs played}}}}',
  }),
  score: defineMessage<{ resultOnly: string; start: string }>({
    id: 'competition.matchTemplate.summaryScore',
    defaultMessage: '{resultOnly, select, yes {result only} other {of {start}}}',
  }),
  scoreRules: defineMessage<{ score: string; rules: string }>({
    id: 'competition.matchTemplate.summaryScoreRules',
    defaultMessage: '{score} ({rules})',
  }),
  rule: defineMessage<{ rule: string }>({
    id: 'competition.matchTemplate.summaryRule',
    defaultMessage:
      '{rule, select, doubleIn {double in} masterIn {master in} straightOut {straight out} other {master out}}',
  }),
  group: defineMessage<{ games: string; score: string; legs: string }>({
    id: 'competition.matchTemplate.summaryGroup',
    defaultMessage: '{games} {score}, {legs}',
  }),
  join: defineMessage<{ list: string; next: string }>({
    id: 'competition.matchTemplate.summaryJoin',
    defaultMessage: '{list}; {next}',
  }),
  summary: defineMessage<{ count: number; groups: string }>({
    id: 'competition.matchTemplate.summary',
    defaultMessage: '{count, plural, one {# game} other {# games}}: {groups}',
  }),
  match: defineMessage<{ play: string; points: string; win: number; draw: number; loss: number }>({
    id: 'competition.matchTemplate.summaryMatch',
    defaultMessage:
      '{play, select, untilDecided {The match stops once it is decided} other {Every game is played}}; {points, select, match {a win earns {win}, a draw {draw}, a loss {loss}} other {a point for every game won}}.',
  }),
}

/** "of 501", "of 501 (double in, master out)" (straight in and double out go without saying), "result only". */
function describeScore(intl: IntlShape, slot: LeagueGameSlot): string {
  if (!slot.x01) return intl.formatMessage(messages.score, { resultOnly: 'yes', start: '' })
  const { startScore, inRule, outRule } = slot.x01
  const start = Number.isFinite(startScore) ? intl.formatNumber(startScore, { useGrouping: false }) : '…'
  const score = intl.formatMessage(messages.score, { resultOnly: 'no', start })
  const rules = [
    ...(inRule === 'straight' ? [] : [`${inRule}In`]),
    ...(outRule === 'double' ? [] : [`${outRule}Out`]),
  ].map((rule) => intl.formatMessage(messages.rule, { rule }))
  if (rules.length === 0) return score
  return intl.formatMessage(messages.scoreRules, { score, rules: intl.formatList(rules, { type: 'unit' }) })
}

/**
 * The games of a template in a line, alike games counted together in the order they first come: "10 games: 8 singles
 * of 501, best of 5 legs; 2 pairs of 701, best of 5 legs".
 */
export function describeGames(intl: IntlShape, template: AnyTemplate): string {
  const groups = new Map<string, { slot: LeagueGameSlot; count: number }>()
  for (const slot of template.games) {
    const key = JSON.stringify([slot.kind, slot.players, slot.x01, slot.legs])
    const group = groups.get(key)
    if (group) group.count += 1
    else groups.set(key, { slot, count: 1 })
  }
  const parts = [...groups.values()].map(({ slot, count }) =>
    intl.formatMessage(messages.group, {
      games: intl.formatMessage(messages.games, { kind: slot.kind, count, players: slot.players }),
      score: describeScore(intl, slot),
      legs: intl.formatMessage(messages.legs, slot.legs),
    }),
  )
  return intl.formatMessage(messages.summary, {
    count: template.games.length,
    groups: parts.length === 0 ? '' : parts.reduce((list, next) => intl.formatMessage(messages.join, { list, next })),
  })
}

/** How far a match is played and how it earns points: "Every game is played; a point for every game won." */
export function describeMatch(intl: IntlShape, template: AnyTemplate): string {
  const { points } = template
  return intl.formatMessage(messages.match, {
    play: template.play,
    points: points.kind,
    win: points.kind === 'match' ? points.win : 0,
    draw: points.kind === 'match' ? points.draw : 0,
    loss: points.kind === 'match' ? points.loss : 0,
  })
}
