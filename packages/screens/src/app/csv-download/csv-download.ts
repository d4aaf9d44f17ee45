import Papa from 'papaparse'

/** One cell of a CSV file: text, a number as is (never formatted), or nothing (an empty cell). */
export type CsvCell = string | number | null

/** A table to export: its header row and its rows, each as long as the header. */
export type CsvTable = {
  header: readonly string[]
  rows: readonly (readonly CsvCell[])[]
}

/**
 * The CSV text of a table (RFC 4180: commas, CRLF line ends, fields with a comma, quote or line break quoted).
 * Numbers stay as JavaScript writes them (`1234.5`), whatever the page's language; text that a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@` first) is defused with a leading `'`.
 */
export function toCsv({ header, rows }: CsvTable): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: '\r\n' },
  )
}

/** The name of an export over a period: `oche-active-users-2026-10-27-2026-11-25.csv`. */
export function csvFileName(name: string, from: string, to: string): string {
  return `oche-${name}-${from}-${to}.csv`
}

/**
 * Saves `csv` as a file named `fileName` through the browser's download: a Blob behind an object URL, followed by a
 * link made for it. The text is UTF-8 with a byte order mark, so that spreadsheets read accents right.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the link's click; the URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
