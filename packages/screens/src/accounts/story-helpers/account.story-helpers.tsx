import { removeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'

/** Stories only: forgets the token a story signed in with, before and after it, so stories stay independent. */
export function forgetStoryToken() {
  removeCookie(storageKeys.token)
  return () => removeCookie(storageKeys.token)
}
