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
import { resolveRoute, siteForHost, storageKeys, type ResolvedRoute } from '@oche/screens/routing'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import { createIntl } from 'react-intl/server'

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
    const resolved = resolveRoute(decodeURIComponent(pathname), siteForHost(host, process.env.OCHE_COMPETITION_DOMAINS))
    return { host, resolved }
  },
)

/** The signed-in user, asked of the API with the request's token cookie (impersonation first), or null. */
export const currentUser = cache(async (): Promise<User | null> => {
  const jar = await cookies()
  const token = jar.get(storageKeys.impersonationToken)?.value ?? jar.get(storageKeys.token)?.value
  if (!token) return null
  try {
    const response = await fetch(`${apiOrigin}/api/user`, {
      headers: { Authorization: `Bearer ${token}` },
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
  return pathname.split('/').filter(Boolean).map(decodeURIComponent)
}

/**
 * A tournament's name and description for its pages' title and Open Graph tags, as an anonymous visitor may see
 * them (public and unlisted tournaments), or null.
 */
export const publicTournament = cache(
  async (id: string): Promise<Pick<Tournament, 'name' | 'description' | 'venue'> | null> => {
    try {
      const response = await fetch(`${apiOrigin}/api/tournaments/${encodeURIComponent(id)}`, { cache: 'no-store' })
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
    const response = await fetch(`${apiOrigin}/api/events/${encodeURIComponent(id)}`, { cache: 'no-store' })
    if (!response.ok) return null
    const event = EventDetailSchema.parse(await response.json())
    return { name: event.name, description: event.description }
  } catch {
    return null
  }
})
