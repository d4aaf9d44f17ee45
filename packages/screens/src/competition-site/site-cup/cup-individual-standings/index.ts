export {
  SiteCupIndividualStandingsScreen,
  type SiteCupIndividualStandingsScreenProps,
} from './site-cup-individual-standings-screen'
