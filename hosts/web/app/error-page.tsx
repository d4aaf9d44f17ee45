import { cataloguesFor } from '@oche/i18n/messages'
import { errorPageMessageSets, splitLocale } from '@oche/screens/routing'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { MessageDescriptor } from 'react-intl'
import { LazyWebApp as WebApp } from './lazy-web-app'
import { currentUser, publicConfig, serverIntl, siteNotFoundState } from './server-context'

const searchBots = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|duckduckgo/i

async function requestPath() {
  return (await headers()).get('x-oche-pathname') ?? '/'
}

/** The title and description of an error page in the page's language, kept out of search results. */
export async function errorPageMetadata(messages: {
  title: MessageDescriptor
  description: MessageDescriptor
}): Promise<Metadata> {
  const { locale } = splitLocale(await requestPath())
  const intl = serverIntl(locale)
  return {
    title: { absolute: intl.formatMessage(messages.title) },
    description: intl.formatMessage(messages.description),
    robots: { index: false },
  }
}

/**
 * The spec's error screen in the page's language, with the status Next answers (404 from `notFound()`, or the
 * status the proxy passes; 403 from `forbidden()`); search bots get the status without the error page.
 */
export async function ErrorPage({ status }: { status?: number }) {
  const requestHeaders = await headers()
  const pathname = await requestPath()
  const { locale, path } = splitLocale(pathname)
  if (searchBots.test(requestHeaders.get('user-agent') ?? '')) return <main />
  const site = requestHeaders.get('x-oche-site') === 'competition' ? 'competition' : 'app'
  return (
    <WebApp
      locale={locale}
      messages={cataloguesFor(locale, errorPageMessageSets(site))}
      route={null}
      params={{}}
      path={path}
      user={await currentUser()}
      errorStatus={status ?? Number(requestHeaders.get('x-oche-error-status') ?? 404)}
      errorMessage={
        requestHeaders.has('x-oche-error-message')
          ? decodeURIComponent(requestHeaders.get('x-oche-error-message') ?? '')
          : undefined
      }
      config={publicConfig(requestHeaders.get('host') ?? 'localhost')}
      site={site}
      dehydratedState={site === 'competition' ? await siteNotFoundState() : undefined}
    />
  )
}
