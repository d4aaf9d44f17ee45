export { DivisionEditScreen, type DivisionEditScreenProps } from './division-edit-screen'
