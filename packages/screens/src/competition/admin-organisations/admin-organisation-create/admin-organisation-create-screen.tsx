import { localizedPath } from '@oche/i18n'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'
import { AdminOrganisationsPage } from '../parts/admin-organisation'
import { OrganisationForm, organisationFormValues, toOrganisationInput } from '../parts/organisation-form'
import { useCreateOrganisation } from './use-create-organisation'

export type AdminOrganisationCreateScreenProps = Record<string, never>

/**
 * `/admin/organisations/create` (super admins): a new league organisation, its look, language and domains, and the
 * first admin to invite. Done, it opens the organisation's page.
 */
export function AdminOrganisationCreateScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const create = useCreateOrganisation()
  const [defaultValues] = useState(() => organisationFormValues(null, locale))
  const listHref = localizedPath(routePath('admin-organisations'), locale)
  return (
    <AdminOrganisationsPage
      contentWidth="narrow"
      title={intl.formatMessage({
        id: 'competition.adminOrganisationCreate.title',
        defaultMessage: 'New league organisation',
      })}
      description={intl.formatMessage({
        id: 'competition.adminOrganisationCreate.description',
        defaultMessage: 'A league or federation with its own public site, run by the admins you invite.',
      })}
      backHref={listHref}
      backLabel={intl.formatMessage({
        id: 'competition.adminOrganisations.back',
        defaultMessage: 'All organisations',
      })}
    >
      <OrganisationForm
        mode="create"
        defaultValues={defaultValues}
        cancelHref={listHref}
        submitLabel={
          <FormattedMessage
            id="competition.adminOrganisationCreate.submit"
            defaultMessage="Create and send the invitation"
          />
        }
        onSubmit={(values) =>
          create.mutateAsync({ input: toOrganisationInput(values), adminEmail: values.admin_email.trim() })
        }
      />
    </AdminOrganisationsPage>
  )
}
