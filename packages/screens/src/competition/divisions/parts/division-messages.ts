import { defineMessage } from 'react-intl'

/** Words several division pages say alike (back links, headings, counts). */
export const divisionMessages = {
  divisions: defineMessage({ id: 'competition.divisions.divisions', defaultMessage: 'Divisions' }),
  season: defineMessage<{ season: string }>({ id: 'competition.divisions.season', defaultMessage: 'Season {season}' }),
  seasonLoading: defineMessage({ id: 'competition.divisions.seasonLoading', defaultMessage: 'Season' }),
  division: defineMessage({ id: 'competition.divisions.division', defaultMessage: 'Division' }),
  teamCount: defineMessage<{ count: number }>({
    id: 'competition.divisions.teamCount',
    defaultMessage: '{count, plural, =0 {no teams} one {# team} other {# teams}}',
  }),
  matchCount: defineMessage<{ count: number }>({
    id: 'competition.divisions.matchCount',
    defaultMessage: '{count, plural, =0 {no matches} one {# match} other {# matches}}',
  }),
  loadingDivision: defineMessage({
    id: 'competition.divisions.loadingDivision',
    defaultMessage: 'Loading the division',
  }),
  divisionLoadError: defineMessage({
    id: 'competition.divisions.loadError',
    defaultMessage: 'The division could not be loaded',
  }),
  fixtureTeams: defineMessage<{ home: string; away: string }>({
    id: 'competition.divisions.fixtureTeams',
    defaultMessage: '{home} – {away}',
    description: 'A match of the fixture list: the home team, then the away team',
  }),
  resultsEntered: defineMessage({ id: 'competition.divisions.resultsEntered', defaultMessage: 'Results entered' }),
}
