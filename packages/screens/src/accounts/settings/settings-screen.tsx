import { PageLayout, Skeleton, SkeletonGroup } from '@oche/ui'
import { useIntl } from 'react-intl'
import { useSession } from '../../app/session/session-provider'
import { ColourModeSection } from './colour-mode-section'
import { DeleteAccountSection } from './delete-account-section'
import { EmailSection } from './email-section'
import { LanguageSection } from './language-section'
import { NameSection } from './name-section'
import { PasswordSection } from './password-section'

export type SettingsScreenProps = Record<string, never>

/** `/profile/settings` (signed in): each setting is its own form, saved on its own. */
export function SettingsScreen() {
  const intl = useIntl()
  const { user } = useSession()
  const title = intl.formatMessage({ id: 'accounts.settings.title', defaultMessage: 'Settings' })
  return (
    <main>
      <PageLayout title={title} contentWidth="narrow">
        {user ? (
          <div className="flex flex-col gap-6">
            <NameSection user={user} />
            <EmailSection user={user} />
            <PasswordSection />
            <LanguageSection user={user} />
            <ColourModeSection />
            <DeleteAccountSection />
          </div>
        ) : (
          <SkeletonGroup
            label={intl.formatMessage({ id: 'accounts.settings.loading', defaultMessage: 'Loading your settings' })}
            className="gap-6"
          >
            <Skeleton shape="block" className="h-40" />
            <Skeleton shape="block" className="h-40" />
            <Skeleton shape="block" className="h-40" />
          </SkeletonGroup>
        )}
      </PageLayout>
    </main>
  )
}
