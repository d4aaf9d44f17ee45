import type { Locale } from '@oche/i18n'
import { lazy, Suspense } from 'react'
import { useSetupStatus } from '../../accounts/first-run/use-first-run'
import { HomeScreen } from './home-screen'

// The first-run screen is needed once per installation: it stays out of the home page's code.
const FirstRunScreen = lazy(() =>
  import('../../accounts/first-run').then((module) => ({ default: module.FirstRunScreen })),
)

export type HomeRouteProps = { locale: Locale }

/**
 * The page at `/` (docs/adr/010-first-run-setup.md): the landing page, or the first-run screen while the platform
 * has no super admin. The landing page shows while the answer is on its way, so a set-up platform never flickers.
 */
export function HomeRoute({ locale }: HomeRouteProps) {
  const setup = useSetupStatus()
  if (setup.data?.needed)
    return (
      <Suspense fallback={null}>
        <FirstRunScreen />
      </Suspense>
    )
  return <HomeScreen locale={locale} />
}
