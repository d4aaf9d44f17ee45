export { SiteCupBracketScreen, type SiteCupBracketScreenProps } from './site-cup-bracket-screen'
