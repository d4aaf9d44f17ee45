export { HomeEvents, type HomeEventsProps } from './home-events'
