import { localizedPath, messagesFor } from '@oche/i18n'
import {
  evaluateGuard,
  isBuiltScreen,
  routeDescriptions,
  routeTitles,
  titleTemplate,
  brand,
} from '@oche/screens/routing'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { WebApp } from '../web-app'
import {
  currentUser,
  hasBoardToken,
  languageAlternates,
  publicConfig,
  publicEvent,
  publicTournament,
  resolveRequest,
  serverIntl,
} from '../server-context'

type Props = {
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { resolved } = await resolveRequest((await params).path)
  if (resolved.kind !== 'route' || !isBuiltScreen(resolved.route.name)) return {}
  const intl = serverIntl(resolved.locale)
  const name = resolved.route.name
  const heading = name === 'index' ? undefined : routeTitles[name]
  // A public tournament's pages carry its name (and its description) when shared or found by a search engine.
  const tournamentId = name.startsWith('tournaments-tournament') ? resolved.params.tournament : undefined
  const tournament =
    typeof tournamentId === 'string'
      ? await publicTournament(tournamentId)
      : name === 'events-event' && typeof resolved.params.event === 'string'
        ? await publicEvent(resolved.params.event)
        : null
  const pageTitle = heading ? intl.formatMessage(heading) : undefined
  const shownTitle =
    tournament && name !== 'tournaments-tournament' && name !== 'events-event'
      ? `${tournament.name} · ${pageTitle}`
      : (tournament?.name ?? pageTitle)
  const title = shownTitle
    ? intl.formatMessage(titleTemplate.template, { title: shownTitle, brand })
    : intl.formatMessage(titleTemplate.home, { brand })
  const description =
    tournament?.description.replace(/\s+/g, ' ').slice(0, 200) || intl.formatMessage(routeDescriptions[name])
  return {
    title: { absolute: title },
    description,
    alternates: languageAlternates(resolved.path),
    openGraph: { title, description, siteName: brand, type: 'website', locale: intl.locale.replace('-', '_') },
  }
}

/** Every route of the table: resolve it, guard it on the server (real redirects and status codes), render it. */
export default async function RoutePage({ params, searchParams }: Props) {
  const { host, resolved } = await resolveRequest((await params).path)
  if (resolved.kind === 'redirect') redirect(localizedPath(resolved.to, resolved.locale))
  if (resolved.kind === 'notFound' || !isBuiltScreen(resolved.route.name)) notFound()
  const { route, locale, path } = resolved
  const user = await currentUser()
  const search = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  )
  const query = new URLSearchParams(search).toString()
  const boardToken = await hasBoardToken()
  const guard = evaluateGuard(route.guard, {
    status: user ? 'authenticated' : 'unauthenticated',
    isSuperAdmin: Boolean(user?.is_super_admin),
    hasBoardToken: boardToken,
    path: query ? `${path}?${query}` : path,
    searchParams: search,
  })
  if (guard.kind === 'redirect') redirect(localizedPath(guard.to, locale))
  if (guard.kind === 'forbidden') notFound()
  return (
    <WebApp
      locale={locale}
      messages={messagesFor(locale)}
      route={{ name: route.name, guard: route.guard, layout: route.layout, colourMode: route.colourMode }}
      params={resolved.params}
      searchParams={search}
      path={path}
      user={user}
      config={publicConfig(host)}
      hasBoardToken={boardToken}
    />
  )
}

export const dynamic = 'force-dynamic'
