import type { Locale } from '@oche/i18n'
import { cataloguesFor } from '@oche/i18n/messages'
import { forcedColourMode, pageMessageSets, splitLocale, type ResolvedRoute } from '@oche/screens/routing'
import { AccountLinksView, AppFooterView, AppHeaderView, appNavItems } from '@oche/screens/views'
import type { ReactNode } from 'react'
import type { IntlShape } from 'react-intl'
import { publicConfig } from '../server-context'
import { PhoneNavMenu, PreferenceMenus, SkipLink } from './islands'
import { PageLink } from './page-link'
import { ServerPageProviders } from './providers'

export type ServerFrameProps = {
  route: Extract<ResolvedRoute, { kind: 'route' }>
  searchParams: Record<string, string>
  host: string
  intl: IntlShape
  children: ReactNode
}

/**
 * The default layout of a visitor's server component page (docs/adr/031): the client shell's skip link, header,
 * content and footer, rendered on the server from the same views (a visitor's sign-in and register links among
 * them); the phone's menu, the language and colour mode menus and the skip link's focus move are the islands, with
 * the page's messages around them.
 */
export function ServerFrame({ route: resolved, searchParams, host, intl, children }: ServerFrameProps) {
  const { route, locale, path, params } = resolved
  const items = appNavItems(intl, { isSignedIn: false, showAdmin: false })
  const current = splitLocale(path).path
  const forced = forcedColourMode(route.colourMode)
  const links = { items, current, locale: locale satisfies Locale, Link: PageLink }
  return (
    <ServerPageProviders
      locale={locale}
      messages={cataloguesFor(locale, pageMessageSets(route, { locale, params, searchParams }))}
      forcedColourMode={forced}
      config={publicConfig(host)}
    >
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <AppHeaderView
          intl={intl}
          {...links}
          menuButton={<PhoneNavMenu items={items} current={current} />}
          menus={
            <>
              <PreferenceMenus />
              <AccountLinksView intl={intl} locale={locale} Link={PageLink} />
            </>
          }
        />
        <div id="content" className="flex-1">
          {children}
        </div>
        <AppFooterView intl={intl} locale={locale} Link={PageLink} />
      </div>
    </ServerPageProviders>
  )
}
