import Cookies from 'js-cookie'
import { cookieLifetimes, storageKeys } from './storage-keys'

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:'

export function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : Cookies.get(name)
}

export function writeCookie(name: string, value: string, days: number) {
  Cookies.set(name, value, { expires: days, sameSite: 'lax', secure: secure(), path: '/' })
}

export function removeCookie(name: string) {
  Cookies.remove(name, { path: '/' })
}

/** The token for an API call (spec §6): the board token in the tablet area, else impersonation over user. */
export function activeToken(pathname: string): string | undefined {
  if (pathname.replace(/^\/(en|nl|fr|de)(?=\/|$)/, '').startsWith('/tablet')) return readCookie(storageKeys.boardToken)
  return readCookie(storageKeys.impersonationToken) ?? readCookie(storageKeys.token)
}

export function storeToken(token: string) {
  writeCookie(storageKeys.token, token, cookieLifetimes.tokenDays)
}

export function storeLanguage(locale: string) {
  writeCookie(storageKeys.language, locale, cookieLifetimes.languageDays)
}
