import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { UserRoundX } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { useSession } from '../session/session-provider'
import { routePath } from '../../routing/route-path'

/**
 * Above every page while a super admin acts as someone else (spec §4): whose account this is, and the way back.
 * Stopping ends the impersonation on the server (the audit log records it) and opens the account's admin page.
 */
export function ImpersonationBanner() {
  const intl = useIntl()
  const locale = useLocale()
  const session = useSession()
  const [isStopping, setStopping] = useState(false)
  if (!session.isImpersonating || !session.user) return null
  const { user } = session

  const stop = () => {
    setStopping(true)
    void session.stopImpersonation(localizedPath(routePath('admin-users-user_id-edit', { user_id: user.id }), locale))
  }

  return (
    <section
      aria-label={intl.formatMessage({ id: 'shell.impersonation.label', defaultMessage: 'Impersonation' })}
      data-testid="impersonation-banner"
      className="bg-warning text-warning-foreground"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex items-center gap-2">
          <UserRoundX aria-hidden className="size-4 shrink-0" />
          <span>
            <FormattedMessage
              id="shell.impersonation.text"
              defaultMessage="You are using the account of {name} ({email}). What you do here is done in their name and recorded as yours."
              values={{ name: <strong>{user.name}</strong>, email: user.email }}
            />
          </span>
        </p>
        <Button
          size="md"
          variant="outline"
          className="border-warning-foreground/40 bg-transparent text-warning-foreground hover:bg-warning-foreground/10"
          onClick={stop}
          disabled={isStopping}
          aria-busy={isStopping}
        >
          <FormattedMessage id="shell.account.stopImpersonating" defaultMessage="Stop impersonating" />
        </Button>
      </div>
    </section>
  )
}
