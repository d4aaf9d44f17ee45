export { PageLayout, type PageLayoutProps, type PageLinkProps } from './page-layout'
