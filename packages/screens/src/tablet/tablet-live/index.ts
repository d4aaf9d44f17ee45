export { TabletLiveScreen } from './tablet-live-screen'
