import { eventMutations } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMutation } from '@tanstack/react-query'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { writeCookie } from '../../app/preferences/cookies'
import { cookieLifetimes, storageKeys } from '../../app/preferences/storage-keys'
import { routePath } from '../../routing/route-path'

/**
 * The login page's `reason` when the server no longer knows the board token (the organiser logged it out). Here, not
 * beside the scoring screen that sends it there, so that the login page does not carry the scoring screen's code.
 */
export const revokedReason = 'revoked'

/**
 * Logs this tablet in to a board: the board token is kept in its own cookie (used for the /tablet pages only, so a
 * signed-in organiser on the same device stays signed in), then the board's page loads.
 */
export function useTabletLogin() {
  const { api, reload } = usePlatform()
  const locale = useLocale()
  return useMutation({
    ...eventMutations.tabletLogin(api),
    onSuccess: ({ token }) => {
      writeCookie(storageKeys.boardToken, token, cookieLifetimes.tokenDays)
      reload(localizedPath(routePath('tablet'), locale))
    },
  })
}
