import { defineMessage } from 'react-intl'

/** Words the cup's pages say alike: its format, entry rule, state and counts. */
export const cupMessages = {
  cups: defineMessage({ id: 'competition.cup.cups', defaultMessage: 'Cups' }),
  cup: defineMessage({ id: 'competition.cup.cup', defaultMessage: 'Cup' }),
  plate: defineMessage({ id: 'competition.cup.plate', defaultMessage: 'Plate' }),
  formatDraw: defineMessage({ id: 'competition.cup.formatDraw', defaultMessage: 'Straight draw' }),
  formatGroups: defineMessage<{ size: number; qualifiers: number }>({
    id: 'competition.cup.formatGroups',
    defaultMessage: 'Groups of up to {size}, then a knockout for the best {qualifiers} of each',
  }),
  formatGroupsShort: defineMessage({
    id: 'competition.cup.formatGroupsShort',
    defaultMessage: 'Groups, then a knockout',
  }),
  withPlate: defineMessage({ id: 'competition.cup.withPlate', defaultMessage: 'with a plate' }),
  entryCompulsory: defineMessage({
    id: 'competition.cup.entryCompulsory',
    defaultMessage: 'Every team plays',
  }),
  entryOptional: defineMessage({ id: 'competition.cup.entryOptional', defaultMessage: 'Teams enter' }),
  stateEntries: defineMessage({ id: 'competition.cup.stateEntries', defaultMessage: 'Entries open' }),
  stateDrawn: defineMessage({ id: 'competition.cup.stateDrawn', defaultMessage: 'Under way' }),
  stateFinished: defineMessage({ id: 'competition.cup.stateFinished', defaultMessage: 'Finished' }),
  winner: defineMessage<{ team: string }>({ id: 'competition.cup.winner', defaultMessage: 'Winner: {team}' }),
  loading: defineMessage({ id: 'competition.cup.loading', defaultMessage: 'Loading the cup' }),
  loadError: defineMessage({ id: 'competition.cup.loadError', defaultMessage: 'The cup could not be loaded' }),
}
