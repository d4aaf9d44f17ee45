import { messagesFor } from '@oche/i18n'
import { splitLocale } from '@oche/screens/routing'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { WebApp } from './web-app'
import { currentUser, publicConfig, serverIntl, siteNotFoundState } from './server-context'
import { notFoundMessages } from '@oche/screens/routing'

const searchBots = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|duckduckgo/i

async function requestPath() {
  return (await headers()).get('x-oche-pathname') ?? '/'
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = splitLocale(await requestPath())
  const intl = serverIntl(locale)
  return {
    title: { absolute: intl.formatMessage(notFoundMessages.title) },
    description: intl.formatMessage(notFoundMessages.description),
    robots: { index: false },
  }
}

/** 404 with the spec's error screen in the page's language; search bots get the status without the error page. */
export default async function NotFound() {
  const requestHeaders = await headers()
  const pathname = await requestPath()
  const { locale, path } = splitLocale(pathname)
  if (searchBots.test(requestHeaders.get('user-agent') ?? '')) return <main />
  const site = requestHeaders.get('x-oche-site') === 'competition' ? 'competition' : 'app'
  return (
    <WebApp
      locale={locale}
      messages={messagesFor(locale)}
      route={null}
      params={{}}
      path={path}
      user={await currentUser()}
      errorStatus={Number(requestHeaders.get('x-oche-error-status') ?? 404)}
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
