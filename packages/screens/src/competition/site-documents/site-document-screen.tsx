import type { SiteDocument } from '@oche/api'
import { Button, ConfirmDialog, toast } from '@oche/ui'
import { Pencil } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../app/common-messages/common-messages'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { ItemNotFoundState } from '../parts/item-not-found'
import { DocumentDownloadLink, DocumentFileFacts, DocumentSeason } from './site-document-details'
import { siteDocumentNotFound } from './site-document-not-found'
import { useSiteDocumentPaths, type SiteDocumentPageRef } from './site-document-paths'
import { useDeleteSiteDocument, useSiteDocumentDetail } from './use-site-documents'

export type SiteDocumentScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The document's id. */
  id: string
}

const termClass = 'text-sm font-medium text-muted-foreground'

function DocumentFacts({ document }: { document: SiteDocument }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
      <dt className={termClass}>
        <FormattedMessage id="competition.siteDocuments.fileLabel" defaultMessage="File" />
      </dt>
      <dd className="flex flex-col gap-1">
        <span className="wrap-anywhere">{document.file.name}</span>
        <span className="text-sm text-muted-foreground">
          <DocumentFileFacts file={document.file} />
        </span>
      </dd>
      <dt className={termClass}>
        <FormattedMessage id="competition.siteDocuments.categoryLabel" defaultMessage="Category" />
      </dt>
      <dd className="break-words">
        {document.category ?? (
          <span className="text-muted-foreground">
            <FormattedMessage id="competition.siteDocuments.noCategory" defaultMessage="Without a category" />
          </span>
        )}
      </dd>
      <dt className={termClass}>
        <FormattedMessage id="competition.siteDocuments.seasonLabel" defaultMessage="Shown with" />
      </dt>
      <dd>
        <DocumentSeason season={document.season} />
      </dd>
      <dt className={termClass}>
        <FormattedMessage id="competition.siteDocuments.descriptionLabel" defaultMessage="Description" />
      </dt>
      <dd className="break-words whitespace-pre-line">
        {document.description || (
          <span className="text-muted-foreground">
            <FormattedMessage id="competition.siteDocuments.noDescription" defaultMessage="No description." />
          </span>
        )}
      </dd>
    </dl>
  )
}

/** Deleting the document, after a confirmation; a failure keeps the confirmation open and says why. */
function DeleteDocumentSection({ document, pageRef }: { document: SiteDocument; pageRef: SiteDocumentPageRef }) {
  const intl = useIntl()
  const remove = useDeleteSiteDocument(pageRef, document)
  const confirm = async () => {
    try {
      await remove.mutateAsync(document.id)
      toast.success(
        intl.formatMessage(
          { id: 'competition.siteDocuments.deleted', defaultMessage: '{title} is deleted' },
          { title: document.title },
        ),
      )
    } catch (error) {
      toast.error(failureMessage(error, intl))
      throw error
    }
  }
  return (
    <FormSection
      tone="danger"
      title={<FormattedMessage id="competition.siteDocuments.deleteTitle" defaultMessage="Delete document" />}
      description={
        <FormattedMessage
          id="competition.siteDocuments.deleteDescription"
          defaultMessage="It goes from the public site at once, with its file. This cannot be undone."
        />
      }
    >
      <ConfirmDialog
        variant="danger"
        title={intl.formatMessage(
          { id: 'competition.siteDocuments.deleteConfirmTitle', defaultMessage: 'Delete {title}?' },
          { title: document.title },
        )}
        description={intl.formatMessage(
          {
            id: 'competition.siteDocuments.deleteConfirmBody',
            defaultMessage: 'Visitors of the public site can no longer download {file}.',
          },
          { file: document.file.name },
        )}
        confirmLabel={intl.formatMessage({
          id: 'competition.siteDocuments.deleteConfirm',
          defaultMessage: 'Delete the document',
        })}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        onConfirm={confirm}
      >
        <Button variant="danger" className="self-start">
          <FormattedMessage id="competition.siteDocuments.deleteOpen" defaultMessage="Delete this document" />
        </Button>
      </ConfirmDialog>
    </FormSection>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/documents/{id}` (the organisation's admins): one document of the
 * public site, its file, category, season and description, to download, edit or delete.
 */
export function SiteDocumentScreen({ org, season, id }: SiteDocumentScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const pageRef = { org, season }
  const page = useSiteDocumentDetail(org, season, id)
  const paths = useSiteDocumentPaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      title={
        ready?.document.title ??
        intl.formatMessage({ id: 'competition.siteDocuments.documentTitleLoading', defaultMessage: 'Document' })
      }
      description={ready?.organisation.name}
      actions={
        ready ? (
          <Button asChild variant="outline">
            <Link href={paths.edit(ready.document.id)}>
              <Pencil aria-hidden />
              <FormattedMessage id="competition.siteDocuments.edit" defaultMessage="Edit" />
            </Link>
          </Button>
        ) : undefined
      }
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.siteDocumentForm.backToList', defaultMessage: 'Documents' })}
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
        {({ document }) => (
          <div className="flex max-w-3xl flex-col gap-6">
            <FormSection
              title={<FormattedMessage id="competition.siteDocuments.detailsTitle" defaultMessage="Details" />}
            >
              <DocumentFacts document={document} />
              <Button asChild variant="outline" className="self-start">
                <DocumentDownloadLink document={document} />
              </Button>
            </FormSection>
            <DeleteDocumentSection document={document} pageRef={pageRef} />
          </div>
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
