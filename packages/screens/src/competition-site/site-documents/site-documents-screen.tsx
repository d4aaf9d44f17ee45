import type { SiteDocument } from '@oche/api'
import { Download, FileText, FolderOpen } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { SeasonLine, SitePage } from '../parts/site-page'
import { fileTypeName, formatFileSize, type DocumentGroup } from './document-groups'
import { useSiteDocuments } from './use-site-documents'

export type SiteDocumentsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
}

function NoDocumentsYet() {
  return (
    <PageState
      icon={<FolderOpen />}
      title={<FormattedMessage id="competitionSite.documents.emptyTitle" defaultMessage="No documents yet" />}
      description={
        <FormattedMessage
          id="competitionSite.documents.emptyBody"
          defaultMessage="The league’s rules, forms and fixture lists show here once it adds them."
        />
      }
    />
  )
}

/** A document: its title as the link that downloads its file, what the file is and how large, its description. */
function DocumentRow({ document }: { document: SiteDocument }) {
  const intl = useIntl()
  const detailsId = useId()
  const type = fileTypeName(document.file)
  const sizeText = formatFileSize(intl, document.file.size)
  return (
    <li data-slot="site-document" className="flex items-start gap-3 py-3">
      <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-col gap-1">
        <a
          href={document.file.url}
          download={document.file.name}
          aria-describedby={detailsId}
          className="inline-flex items-center gap-2 font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {document.title}
          <Download aria-hidden className="size-4 shrink-0" />
        </a>
        <p id={detailsId} className="text-sm text-muted-foreground tabular-nums">
          {type ? (
            <FormattedMessage
              id="competitionSite.documents.fileDetails"
              defaultMessage="{type} · {size}"
              values={{ type, size: sizeText }}
            />
          ) : (
            sizeText
          )}
        </p>
        {document.description ? (
          <p className="text-sm break-words whitespace-pre-line">{document.description}</p>
        ) : null}
      </div>
    </li>
  )
}

/** A category's documents under its heading; those without one under "Other documents" (no heading when alone). */
function DocumentSection({ group, alone }: { group: DocumentGroup; alone: boolean }) {
  const headingId = useId()
  const list = (
    <ul className="flex flex-col divide-y">
      {group.documents.map((document) => (
        <DocumentRow key={document.id} document={document} />
      ))}
    </ul>
  )
  if (alone && group.category === null) return <div data-slot="site-documents-group">{list}</div>
  return (
    <section
      aria-labelledby={headingId}
      data-slot="site-documents-group"
      className="flex flex-col gap-1 rounded-md border bg-surface-raised px-4 py-3"
    >
      <h2 id={headingId} className="text-lg font-semibold break-words">
        {group.category ?? (
          <FormattedMessage id="competitionSite.documents.otherCategory" defaultMessage="Other documents" />
        )}
      </h2>
      {list}
    </section>
  )
}

/**
 * `/{season?}/documents` of a league's site: the league's documents of the season and of every season (its rules),
 * grouped by category in the league's order, each a link that downloads its file, with the file's type and size.
 * Not there when the league does not show its documents.
 */
export function SiteDocumentsScreen({ season }: SiteDocumentsScreenProps) {
  const intl = useIntl()
  const state = useSiteDocuments(season)
  return (
    <SitePage
      season={season}
      state={state}
      title={intl.formatMessage({ id: 'competitionSite.documents.title', defaultMessage: 'Documents' })}
      description={<SeasonLine season={season} />}
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.documents.loading',
        defaultMessage: 'Loading the documents',
      })}
      errorTitle={
        <FormattedMessage
          id="competitionSite.documents.errorTitle"
          defaultMessage="The documents could not be loaded"
        />
      }
      notFoundTitle={
        <FormattedMessage
          id="competitionSite.documents.notShownTitle"
          defaultMessage="This league has no documents page"
        />
      }
    >
      {({ groups }) =>
        groups.length === 0 ? (
          <NoDocumentsYet />
        ) : (
          <div data-slot="site-documents" className="flex max-w-3xl flex-col gap-6">
            {groups.map((group) => (
              <DocumentSection key={group.category ?? ''} group={group} alone={groups.length === 1} />
            ))}
          </div>
        )
      }
    </SitePage>
  )
}
