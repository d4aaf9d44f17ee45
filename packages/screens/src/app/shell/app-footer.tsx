import { useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { AppFooterView } from './app-footer-view'

/** The footer: the legal pages and what Oche is. */
export function AppFooter() {
  return <AppFooterView intl={useIntl()} locale={useLocale()} Link={usePlatform().Link} />
}
