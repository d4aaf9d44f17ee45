import type { AdminOrganisationListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  FormControl,
  FormField,
  FormLabel,
  Input,
} from '@oche/ui'
import { Building2, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../routing/route-path'
import { AdminForbiddenState, AdminOrganisationsPage } from '../parts/admin-organisation'
import { AdminOrganisationTable } from './admin-organisation-table'
import { searchOrganisations, useAdminOrganisationList } from './use-admin-organisation-list'

export type AdminOrganisationListScreenProps = Record<string, never>

function NewOrganisationLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <Button asChild size="lg" variant={variant}>
      <Link href={localizedPath(routePath('admin-organisations-create'), locale)}>
        <Plus aria-hidden />
        <FormattedMessage id="competition.adminOrganisationList.new" defaultMessage="New organisation" />
      </Link>
    </Button>
  )
}

function NoOrganisations() {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Building2 />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage
          id="competition.adminOrganisationList.emptyTitle"
          defaultMessage="No league organisations yet"
        />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.adminOrganisationList.emptyBody"
          defaultMessage="Add a league or federation and invite its first admin; they set up its seasons, teams and fixtures."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewOrganisationLink variant="outline" />
      </EmptyStateActions>
    </EmptyState>
  )
}

function OrganisationList({ organisations }: { organisations: AdminOrganisationListItem[] }) {
  const [search, setSearch] = useState('')
  const shown = searchOrganisations(organisations, search)
  if (organisations.length === 0) return <NoOrganisations />
  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <FormField className="sm:max-w-md">
          <FormLabel>
            <FormattedMessage
              id="competition.adminOrganisationList.search"
              defaultMessage="Search by name, slug or domain"
            />
          </FormLabel>
          <FormControl>
            <Input
              type="search"
              size="lg"
              startAdornment={<Search aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </FormControl>
        </FormField>
      </form>
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.adminOrganisationList.count"
          defaultMessage="{shown, plural, one {# organisation} other {# organisations}} of {total}"
          values={{ shown: shown.length, total: organisations.length }}
        />
      </p>
      {shown.length === 0 ? (
        <EmptyState>
          <EmptyStateIcon>
            <Search />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage
              id="competition.adminOrganisationList.noMatchTitle"
              defaultMessage="No organisation matches “{search}”"
              values={{ search: search.trim() }}
            />
          </EmptyStateTitle>
          <EmptyStateActions>
            <Button variant="outline" onClick={() => setSearch('')}>
              <FormattedMessage id="competition.adminOrganisationList.clearSearch" defaultMessage="Show all" />
            </Button>
          </EmptyStateActions>
        </EmptyState>
      ) : (
        <AdminOrganisationTable organisations={shown} />
      )}
    </div>
  )
}

/** `/admin/organisations` (super admins): every league organisation, searchable, and the way to add one. */
export function AdminOrganisationListScreen() {
  const intl = useIntl()
  const list = useAdminOrganisationList()
  return (
    <AdminOrganisationsPage
      section="organisations"
      title={intl.formatMessage({
        id: 'competition.adminOrganisationList.title',
        defaultMessage: 'League organisations',
      })}
      description={intl.formatMessage({
        id: 'competition.adminOrganisationList.description',
        defaultMessage: 'Every league and federation on Oche, with its admins and seasons.',
      })}
      actions={list.status === 'ready' && list.organisations.length > 0 ? <NewOrganisationLink /> : undefined}
    >
      {list.status === 'ready' ? (
        <OrganisationList organisations={list.organisations} />
      ) : list.status === 'forbidden' ? (
        <AdminForbiddenState />
      ) : list.status === 'error' ? (
        <LoadErrorState
          title={
            <FormattedMessage
              id="competition.adminOrganisationList.errorTitle"
              defaultMessage="The organisations could not be loaded"
            />
          }
          onRetry={list.retry}
        />
      ) : (
        <LoadingState
          label={intl.formatMessage({
            id: 'competition.adminOrganisationList.loading',
            defaultMessage: 'Loading the organisations',
          })}
        />
      )}
    </AdminOrganisationsPage>
  )
}
