import type { Season, SiteDocument } from '@oche/api'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../app/common-messages/common-messages'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { ItemNotFoundState } from '../parts/item-not-found'
import { SiteDocumentForm } from './site-document-form'
import { siteDocumentFormValues, toSiteDocumentInput } from './site-document-form-values'
import { siteDocumentNotFound } from './site-document-not-found'
import { useSiteDocumentPaths, type SiteDocumentPageRef } from './site-document-paths'
import { useSiteDocumentFormPage, useUpdateSiteDocument } from './use-site-documents'

export type SiteDocumentEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The document's id. */
  id: string
}

function SiteDocumentEditor({
  document,
  seasons,
  categories,
  pageRef,
}: {
  document: SiteDocument
  seasons: Season[]
  categories: string[]
  pageRef: SiteDocumentPageRef
}) {
  const paths = useSiteDocumentPaths(pageRef)
  const update = useUpdateSiteDocument(pageRef, document.id)
  // The form starts again from the saved document when it changes (saved by another admin), not while typing.
  const defaultValues = useMemo(() => siteDocumentFormValues(document), [document])
  return (
    <SiteDocumentForm
      key={JSON.stringify(defaultValues)}
      org={pageRef.org}
      defaultValues={defaultValues}
      seasons={seasons}
      categories={categories}
      cancelHref={paths.document(document.id)}
      submitLabel={<FormattedMessage {...commonMessages.save} />}
      onSubmit={(values) => update.mutateAsync(toSiteDocumentInput(values))}
    />
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/documents/{id}/edit` (the organisation's admins): a document's
 * title, description, category, season and file to change.
 */
export function SiteDocumentEditScreen({ org, season, id }: SiteDocumentEditScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useSiteDocumentFormPage(org, season, id)
  const paths = useSiteDocumentPaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  const document = ready?.document ?? null
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={
        document
          ? intl.formatMessage(
              { id: 'competition.siteDocumentForm.editTitle', defaultMessage: 'Edit {title}' },
              { title: document.title },
            )
          : intl.formatMessage({ id: 'competition.siteDocumentForm.editTitleLoading', defaultMessage: 'Edit document' })
      }
      description={ready?.organisation.name}
      backHref={document ? paths.document(document.id) : paths.list()}
      backLabel={
        document?.title ??
        intl.formatMessage({ id: 'competition.siteDocumentForm.backToList', defaultMessage: 'Documents' })
      }
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteDocuments.loadingDocument',
          defaultMessage: 'Loading the document',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteDocuments.documentErrorTitle"
            defaultMessage="The document could not be loaded"
          />
        }
        itemNotFound={<ItemNotFoundState messages={siteDocumentNotFound} listHref={paths.list()} />}
      >
        {({ document: saved, seasons, categories }) =>
          saved ? (
            <SiteDocumentEditor document={saved} seasons={seasons} categories={categories} pageRef={pageRef} />
          ) : null
        }
      </AdminPageBody>
    </AdminPageFrame>
  )
}
