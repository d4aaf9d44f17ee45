export {
  LoadingBar,
  useLoadingBar,
  type LoadingBarController,
  type LoadingBarProps,
  type LoadingBarState,
} from './loading-bar'
export { loadingBarDefaults } from './loading-bar-machine'
