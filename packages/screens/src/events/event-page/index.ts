export { EventScreen, type EventScreenProps } from './event-screen'
