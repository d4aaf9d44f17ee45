import type { AdminOrganisationListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { TableCell, TableRow } from '@oche/ui'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { ListTable } from '../../../manage/parts/list-table/list-table'
import { routePath } from '../../../routing/route-path'

export type AdminOrganisationTableProps = { organisations: readonly AdminOrganisationListItem[] }

/** The league organisations: name (to its page), slug, admins, seasons and when it was added; cards on phones. */
export function AdminOrganisationTable({ organisations }: AdminOrganisationTableProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const columns = {
    name: intl.formatMessage({ id: 'competition.adminOrganisationList.name', defaultMessage: 'Name' }),
    slug: intl.formatMessage({ id: 'competition.adminOrganisationList.slug', defaultMessage: 'Slug' }),
    admins: intl.formatMessage({ id: 'competition.adminOrganisationList.admins', defaultMessage: 'Admins' }),
    seasons: intl.formatMessage({ id: 'competition.adminOrganisationList.seasons', defaultMessage: 'Seasons' }),
    created: intl.formatMessage({ id: 'competition.adminOrganisationList.created', defaultMessage: 'Created' }),
  }
  return (
    <ListTable
      label={intl.formatMessage({
        id: 'competition.adminOrganisationList.tableLabel',
        defaultMessage: 'League organisations',
      })}
      columns={columns}
      alignEnd={['admins', 'seasons']}
    >
      {organisations.map((organisation) => (
        <TableRow key={organisation.id} data-organisation={organisation.slug}>
          <TableCell className="font-medium @max-lg:text-start @max-lg:before:hidden">
            <Link
              href={localizedPath(routePath('admin-organisations-org_slug', { org_slug: organisation.slug }), locale)}
              className="inline-flex items-center gap-2 rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span
                aria-hidden
                className="inline-block size-3 shrink-0 rounded-full bg-muted ring-1 ring-border"
                style={organisation.primary_colour ? { backgroundColor: organisation.primary_colour } : undefined}
              />
              {organisation.name}
            </Link>
          </TableCell>
          <TableCell label={columns.slug} className="font-mono text-sm">
            {organisation.slug}
          </TableCell>
          <TableCell label={columns.admins} className="text-end tabular-nums">
            {organisation.admins_count === 0 ? (
              <span className="font-medium text-warning">
                <FormattedMessage id="competition.adminOrganisationList.noAdmins" defaultMessage="None" />
              </span>
            ) : (
              organisation.admins_count
            )}
          </TableCell>
          <TableCell label={columns.seasons} className="text-end tabular-nums">
            {organisation.seasons_count}
          </TableCell>
          <TableCell label={columns.created}>
            <FormattedDate value={organisation.created_at} dateStyle="medium" />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}
