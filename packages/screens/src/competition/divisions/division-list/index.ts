export { DivisionListScreen, type DivisionListScreenProps } from './division-list-screen'
