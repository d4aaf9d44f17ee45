export { MyTournamentsScreen, type MyTournamentsScreenProps } from './my-tournaments-screen'
