import type { SiteDocument } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { FolderOpen, Plus } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { documentGroups, type DocumentGroup } from '../../competition-site/site-documents/document-groups'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { movedDocumentOrder, type MoveDirection } from './document-order'
import { useSiteDocumentPaths, type SiteDocumentPageRef } from './site-document-paths'
import { SiteDocumentRow } from './site-document-row'
import { useOrderSiteDocuments, useSiteDocumentList } from './use-site-documents'

export type SiteDocumentListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

function NewDocumentLink({ pageRef, children }: { pageRef: SiteDocumentPageRef; children: ReactNode }) {
  const { Link } = usePlatform()
  const paths = useSiteDocumentPaths(pageRef)
  return (
    <Button asChild>
      <Link href={paths.create()}>
        <Plus aria-hidden />
        {children}
      </Link>
    </Button>
  )
}

function NoDocuments({ pageRef }: { pageRef: SiteDocumentPageRef }) {
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <FolderOpen />
      </EmptyStateIcon>
      <EmptyStateTitle asChild>
        <h2>
          <FormattedMessage id="competition.siteDocuments.emptyTitle" defaultMessage="No documents yet" />
        </h2>
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.siteDocuments.emptyBody"
          defaultMessage="Put the league’s rules, forms and fixture lists on the public site, for every season or for one."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewDocumentLink pageRef={pageRef}>
          <FormattedMessage id="competition.siteDocuments.uploadFirst" defaultMessage="Upload the first document" />
        </NewDocumentLink>
      </EmptyStateActions>
    </EmptyState>
  )
}

type Moved = { id: string; direction: MoveDirection; announcement: string }

/** A category's documents under its heading, in the site's order. */
function DocumentGroupSection({
  group,
  pageRef,
  moved,
  onMove,
}: {
  group: DocumentGroup
  pageRef: SiteDocumentPageRef
  moved: Moved | null
  onMove: (document: SiteDocument, direction: MoveDirection) => void
}) {
  const headingId = useId()
  const paths = useSiteDocumentPaths(pageRef)
  const last = group.documents.length - 1
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-slot="site-documents-group">
      <h2 id={headingId} className="text-lg font-semibold break-words">
        {group.category ?? (
          <FormattedMessage id="competition.siteDocuments.noCategory" defaultMessage="Without a category" />
        )}
      </h2>
      <ol aria-labelledby={headingId} className="flex flex-col gap-3">
        {group.documents.map((document, index) => (
          <SiteDocumentRow
            key={document.id}
            document={document}
            href={paths.document(document.id)}
            isFirst={index === 0}
            isLast={index === last}
            focusAfterMove={moved?.id === document.id ? moved.direction : null}
            onMove={(direction) => onMove(document, direction)}
          />
        ))}
      </ol>
    </section>
  )
}

/** The documents grouped by category, with moving them within their category. */
function Documents({ documents, pageRef }: { documents: SiteDocument[]; pageRef: SiteDocumentPageRef }) {
  const intl = useIntl()
  const order = useOrderSiteDocuments(pageRef.org)
  const [moved, setMoved] = useState<Moved | null>(null)
  const groups = documentGroups(documents)

  const handleMove = async (document: SiteDocument, direction: MoveDirection) => {
    // The buttons stay enabled (a disabled button drops the focus): a second press waits for the first.
    if (order.isPending) return
    const ids = movedDocumentOrder(documents, document.id, direction)
    if (!ids) return
    try {
      const saved = await order.mutateAsync({ ids })
      const group = documentGroups(saved).find((candidate) =>
        candidate.documents.some((member) => member.id === document.id),
      )
      const position = (group?.documents.findIndex((member) => member.id === document.id) ?? 0) + 1
      const announcement = intl.formatMessage(
        { id: 'competition.siteDocuments.moved', defaultMessage: '{title} is now number {position} of {count}.' },
        { title: document.title, position, count: group?.documents.length ?? 1 },
      )
      setMoved({ id: document.id, direction, announcement })
    } catch {
      // The toast says what went wrong (useOrderSiteDocuments).
    }
  }

  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <DocumentGroupSection
          key={group.category ?? ''}
          group={group}
          pageRef={pageRef}
          moved={moved}
          onMove={(document, direction) => void handleMove(document, direction)}
        />
      ))}
      <p role="status" className="sr-only">
        {moved?.announcement}
      </p>
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/site/documents` (the organisation's admins): the public site's
 * documents grouped by category in the site's order, each with its file, type, size and season, to download,
 * open and move within its category.
 */
export function SiteDocumentListScreen({ org, season }: SiteDocumentListScreenProps) {
  const intl = useIntl()
  const list = useSiteDocumentList(org, season)
  const pageRef = { org, season }
  const paths = useSiteDocumentPaths(pageRef)
  const ready = list.status === 'ready' ? list : null
  return (
    <AdminPageFrame
      title={intl.formatMessage({ id: 'competition.siteDocuments.title', defaultMessage: 'Documents' })}
      description={ready?.organisation.name}
      actions={
        ready && ready.documents.length > 0 ? (
          <NewDocumentLink pageRef={pageRef}>
            <FormattedMessage id="competition.siteDocuments.newDocument" defaultMessage="New document" />
          </NewDocumentLink>
        ) : undefined
      }
      backHref={paths.season()}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.siteDocuments.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.siteDocuments.backToSeasonLoading', defaultMessage: 'Season' })
      }
    >
      <AdminPageBody
        data={list}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.siteDocuments.loading',
          defaultMessage: 'Loading the documents',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.siteDocuments.errorTitle"
            defaultMessage="The documents could not be loaded"
          />
        }
      >
        {({ documents }) =>
          documents.length === 0 ? (
            <NoDocuments pageRef={pageRef} />
          ) : (
            <Documents documents={documents} pageRef={pageRef} />
          )
        }
      </AdminPageBody>
    </AdminPageFrame>
  )
}
