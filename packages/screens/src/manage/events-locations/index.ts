export { EventsLocationsScreen, type EventsLocationsScreenProps } from './events-locations-screen'
