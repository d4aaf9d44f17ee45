import { localizedPath } from '@oche/i18n'
import { ErrorScreen } from '@oche/ui'
import { defineMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'

export type NotFoundScreenProps = {
  /** A failing route validation's own message; without one the screen says "Page Not Found: {path}" (403: "Forbidden"). */
  message?: string
  statusCode?: number
  /** The path the message names; the page's own path when not given. */
  path?: string
}

/** The technical line under the text (spec section 2), naming the path. */
const pathMessages = {
  notFound: defineMessage<{ path: string }>({ id: 'errors.notFound.path', defaultMessage: 'Page Not Found: {path}' }),
  forbidden: defineMessage<{ path: string }>({ id: 'errors.forbidden.path', defaultMessage: 'Forbidden: {path}' }),
}

/** The error screen of spec section 2, for unknown paths and failed route validation. */
export function NotFoundScreen({ message, statusCode = 404, path }: NotFoundScreenProps) {
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
          defaultMessage: 'We couldn’t find the page you were looking for',
        })}
        message={
          message ??
          intl.formatMessage(statusCode === 403 ? pathMessages.forbidden : pathMessages.notFound, {
            path: path ?? pathname,
          })
        }
        homeHref={localizedPath('/', locale)}
        homeLabel={intl.formatMessage({ id: 'errors.notFound.home', defaultMessage: 'Go to Home' })}
        renderLink={({ href, children }) => <Link href={href}>{children}</Link>}
      />
    </main>
  )
}
