export { EventScreen, type EventScreenProps } from './event-page'
