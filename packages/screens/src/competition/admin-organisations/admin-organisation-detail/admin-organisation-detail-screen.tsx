import type { AdminOrganisation } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { ExternalLink, Pencil } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { AdminOrganisationBody, AdminOrganisationsPage, useAdminOrganisation } from '../parts/admin-organisation'
import { OrganisationAdminsSection } from '../parts/organisation-admins'
import { DeleteOrganisationSection } from './delete-organisation-section'
import { OrganisationDetails } from './organisation-details'

export type AdminOrganisationDetailScreenProps = {
  /** The organisation's slug from `/admin/organisations/{org_slug}` (a former one leads to it too). */
  org: string
}

function OrganisationLinks({ organisation }: { organisation: AdminOrganisation }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const slug = { org_slug: organisation.slug }
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <Link href={localizedPath(routePath('admin-organisations-org_slug-edit', slug), locale)}>
          <Pencil aria-hidden />
          <FormattedMessage id="competition.adminOrganisation.edit" defaultMessage="Edit" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href={localizedPath(routePath('competition-org_slug', slug), locale)}>
          <ExternalLink aria-hidden />
          <FormattedMessage id="competition.adminOrganisation.leaguePages" defaultMessage="Open its league pages" />
        </Link>
      </Button>
    </div>
  )
}

/**
 * `/admin/organisations/{org_slug}` (super admins): one league organisation: how it is set up, its admins and the
 * invitations waiting for an answer (send again, withdraw), links to edit it and to its league pages, and deleting it.
 */
export function AdminOrganisationDetailScreen({ org }: AdminOrganisationDetailScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const page = useAdminOrganisation(org, 'admin-organisations-org_slug')
  const ready = page.status === 'ready' ? page.organisation : null
  return (
    <AdminOrganisationsPage
      title={
        ready?.name ??
        intl.formatMessage({ id: 'competition.adminOrganisation.title', defaultMessage: 'League organisation' })
      }
      description={
        ready
          ? intl.formatMessage({
              id: 'competition.adminOrganisation.description',
              defaultMessage: 'How the league is set up and who runs it.',
            })
          : undefined
      }
      actions={ready ? <OrganisationLinks organisation={ready} /> : undefined}
      backHref={localizedPath(routePath('admin-organisations'), locale)}
      backLabel={intl.formatMessage({ id: 'competition.adminOrganisations.back', defaultMessage: 'All organisations' })}
    >
      <AdminOrganisationBody page={page}>
        {(organisation) => (
          <div className="flex flex-col gap-6">
            <OrganisationDetails organisation={organisation} />
            <OrganisationAdminsSection organisation={organisation} editable={false} />
            <DeleteOrganisationSection organisation={organisation} />
          </div>
        )}
      </AdminOrganisationBody>
    </AdminOrganisationsPage>
  )
}
