import { localizedPath, type Locale } from '@oche/i18n'
import type { ComponentType } from 'react'
import type { IntlShape } from 'react-intl'
import type { LinkProps } from '../platform/platform-context'
import { routePath } from '../../routing/route-path'

export type AppFooterViewProps = { intl: IntlShape; locale: Locale; Link: ComponentType<LinkProps> }

/** The footer: the legal pages and what Oche is. A view (docs/adr/031): no hooks, so a server page renders it too. */
export function AppFooterView({ intl, locale, Link }: AppFooterViewProps) {
  const linkClass = 'inline-flex min-h-11 items-center hover:text-foreground hover:underline'
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          {intl.formatMessage({
            id: 'shell.footer.about',
            defaultMessage: 'Oche is open-source darts tournament software (MIT licence).',
          })}
        </p>
        <nav
          aria-label={intl.formatMessage({ id: 'shell.footer.legal', defaultMessage: 'Legal' })}
          className="flex flex-wrap gap-x-4"
        >
          <Link href={localizedPath(routePath('privacy-policy'), locale)} className={linkClass}>
            {intl.formatMessage({ id: 'shell.footer.privacy', defaultMessage: 'Privacy policy' })}
          </Link>
          <Link href={localizedPath(routePath('terms-of-service'), locale)} className={linkClass}>
            {intl.formatMessage({ id: 'shell.footer.terms', defaultMessage: 'Terms of service' })}
          </Link>
        </nav>
      </div>
    </footer>
  )
}
