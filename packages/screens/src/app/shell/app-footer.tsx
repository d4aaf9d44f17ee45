import { localizedPath } from '@oche/i18n'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { routePath } from '../../routing/route-path'

/** The footer: the legal pages and what Oche is. */
export function AppFooter() {
  const { Link } = usePlatform()
  const locale = useLocale()
  const intl = useIntl()
  const linkClass = 'inline-flex min-h-11 items-center hover:text-foreground hover:underline'
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <FormattedMessage
            id="shell.footer.about"
            defaultMessage="Oche is open-source darts tournament software (MIT licence)."
          />
        </p>
        <nav
          aria-label={intl.formatMessage({ id: 'shell.footer.legal', defaultMessage: 'Legal' })}
          className="flex flex-wrap gap-x-4"
        >
          <Link href={localizedPath(routePath('privacy-policy'), locale)} className={linkClass}>
            <FormattedMessage id="shell.footer.privacy" defaultMessage="Privacy policy" />
          </Link>
          <Link href={localizedPath(routePath('terms-of-service'), locale)} className={linkClass}>
            <FormattedMessage id="shell.footer.terms" defaultMessage="Terms of service" />
          </Link>
        </nav>
      </div>
    </footer>
  )
}
