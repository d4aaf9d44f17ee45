import type { AvailableOrganisation } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import { ChevronRight, Lock, Trophy } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { PageState } from '../../app/page-states'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'
import { RoleBadge } from '../parts/role-badge'
import { useOrganisationList } from './use-organisation-list'

export type OrganisationListScreenProps = Record<string, never>

function OrganisationCard({ organisation }: { organisation: AvailableOrganisation }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <Link
      href={localizedPath(routePath('competition-org_slug', { org_slug: organisation.slug }), locale)}
      className="flex items-center gap-3 rounded-md border bg-surface-raised p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{organisation.name}</span>
        <span className="text-sm text-muted-foreground">
          {organisation.current_season ? (
            <FormattedMessage
              id="competition.organisationList.currentSeason"
              defaultMessage="Current season: {season}"
              values={{ season: organisation.current_season.name }}
            />
          ) : (
            <FormattedMessage id="competition.organisationList.noSeason" defaultMessage="No season yet" />
          )}
        </span>
      </span>
      <RoleBadge role={organisation.role} />
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground rtl:rotate-180" />
    </Link>
  )
}

function NoOrganisations() {
  return (
    <PageState
      className="w-full"
      icon={<Trophy />}
      title={
        <FormattedMessage
          id="competition.organisationList.emptyTitle"
          defaultMessage="You do not manage a league yet"
        />
      }
      description={
        <FormattedMessage
          id="competition.organisationList.emptyBody"
          defaultMessage="Leagues are run by their organisation’s admins and team captains. Ask an admin of your league, or a super admin of Oche, to give you access; the league then shows up here."
        />
      }
    />
  )
}

/** `/competition` (signed in): the league organisations the user manages; with exactly one, it opens directly. */
export function OrganisationListScreen() {
  const intl = useIntl()
  const list = useOrganisationList()
  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'competition.organisationList.title', defaultMessage: 'Your leagues' })}
        description={intl.formatMessage({
          id: 'competition.organisationList.description',
          defaultMessage: 'The organisations whose seasons, teams and divisions you manage.',
        })}
      >
        {list.status === 'ready' ? (
          list.organisations.length === 0 ? (
            <NoOrganisations />
          ) : (
            <ul className="flex flex-col gap-3">
              {list.organisations.map((organisation) => (
                <li key={organisation.id}>
                  <OrganisationCard organisation={organisation} />
                </li>
              ))}
            </ul>
          )
        ) : list.status === 'forbidden' ? (
          <PageState
            className="w-full"
            icon={<Lock />}
            title={
              <FormattedMessage
                id="competition.organisationList.forbiddenTitle"
                defaultMessage="The league side is not open to you"
              />
            }
            description={
              <FormattedMessage
                id="competition.organisationList.forbiddenBody"
                defaultMessage="Ask an admin of your league, or a super admin of Oche, to give you access."
              />
            }
          />
        ) : list.status === 'error' ? (
          <LoadErrorState
            title={
              <FormattedMessage
                id="competition.organisationList.errorTitle"
                defaultMessage="Your leagues could not be loaded"
              />
            }
            onRetry={list.retry}
          />
        ) : list.status === 'opening' ? (
          <LoadingState
            rows={1}
            label={intl.formatMessage(
              { id: 'competition.organisationList.opening', defaultMessage: 'Opening {name}' },
              { name: list.organisation.name },
            )}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({
              id: 'competition.organisationList.loading',
              defaultMessage: 'Loading your leagues',
            })}
          />
        )}
      </PageLayout>
    </main>
  )
}
