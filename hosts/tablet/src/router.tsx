import { defaultLocale, isLocale } from '@oche/i18n'
import { AppProviders, HomeScreen } from '@oche/screens'
import { createHashRouter, useParams } from 'react-router'

function HomeRoute() {
  const { locale } = useParams()
  const active = isLocale(locale) ? locale : defaultLocale
  return (
    <AppProviders locale={active}>
      <HomeScreen locale={active} />
    </AppProviders>
  )
}

// A hash router: the Capacitor WebView serves files, not paths.
export const router = createHashRouter([
  { path: '/', element: <HomeRoute /> },
  { path: '/:locale', element: <HomeRoute /> },
])
