export { HomeScreen, type HomeScreenProps } from './home-screen'
