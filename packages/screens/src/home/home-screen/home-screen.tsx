import type { Locale } from '@oche/i18n'
import { useIntl } from 'react-intl'
import { HomeView } from './home-view'

export type HomeScreenProps = {
  locale: Locale
}

/** The public landing page of the app site (`HomeView`, which a visitor's server component page renders too). */
export function HomeScreen({ locale }: HomeScreenProps) {
  return <HomeView intl={useIntl()} locale={locale} />
}
