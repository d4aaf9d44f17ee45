import { usePlatform } from '../platform/platform-context'
import { TabLinksView, type TabLinksViewProps } from './tab-links-view'

export type TabLinksProps = Omit<TabLinksViewProps, 'Link'>

/** Sibling pages as a row of tab-like links (`TabLinksView`) with the host's links. */
export function TabLinks(props: TabLinksProps) {
  const { Link } = usePlatform()
  return <TabLinksView {...props} Link={Link} />
}
