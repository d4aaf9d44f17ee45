export { TabLinks, type TabLink, type TabLinksProps } from './tab-links'
