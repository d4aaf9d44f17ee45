import { Button, cn } from '@oche/ui'
import { Download } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { csvFileName, downloadCsv, toCsv, type CsvTable } from '../../../../app/csv-download/csv-download'

/** What a CSV export holds and what its file is called: `oche-{name}-{from}-{to}.csv`. */
export type CsvExport = {
  /** What the file holds, in the file name: `active-users`. */
  name: string
  /** The period's first and last day (`YYYY-MM-DD`). */
  from: string
  to: string
  /** The header row and the rows: what the page shows, numbers unformatted. */
  table: () => CsvTable
}

export type CsvButtonProps = {
  /** The chart's or table's title, which the button's accessible name ends with. */
  title: string
  csv: CsvExport
  className?: string
}

/** Downloads a chart's numbers or a table as a CSV file. */
export function CsvButton({ title, csv, className }: CsvButtonProps) {
  const intl = useIntl()
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('w-fit text-foreground', className)}
      aria-label={intl.formatMessage(
        { id: 'competition.analytics.downloadCsvOf', defaultMessage: 'Download CSV: {title}' },
        { title },
      )}
      onClick={() => downloadCsv(csvFileName(csv.name, csv.from, csv.to), toCsv(csv.table()))}
    >
      <Download aria-hidden />
      <FormattedMessage id="competition.analytics.downloadCsv" defaultMessage="Download CSV" />
    </Button>
  )
}
