export { TabletLiveView } from './tablet-live-view'
