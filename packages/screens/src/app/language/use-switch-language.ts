import { updateLocale } from '@oche/api'
import { localizedPath, splitLocale, type Locale } from '@oche/i18n'
import { useCallback } from 'react'
import { storeLanguage } from '../preferences/cookies'
import { usePlatform } from '../platform/platform-context'
import { useOptionalSession } from '../session/session-context'

/** Switches the interface language: remembers it (cookie, and the account when signed in) and opens the localised path. */
export function useSwitchLanguage() {
  const { api, navigate, pathname } = usePlatform()
  const status = useOptionalSession()?.status ?? 'unauthenticated'
  return useCallback(
    async (locale: Locale) => {
      storeLanguage(locale)
      if (status === 'authenticated') await updateLocale(api, locale).catch(() => undefined)
      const { path } = splitLocale(pathname)
      const search = typeof location === 'undefined' ? '' : location.search
      navigate(`${localizedPath(path, locale)}${search}`)
    },
    [api, navigate, pathname, status],
  )
}
