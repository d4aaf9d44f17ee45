export { DivisionFixturesScreen, type DivisionFixturesScreenProps } from './division-fixtures-screen'
