import type { SiteDocument } from '@oche/api'
import { Download } from 'lucide-react'
import type { ComponentProps } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { fileTypeName, formatFileSize } from '../../competition-site/site-documents/document-groups'

/** The file's type and size ("PDF · 240 kB"), the size in the interface language's numbers and units. */
export function DocumentFileFacts({ file }: { file: SiteDocument['file'] }) {
  const intl = useIntl()
  const type = fileTypeName(file)
  const size = formatFileSize(intl, file.size)
  return (
    <span className="tabular-nums">
      {type ? (
        <FormattedMessage
          id="competition.siteDocuments.fileFacts"
          defaultMessage="{type} · {size}"
          values={{ type, size }}
        />
      ) : (
        size
      )}
    </span>
  )
}

/** The season a document belongs to, or that it is there in every season (the league's rules). */
export function DocumentSeason({ season }: { season: SiteDocument['season'] }) {
  return season ? (
    <FormattedMessage
      id="competition.siteDocuments.inSeason"
      defaultMessage="Season {season}"
      values={{ season: season.name }}
    />
  ) : (
    <FormattedMessage id="competition.siteDocuments.everySeason" defaultMessage="Every season" />
  )
}

/** The link that downloads the document's file under its own name ("Download", named after the document). */
export function DocumentDownloadLink({
  document,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'download' | 'children'> & { document: SiteDocument }) {
  const intl = useIntl()
  return (
    <a
      {...props}
      href={document.file.url}
      download={document.file.name}
      aria-label={intl.formatMessage(
        { id: 'competition.siteDocuments.downloadLabel', defaultMessage: 'Download {title}' },
        { title: document.title },
      )}
      className={
        className ??
        'inline-flex min-h-10 items-center gap-2 text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
      }
    >
      <Download aria-hidden className="size-4 shrink-0" />
      <FormattedMessage id="competition.siteDocuments.download" defaultMessage="Download" />
    </a>
  )
}
