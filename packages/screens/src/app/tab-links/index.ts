export { TabLinks, type TabLinksProps } from './tab-links'
export { TabLinksView, type TabLink, type TabLinksViewProps } from './tab-links-view'
