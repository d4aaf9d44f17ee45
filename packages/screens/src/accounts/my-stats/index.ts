export { MyStatsScreen, type MyStatsScreenProps } from './my-stats-screen'
