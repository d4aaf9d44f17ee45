export { TabletLoginScreen, type TabletLoginScreenProps } from './tablet-login/tablet-login-screen'
export { TabletScreen, type TabletScreenProps } from './tablet-screen/tablet-screen'
