import type { AdminOrganisation } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'
import { AdminOrganisationBody, AdminOrganisationsPage, useAdminOrganisation } from '../parts/admin-organisation'
import { OrganisationAdminsSection } from '../parts/organisation-admins'
import { OrganisationForm, organisationFormValues, toOrganisationInput } from '../parts/organisation-form'
import { useUpdateOrganisation } from './use-update-organisation'

export type AdminOrganisationEditScreenProps = {
  /** The organisation's slug from `/admin/organisations/{org_slug}/edit` (a former one leads to it too). */
  org: string
}

function OrganisationEditor({ organisation }: { organisation: AdminOrganisation }) {
  const locale = useLocale()
  const update = useUpdateOrganisation(organisation.slug)
  // The form starts again from the saved settings when they change, not when only the admins change: what the
  // super admin is typing stays while they invite someone.
  const defaultValues = useMemo(
    () => organisationFormValues(organisation, organisation.default_language),
    [organisation],
  )
  const formKey = JSON.stringify(defaultValues)
  return (
    <div className="flex flex-col gap-6">
      <OrganisationForm
        key={formKey}
        mode="edit"
        defaultValues={defaultValues}
        cancelHref={localizedPath(routePath('admin-organisations-org_slug', { org_slug: organisation.slug }), locale)}
        submitLabel={<FormattedMessage id="competition.adminOrganisationEdit.submit" defaultMessage="Save changes" />}
        onSubmit={(values) => update.mutateAsync(toOrganisationInput(values))}
      />
      <OrganisationAdminsSection organisation={organisation} editable />
    </div>
  )
}

/**
 * `/admin/organisations/{org_slug}/edit` (super admins): the organisation's settings, in the same form as a new one,
 * and its admins: invite someone by e-mail, take away an admin role, send again or withdraw an invitation.
 */
export function AdminOrganisationEditScreen({ org }: AdminOrganisationEditScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const page = useAdminOrganisation(org, 'admin-organisations-org_slug-edit')
  const ready = page.status === 'ready' ? page.organisation : null
  return (
    <AdminOrganisationsPage
      contentWidth="narrow"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.adminOrganisationEdit.title', defaultMessage: 'Edit {name}' },
              { name: ready.name },
            )
          : intl.formatMessage({
              id: 'competition.adminOrganisationEdit.titleLoading',
              defaultMessage: 'Edit organisation',
            })
      }
      backHref={
        ready
          ? localizedPath(routePath('admin-organisations-org_slug', { org_slug: ready.slug }), locale)
          : localizedPath(routePath('admin-organisations'), locale)
      }
      backLabel={
        ready
          ? ready.name
          : intl.formatMessage({ id: 'competition.adminOrganisations.back', defaultMessage: 'All organisations' })
      }
    >
      <AdminOrganisationBody page={page}>
        {(organisation) => <OrganisationEditor organisation={organisation} />}
      </AdminOrganisationBody>
    </AdminOrganisationsPage>
  )
}
