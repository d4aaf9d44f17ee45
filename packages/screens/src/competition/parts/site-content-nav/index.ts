export { SiteContentNav, type SiteContentNavProps, type SiteContentSection } from './site-content-nav'
