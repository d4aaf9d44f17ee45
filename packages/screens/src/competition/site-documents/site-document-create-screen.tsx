import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { SiteDocumentForm } from './site-document-form'
import { siteDocumentFormValues, toSiteDocumentInput } from './site-document-form-values'
import { useSiteDocumentPaths } from './site-document-paths'
import { useCreateSiteDocument, useSiteDocumentFormPage } from './use-site-documents'

export type SiteDocumentCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

/** `/competition/{org_slug}/season/{season_slug}/site/documents/create` (the organisation's admins): a new document. */
export function SiteDocumentCreateScreen({ org, season }: SiteDocumentCreateScreenProps) {
  const intl = useIntl()
  const page = useSiteDocumentFormPage(org, season, null)
  const paths = useSiteDocumentPaths({ org, season })
  const create = useCreateSiteDocument({ org, season })
  const [defaultValues] = useState(() => siteDocumentFormValues(null))
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.siteDocumentForm.createTitle', defaultMessage: 'New document' })}
      description={page.status === 'ready' ? page.organisation.name : undefined}
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.siteDocumentForm.backToList', defaultMessage: 'Documents' })}
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteDocumentForm.loading',
          defaultMessage: 'Loading the seasons and categories',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteDocumentForm.errorTitle"
            defaultMessage="The seasons and categories could not be loaded"
          />
        }
      >
        {({ seasons, categories }) => (
          <SiteDocumentForm
            org={org}
            defaultValues={defaultValues}
            seasons={seasons}
            categories={categories}
            cancelHref={paths.list()}
            submitLabel={
              <FormattedMessage id="competition.siteDocumentForm.createSubmit" defaultMessage="Add the document" />
            }
            onSubmit={(values) => create.mutateAsync(toSiteDocumentInput(values))}
          />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
