import type { TournamentFormat, TournamentVisibility } from '@oche/api'
import { defineMessages } from 'react-intl'

// The names the tournament form gives these choices (the same ids and texts), for the pages that list or count
// tournaments by them.

/** The name of each tournament format, as the tournament form offers it. */
export const tournamentFormatMessages = defineMessages<TournamentFormat['kind']>({
  groupsKnockout: { id: 'manage.tournamentForm.groupsKnockout', defaultMessage: 'Groups, then knockout' },
  knockout: { id: 'manage.tournamentForm.knockout', defaultMessage: 'Knockout' },
  roundRobin: { id: 'manage.tournamentForm.roundRobin', defaultMessage: 'Round robin' },
  doubleElimination: { id: 'manage.tournamentForm.doubleElimination', defaultMessage: 'Double elimination' },
})

/** The name of each visibility, as the visibility field offers it. */
export const tournamentVisibilityMessages = defineMessages<TournamentVisibility>({
  public: { id: 'manage.visibility.public', defaultMessage: 'Public' },
  unlisted: { id: 'manage.visibility.unlisted', defaultMessage: 'Unlisted' },
  private: { id: 'manage.visibility.private', defaultMessage: 'Private' },
})
