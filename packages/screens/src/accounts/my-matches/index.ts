export { MyMatchesScreen, type MyMatchesScreenProps } from './my-matches-screen'
