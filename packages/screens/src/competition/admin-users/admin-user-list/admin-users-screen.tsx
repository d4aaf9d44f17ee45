import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Pagination,
} from '@oche/ui'
import { Search, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../../manage/parts/screen-states/screen-states'
import { routePath } from '../../../routing/route-path'
import { AdminOrganisationsPage } from '../../admin-organisations/parts/admin-organisation'
import { AdminUsersForbiddenState } from '../parts/admin-user-states'
import { AdminUserListControls } from './admin-user-list-controls'
import { AdminUserTable } from './admin-user-table'
import { isNarrowed, readAdminUsersSearch, writeAdminUsersSearch, type AdminUsersSearch } from './admin-users-search'
import { useAdminUsers, type AdminUsersData } from './use-admin-users'

export type AdminUsersScreenProps = {
  /** The page's query string: `search`, `filter`, `sort`, `direction` and `page`. */
  searchParams?: Record<string, string>
}

/** How long typing must pause before the search is sent. */
export const adminUserSearchDelayMs = 300

function NoUsers({ narrowed, onClear }: { narrowed: boolean; onClear: () => void }) {
  return (
    <EmptyState>
      <EmptyStateIcon>{narrowed ? <Search /> : <Users />}</EmptyStateIcon>
      <EmptyStateTitle>
        {narrowed ? (
          <FormattedMessage
            id="competition.adminUsers.noMatchTitle"
            defaultMessage="No user matches this search and filter"
          />
        ) : (
          <FormattedMessage id="competition.adminUsers.emptyTitle" defaultMessage="No users yet" />
        )}
      </EmptyStateTitle>
      <EmptyStateDescription>
        {narrowed ? (
          <FormattedMessage
            id="competition.adminUsers.noMatchBody"
            defaultMessage="Try part of a name or an e-mail address, or another filter."
          />
        ) : (
          <FormattedMessage
            id="competition.adminUsers.emptyBody"
            defaultMessage="Everyone who creates an account on Oche shows here."
          />
        )}
      </EmptyStateDescription>
      {narrowed ? (
        <EmptyStateActions>
          <Button variant="outline" onClick={onClear}>
            <FormattedMessage id="competition.adminUsers.showAll" defaultMessage="Show every user" />
          </Button>
        </EmptyStateActions>
      ) : null}
    </EmptyState>
  )
}

function UserList({
  data,
  state,
  update,
  onClear,
}: {
  data: AdminUsersData
  state: AdminUsersSearch
  update: (next: Partial<AdminUsersSearch>) => void
  onClear: () => void
}) {
  const intl = useIntl()
  switch (data.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'competition.adminUsers.loading', defaultMessage: 'Loading the users' })}
        />
      )
    case 'forbidden':
      return <AdminUsersForbiddenState />
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="competition.adminUsers.errorTitle" defaultMessage="The users could not be loaded" />
          }
          onRetry={data.retry}
        />
      )
    case 'ready': {
      const { page } = data
      if (page.data.length === 0) return <NoUsers narrowed={isNarrowed(state)} onClear={onClear} />
      const pageCount = Math.max(1, Math.ceil(page.total / page.per_page))
      return (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.adminUsers.count"
              defaultMessage="{count, plural, one {# user} other {# users}}"
              values={{ count: page.total }}
            />
          </p>
          <div aria-busy={data.isUpdating || undefined} className="aria-busy:opacity-60">
            <AdminUserTable users={page.data} />
          </div>
          {pageCount > 1 ? (
            <Pagination
              page={state.page}
              pageCount={pageCount}
              onPageChange={(next) => update({ page: next })}
              previousLabel={intl.formatMessage({ id: 'competition.adminUsers.previous', defaultMessage: 'Previous' })}
              nextLabel={intl.formatMessage({ id: 'competition.adminUsers.next', defaultMessage: 'Next' })}
              getPageLabel={(next) =>
                intl.formatMessage(
                  { id: 'competition.adminUsers.pageLabel', defaultMessage: 'Page {page}' },
                  { page: next },
                )
              }
              aria-label={intl.formatMessage({ id: 'competition.adminUsers.pages', defaultMessage: 'Pages' })}
            />
          ) : null}
        </div>
      )
    }
    default:
      return data satisfies never
  }
}

/**
 * `/admin/users` (super admins): every account, found by part of its name or e-mail address, filtered (super
 * admins, blocked, unconfirmed, recently active), ordered and paged on the server; each opens its edit page. The
 * search, filter, order and page are kept in the address.
 */
export function AdminUsersScreen({ searchParams = {} }: AdminUsersScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate } = usePlatform()
  const [state, setState] = useState<AdminUsersSearch>(() => readAdminUsersSearch(searchParams))
  const [draft, setDraft] = useState(state.search)
  const data = useAdminUsers(state)

  const show = (merged: AdminUsersSearch) => {
    setState(merged)
    navigate(`${localizedPath(routePath('admin-users'), locale)}${writeAdminUsersSearch(merged)}`, { replace: true })
  }
  const update = (next: Partial<AdminUsersSearch>) => show({ ...state, ...next })
  const clear = () => {
    setDraft('')
    show({ ...state, search: '', filter: null, page: 1 })
  }

  // The search is sent once typing pauses, from the first page.
  useEffect(() => {
    const search = draft.trim()
    if (search === state.search) return
    const timer = setTimeout(() => {
      const merged = { ...state, search, page: 1 }
      setState(merged)
      navigate(`${localizedPath(routePath('admin-users'), locale)}${writeAdminUsersSearch(merged)}`, { replace: true })
    }, adminUserSearchDelayMs)
    return () => clearTimeout(timer)
  }, [draft, state, locale, navigate])

  return (
    <AdminOrganisationsPage
      section="users"
      title={intl.formatMessage({ id: 'competition.adminUsers.title', defaultMessage: 'Users' })}
      description={intl.formatMessage({
        id: 'competition.adminUsers.description',
        defaultMessage: 'Every account on Oche: find one, change it, block it or delete it.',
      })}
    >
      <div className="flex flex-col gap-6">
        {data.status === 'forbidden' ? null : (
          <AdminUserListControls
            draft={draft}
            onDraftChange={setDraft}
            value={state}
            onValueChange={(next) => update({ ...next, page: 1 })}
          />
        )}
        <UserList data={data} state={state} update={update} onClear={clear} />
      </div>
    </AdminOrganisationsPage>
  )
}
