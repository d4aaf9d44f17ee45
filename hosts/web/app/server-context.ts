import 'server-only'
import {
  EventDetailSchema,
  TournamentDetailSchema,
  UserSchema,
  type EventDetail,
  type Tournament,
  type User,
} from '@oche/api'
import { messagesFor, localeInfo, locales, localizedPath, type Locale } from '@oche/i18n'
import { resolveRoute, siteForHost, splitLocale, storageKeys, type ResolvedRoute } from '@oche/screens/routing'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { createIntl } from 'react-intl/server'
import { decodePath } from '../src/page-security'

export const apiOrigin = process.env.OCHE_API_ORIGIN ?? `http://127.0.0.1:${process.env.OCHE_API_PORT ?? '3001'}`

/** Public configuration the browser may see. */
export function publicConfig(host: string) {
  return {
    competitionDomains: process.env.OCHE_COMPETITION_DOMAINS ?? '',
    host,
    buildId: process.env.OCHE_BUILD_ID ?? '',
    shell: 'web' as const,
  }
}

/** What this request shows: the host's site, the matched route (or redirect, or nothing) and the language. */
export const resolveRequest = cache(
  async (segments: string[] | undefined): Promise<{ host: string; resolved: ResolvedRoute }> => {
    const host = (await headers()).get('host') ?? 'localhost'
    const pathname = `/${(segments ?? []).map(encodeURIComponent).join('/')}`
    const decoded = decodePath(pathname)
    try {
      if (decoded === null) throw new URIError(pathname)
      return { host, resolved: resolveRoute(decoded, siteForHost(host, process.env.OCHE_COMPETITION_DOMAINS)) }
    } catch {
      // A path that is no valid percent-encoding matches nothing: the 404 page, never a 500.
      return { host, resolved: { kind: 'notFound', locale: splitLocale(pathname).locale, path: pathname } }
    }
  },
)

/**
 * Calls to the API on a visitor's behalf carry what the web host's server vouched for about that visitor (their
 * address and the proxy secret), so the API treats them as the visitor's own requests, not as this machine's.
 */
async function onBehalfOfClient(): Promise<Record<string, string>> {
  const incoming = await headers()
  const vouched: Record<string, string> = {}
  for (const name of ['x-oche-client-address', 'x-oche-proxy-secret']) {
    const value = incoming.get(name)
    if (value) vouched[name] = value
  }
  return vouched
}

/** The CSP nonce of this page (proxy.ts), for inline scripts of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-oche-nonce') ?? undefined
}

/** The signed-in user, asked of the API with the request's token cookie (impersonation first), or null. */
export const currentUser = cache(async (): Promise<User | null> => {
  const jar = await cookies()
  const token = jar.get(storageKeys.impersonationToken)?.value ?? jar.get(storageKeys.token)?.value
  if (!token) return null
  try {
    const response = await fetch(`${apiOrigin}/api/user`, {
      headers: { ...(await onBehalfOfClient()), Authorization: `Bearer ${token}` },
      cache: 'no-store',
    })
    if (!response.ok) return null
    return UserSchema.parse(await response.json())
  } catch {
    return null
  }
})

export async function hasBoardToken() {
  return Boolean((await cookies()).get(storageKeys.boardToken)?.value)
}

export function serverIntl(locale: Locale) {
  return createIntl({ locale: localeInfo[locale].tag, messages: messagesFor(locale), onError: () => undefined })
}

/** hreflang alternates of a path in every language, plus x-default. */
export function languageAlternates(path: string) {
  return {
    canonical: path,
    languages: {
      ...Object.fromEntries(locales.map((locale) => [localeInfo[locale].tag, localizedPath(path, locale)])),
      'x-default': path,
    },
  }
}

/** The path segments of this request, from the proxy's header (layouts and the 404 page get no route params). */
export async function requestPathSegments(): Promise<string[]> {
  const pathname = (await headers()).get('x-oche-pathname') ?? '/'
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodePath(segment) ?? segment)
}

/**
 * A tournament's name and description for its pages' title and Open Graph tags, as an anonymous visitor may see
 * them (public and unlisted tournaments), or null.
 */
export const publicTournament = cache(
  async (id: string): Promise<Pick<Tournament, 'name' | 'description' | 'venue'> | null> => {
    try {
      const response = await fetch(`${apiOrigin}/api/tournaments/${encodeURIComponent(id)}`, {
        headers: await onBehalfOfClient(),
        cache: 'no-store',
      })
      if (!response.ok) return null
      const { tournament } = TournamentDetailSchema.parse(await response.json())
      return { name: tournament.name, description: tournament.description, venue: tournament.venue }
    } catch {
      return null
    }
  },
)

/** An event's name and description for its page's title and Open Graph tags (public and unlisted events), or null. */
export const publicEvent = cache(async (id: string): Promise<Pick<EventDetail, 'name' | 'description'> | null> => {
  try {
    const response = await fetch(`${apiOrigin}/api/events/${encodeURIComponent(id)}`, {
      headers: await onBehalfOfClient(),
      cache: 'no-store',
    })
    if (!response.ok) return null
    const event = EventDetailSchema.parse(await response.json())
    return { name: event.name, description: event.description }
  } catch {
    return null
  }
})
