export { SiteNewsListScreen, type SiteNewsListScreenProps } from './site-news-list-screen'
export { SiteNewsCreateScreen, type SiteNewsCreateScreenProps } from './site-news-create-screen'
export { SiteNewsScreen, type SiteNewsScreenProps } from './site-news-screen'
export { SiteNewsEditScreen, type SiteNewsEditScreenProps } from './site-news-edit-screen'
