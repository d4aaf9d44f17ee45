export { SiteNewsScreen, type SiteNewsScreenProps } from './site-news-screen'
export { NewsCard, NewsDate } from './news-card'
export { latestNewsCount, latestNewsQuery, newsListQuery, newsPageOf, newsPageSize } from './news-pages'
