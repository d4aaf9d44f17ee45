export { FirstRunScreen, type FirstRunScreenProps } from './first-run-screen'
