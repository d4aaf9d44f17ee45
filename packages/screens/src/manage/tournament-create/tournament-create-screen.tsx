import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { newTournamentFormValues, toTournamentInput, TournamentForm } from '../parts/tournament-form'
import { useCreateTournament } from './use-create-tournament'

export type TournamentCreateScreenProps = Record<string, never>

/** Tomorrow at half past seven in the evening, on the organiser's clock: a typical darts night. */
function suggestedStart(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 19, 30)
}

/** `/manage/tournaments/create` (signed in): a new tournament, set up with the tournament form. */
export function TournamentCreateScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const create = useCreateTournament()
  const [defaultValues] = useState(() => newTournamentFormValues(suggestedStart(new Date())))
  return (
    <main>
      <PageLayout
        contentWidth="narrow"
        title={intl.formatMessage({ id: 'manage.createTournament.title', defaultMessage: 'New tournament' })}
        description={intl.formatMessage({
          id: 'manage.createTournament.description',
          defaultMessage: 'You can change everything until the draw; after it, all but the format and game settings.',
        })}
        backHref={localizedPath(routePath('manage-tournaments'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.tournamentPage.back', defaultMessage: 'Your tournaments' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        <TournamentForm
          defaultValues={defaultValues}
          submitLabel={<FormattedMessage id="manage.createTournament.submit" defaultMessage="Create tournament" />}
          onSubmit={(values) => create.mutateAsync(toTournamentInput(values))}
        />
      </PageLayout>
    </main>
  )
}
