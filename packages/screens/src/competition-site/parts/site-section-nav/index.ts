export { SiteSectionNav, type SiteSectionLink, type SiteSectionNavProps } from './site-section-nav'
