export {
  SiteIndividualStandingsScreen,
  type SiteIndividualStandingsScreenProps,
} from './site-individual-standings-screen'
