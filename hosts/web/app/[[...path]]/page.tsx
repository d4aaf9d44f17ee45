import { localizedPath, messagesFor } from '@oche/i18n'
import { brand, evaluateGuard, isBuiltScreen, routeHead, routeSubject } from '@oche/screens/routing'
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
  // Pages about a tournament or an event carry its name (and its description) when shared or found by a search engine.
  const subject = routeSubject(resolved.route, resolved.params)
  const record =
    subject?.kind === 'tournament'
      ? await publicTournament(subject.id)
      : subject?.kind === 'event'
        ? await publicEvent(subject.id)
        : null
  const { title, description } = routeHead(resolved.route, intl, record)
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
