import {
  AdminUserFilterSchema,
  AdminUserSortDirectionSchema,
  AdminUserSortSchema,
  type AdminUserFilter,
  type AdminUserSort,
  type AdminUserSortDirection,
} from '@oche/api'
import { FormControl, FormField, FormLabel, Input } from '@oche/ui'
import { Search } from 'lucide-react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { FilterSelect } from '../../../app/filter-select/filter-select'
import { SelectField } from '../../../app/select-field/select-field'
import type { AdminUsersSearch } from './admin-users-search'

const filterMessages = defineMessages<AdminUserFilter>({
  super_admins: { id: 'competition.adminUsers.filterSuperAdmins', defaultMessage: 'Super admins' },
  blocked: { id: 'competition.adminUsers.filterBlocked', defaultMessage: 'Blocked' },
  unconfirmed: { id: 'competition.adminUsers.filterUnconfirmed', defaultMessage: 'E-mail address not confirmed' },
  recently_active: { id: 'competition.adminUsers.filterRecentlyActive', defaultMessage: 'Active in the last 30 days' },
})

const sortMessages = defineMessages<AdminUserSort>({
  name: { id: 'competition.adminUsers.sortName', defaultMessage: 'Name' },
  email: { id: 'competition.adminUsers.sortEmail', defaultMessage: 'E-mail address' },
  created: { id: 'competition.adminUsers.sortCreated', defaultMessage: 'Created' },
  last_active: { id: 'competition.adminUsers.sortLastActive', defaultMessage: 'Last active' },
})

const directionMessages = defineMessages<AdminUserSortDirection>({
  asc: { id: 'competition.adminUsers.ascending', defaultMessage: 'Ascending' },
  desc: { id: 'competition.adminUsers.descending', defaultMessage: 'Descending' },
})

export type AdminUserListControlsProps = {
  /** The search as typed, before it is sent (the screen waits until typing pauses). */
  draft: string
  onDraftChange: (draft: string) => void
  value: AdminUsersSearch
  onValueChange: (next: Pick<AdminUsersSearch, 'filter' | 'sort' | 'direction'>) => void
}

/** How the admin finds accounts: a search by name or e-mail address, one filter, and the order of the list. */
export function AdminUserListControls({ draft, onDraftChange, value, onValueChange }: AdminUserListControlsProps) {
  const intl = useIntl()
  const current = { filter: value.filter, sort: value.sort, direction: value.direction }
  return (
    <div className="flex flex-col gap-3">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <FormField className="sm:max-w-md">
          <FormLabel>
            <FormattedMessage id="competition.adminUsers.search" defaultMessage="Search by name or e-mail address" />
          </FormLabel>
          <FormControl>
            <Input
              type="search"
              size="lg"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              startAdornment={<Search aria-hidden />}
              value={draft}
              onChange={(event) => onDraftChange(event.target.value)}
            />
          </FormControl>
        </FormField>
      </form>
      <div
        role="group"
        aria-label={intl.formatMessage({
          id: 'competition.adminUsers.listOptions',
          defaultMessage: 'Filter and order',
        })}
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3"
      >
        <FilterSelect
          label={<FormattedMessage id="competition.adminUsers.filter" defaultMessage="Show" />}
          anyLabel={<FormattedMessage id="competition.adminUsers.filterAll" defaultMessage="Every user" />}
          value={value.filter}
          onValueChange={(filter) => onValueChange({ ...current, filter })}
          options={AdminUserFilterSchema.options.map((filter) => ({
            value: filter,
            label: intl.formatMessage(filterMessages[filter]),
          }))}
        />
        <SelectField
          noErrors
          size="md"
          label={<FormattedMessage id="competition.adminUsers.sort" defaultMessage="Sort by" />}
          value={value.sort}
          options={AdminUserSortSchema.options.map((sort) => ({
            value: sort,
            label: intl.formatMessage(sortMessages[sort]),
          }))}
          onValueChange={(sort) =>
            onValueChange({ ...current, sort: AdminUserSortSchema.safeParse(sort).data ?? 'name' })
          }
        />
        <SelectField
          noErrors
          size="md"
          label={<FormattedMessage id="competition.adminUsers.direction" defaultMessage="Order" />}
          value={value.direction}
          options={AdminUserSortDirectionSchema.options.map((direction) => ({
            value: direction,
            label: intl.formatMessage(directionMessages[direction]),
          }))}
          onValueChange={(direction) =>
            onValueChange({ ...current, direction: AdminUserSortDirectionSchema.safeParse(direction).data ?? 'asc' })
          }
        />
      </div>
    </div>
  )
}
