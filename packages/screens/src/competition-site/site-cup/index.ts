export { SiteCupBracketScreen, type SiteCupBracketScreenProps } from './cup-bracket'
export {
  SiteCupIndividualStandingsScreen,
  type SiteCupIndividualStandingsScreenProps,
} from './cup-individual-standings'
export { SiteCupListScreen, type SiteCupListScreenProps } from './cup-list'
export { SiteCupStandingsScreen, type SiteCupStandingsScreenProps } from './cup-standings'
