export { SitePageNotFoundScreen } from './site-page-not-found-screen'
