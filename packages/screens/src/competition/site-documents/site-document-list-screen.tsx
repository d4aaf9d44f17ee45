import type { SiteDocument } from '@oche/api'
import { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { FolderOpen } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { documentGroups, type DocumentGroup } from '../../competition-site/site-documents/document-groups'
import type { MoveDirection } from '../parts/moved-order'
import { MoveAnnouncement, NewItemLink, useOrderedMoves } from '../parts/ordered-list'
import { SiteContentListPage } from '../parts/site-content-list-page'
import { movedDocumentOrder } from './document-order'
import { useSiteDocumentPaths, type SiteDocumentPageRef } from './site-document-paths'
import { SiteDocumentRow } from './site-document-row'
import { useOrderSiteDocuments, useSiteDocumentList } from './use-site-documents'

export type SiteDocumentListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

function NoDocuments({ pageRef }: { pageRef: SiteDocumentPageRef }) {
  const paths = useSiteDocumentPaths(pageRef)
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <FolderOpen />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.siteDocuments.emptyTitle" defaultMessage="No documents yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.siteDocuments.emptyBody"
          defaultMessage="Put the league’s rules, forms and fixture lists on the public site, for every season or for one."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewItemLink href={paths.create()}>
          <FormattedMessage id="competition.siteDocuments.uploadFirst" defaultMessage="Upload the first document" />
        </NewItemLink>
      </EmptyStateActions>
    </EmptyState>
  )
}

/** A category's documents under its heading, in the site's order. */
function DocumentGroupSection({
  group,
  pageRef,
  focusAfterMove,
  onMove,
}: {
  group: DocumentGroup
  pageRef: SiteDocumentPageRef
  focusAfterMove: (id: string) => MoveDirection | null
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
            focusAfterMove={focusAfterMove(document.id)}
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
  const groups = documentGroups(documents)
  const { moved, move, focusAfterMove } = useOrderedMoves({
    isPending: order.isPending,
    movedIds: (document: SiteDocument, direction) => movedDocumentOrder(documents, document.id, direction),
    save: (ids) => order.mutateAsync({ ids }),
    // The place within its category, as the site lists it.
    announce: (document, _ids, saved) => {
      const group = documentGroups(saved).find((candidate) =>
        candidate.documents.some((member) => member.id === document.id),
      )
      const position = (group?.documents.findIndex((member) => member.id === document.id) ?? 0) + 1
      return intl.formatMessage(
        { id: 'competition.siteDocuments.moved', defaultMessage: '{title} is now number {position} of {count}.' },
        { title: document.title, position, count: group?.documents.length ?? 1 },
      )
    },
  })

  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <DocumentGroupSection
          key={group.category ?? ''}
          group={group}
          pageRef={pageRef}
          focusAfterMove={focusAfterMove}
          onMove={(document, direction) => void move(document, direction)}
        />
      ))}
      <MoveAnnouncement moved={moved} />
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
  const pageRef = { org, season }
  const paths = useSiteDocumentPaths(pageRef)
  return (
    <SiteContentListPage
      org={org}
      season={season}
      section="documents"
      title={intl.formatMessage({ id: 'competition.siteDocuments.title', defaultMessage: 'Documents' })}
      data={useSiteDocumentList(org, season)}
      newItem={{
        href: paths.create(),
        label: <FormattedMessage id="competition.siteDocuments.newDocument" defaultMessage="New document" />,
      }}
      hasItems={({ documents }) => documents.length > 0}
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
    </SiteContentListPage>
  )
}
