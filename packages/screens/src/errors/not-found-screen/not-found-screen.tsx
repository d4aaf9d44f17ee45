import { localizedPath } from '@oche/i18n'
import { ErrorScreen } from '@oche/ui'
import { useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'

export type NotFoundScreenProps = {
  /** The technical message: "Page Not Found: {full path}" unless a failing route validation gave its own. */
  message?: string
  statusCode?: number
}

/** The error screen of spec section 2, for unknown paths and failed route validation. */
export function NotFoundScreen({ message, statusCode = 404 }: NotFoundScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link, pathname } = usePlatform()
  return (
    <main className="mx-auto flex max-w-3xl px-4 py-16">
      <ErrorScreen
        statusCode={statusCode}
        heading={intl.formatMessage({ id: 'errors.notFound.heading', defaultMessage: 'Oops! Something went wrong' })}
        text={intl.formatMessage({
          id: 'errors.notFound.text',
          defaultMessage: "We couldn't find the page you were looking for",
        })}
        message={message ?? `Page Not Found: ${pathname}`}
        homeHref={localizedPath('/', locale)}
        homeLabel={intl.formatMessage({ id: 'errors.notFound.home', defaultMessage: 'Go to Home' })}
        renderLink={({ href, children }) => <Link href={href}>{children}</Link>}
      />
    </main>
  )
}
