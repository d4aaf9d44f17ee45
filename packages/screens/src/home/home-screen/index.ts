export { HomeScreen, type HomeScreenProps } from './home-screen'
export { HomeRoute, type HomeRouteProps } from './home-route'
