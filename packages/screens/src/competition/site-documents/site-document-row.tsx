import type { SiteDocument } from '@oche/api'
import { FileText } from 'lucide-react'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import type { MoveDirection } from '../parts/moved-order'
import { MoveButtons, OrderedRow } from '../parts/ordered-list'
import { DocumentDownloadLink, DocumentFileFacts, DocumentSeason } from './site-document-details'

export type SiteDocumentRowProps = {
  document: SiteDocument
  href: string
  /** Whether it is the first or last of its category: it cannot move further that way. */
  isFirst: boolean
  isLast: boolean
  /** The move button to focus once this document has moved (it changes place in the list), or null. */
  focusAfterMove: MoveDirection | null
  onMove: (direction: MoveDirection) => void
}

/** One document of the list: its title (to its page), file, type and size, season, download and move buttons. */
export function SiteDocumentRow({ document, href, isFirst, isLast, focusAfterMove, onMove }: SiteDocumentRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const title = document.title
  return (
    <OrderedRow
      data-slot="site-document-row"
      actions={
        <>
          <DocumentDownloadLink document={document} />
          <MoveButtons
            upLabel={intl.formatMessage(
              { id: 'competition.siteDocuments.moveUp', defaultMessage: 'Move {title} up' },
              { title },
            )}
            downLabel={intl.formatMessage(
              { id: 'competition.siteDocuments.moveDown', defaultMessage: 'Move {title} down' },
              { title },
            )}
            isFirst={isFirst}
            isLast={isLast}
            focusAfterMove={focusAfterMove}
            position={document.position}
            onMove={onMove}
          />
        </>
      }
    >
      <FileText aria-hidden className="hidden size-5 shrink-0 text-muted-foreground sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={href} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
          {title}
        </Link>
        <span data-slot="document-file-name" className="text-sm wrap-anywhere text-muted-foreground">
          {document.file.name}
        </span>
        <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <DocumentFileFacts file={document.file} />
          <span>
            <DocumentSeason season={document.season} />
          </span>
        </span>
      </div>
    </OrderedRow>
  )
}
