import type { LeagueGameKind } from '@oche/darts'
import { defineMessages, type IntlShape } from 'react-intl'

/** The names of a game's choices, as the editor lists them. */
export const choiceMessages = defineMessages({
  singles: { id: 'competition.matchTemplate.kindSingles', defaultMessage: 'Singles' },
  pairs: { id: 'competition.matchTemplate.kindPairs', defaultMessage: 'Pairs' },
  team: { id: 'competition.matchTemplate.kindTeam', defaultMessage: 'Team game' },
  straightIn: { id: 'competition.matchTemplate.straightIn', defaultMessage: 'Straight in' },
  doubleIn: { id: 'competition.matchTemplate.doubleIn', defaultMessage: 'Double in' },
  masterIn: { id: 'competition.matchTemplate.masterIn', defaultMessage: 'Master in' },
  straightOut: { id: 'competition.matchTemplate.straightOut', defaultMessage: 'Straight out' },
  doubleOut: { id: 'competition.matchTemplate.doubleOut', defaultMessage: 'Double out' },
  masterOut: { id: 'competition.matchTemplate.masterOut', defaultMessage: 'Master out' },
  bestOf: { id: 'competition.matchTemplate.bestOf', defaultMessage: 'Best of' },
  playAll: { id: 'competition.matchTemplate.playAll', defaultMessage: 'All played' },
  otherScore: { id: 'competition.matchTemplate.otherScore', defaultMessage: 'Other' },
})

/** A game's kind: Singles, Pairs, Team game. */
export function kindName(intl: IntlShape, kind: LeagueGameKind): string {
  return intl.formatMessage(choiceMessages[kind])
}

/** The templates of league-rules.md §3 that a template can start from. */
export const presetMessages = {
  flemish: defineMessages({
    name: { id: 'competition.matchTemplate.presetFlemish', defaultMessage: 'Flemish regional league' },
    description: {
      id: 'competition.matchTemplate.presetFlemishHelp',
      defaultMessage:
        '4 singles, 2 pairs and 4 singles, all best of 5 legs: the singles 501, the pairs 701. Every game is played.',
    },
  }),
  dutchCafe: defineMessages({
    name: { id: 'competition.matchTemplate.presetDutchCafe', defaultMessage: 'Dutch café league' },
    description: {
      id: 'competition.matchTemplate.presetDutchCafeHelp',
      defaultMessage:
        '4 singles and 4 pairs of 501, best of 3 legs, then a team game of 4 players over one leg of 701.',
    },
  }),
  fourteenGames: defineMessages({
    name: { id: 'competition.matchTemplate.presetFourteen', defaultMessage: '14 games' },
    description: {
      id: 'competition.matchTemplate.presetFourteenHelp',
      defaultMessage: 'Three rounds of 3 singles and a pair, then one more single and pair; 501, best of 3 legs.',
    },
  }),
}
