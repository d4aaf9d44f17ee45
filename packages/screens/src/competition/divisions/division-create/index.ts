export { DivisionCreateScreen, type DivisionCreateScreenProps } from './division-create-screen'
