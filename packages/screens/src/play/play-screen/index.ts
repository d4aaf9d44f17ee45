export { PlayScreen, type PlayScreenProps } from './play-screen'
