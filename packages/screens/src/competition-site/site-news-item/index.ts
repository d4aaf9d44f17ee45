export { SiteNewsItemScreen, type SiteNewsItemScreenProps } from './site-news-item-screen'
