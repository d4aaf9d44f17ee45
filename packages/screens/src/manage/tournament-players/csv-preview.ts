/** Why a line of an entries CSV cannot be imported. */
export type CsvLineIssue = 'noName' | 'noPartner' | 'badSeed'

export type CsvPreviewLine = {
  /** 1-based, the header being line 1 (as the server counts). */
  line: number
  players: { name: string; nickname: string }[]
  seed: number | null
  issue: CsvLineIssue | null
  /** A player of the line is entered already: the server leaves the line out. */
  isEntered: boolean
}

export type CsvPreview = {
  /** The header names a `name` column (the only required one). */
  hasNameColumn: boolean
  /** Every line that is not empty, in order. */
  lines: CsvPreviewLine[]
}

/**
 * What an entries CSV will do, read like the server reads it (`POST /tournaments/{id}/entries/import`): a header
 * row with `name` and optionally `nickname`, `seed`, and for pairs `partner` and `partner_nickname`; comma or
 * semicolon separated, whichever the header uses more. `enteredNames` are the names already entered, lower case.
 */
export function previewEntriesCsv(csv: string, isPairs: boolean, enteredNames: ReadonlySet<string>): CsvPreview {
  const rows = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = rows[0] ?? ''
  const count = (pattern: RegExp) => header.match(pattern)?.length ?? 0
  const separator = count(/;/g) > count(/,/g) ? ';' : ','
  const columns = header.split(separator).map((cell) => cell.trim().toLowerCase())
  const lines: CsvPreviewLine[] = []
  rows.slice(1).forEach((row, index) => {
    if (row.trim() === '') return
    const cells = row.split(separator).map((cell) => cell.trim())
    const cell = (column: string) => {
      const at = columns.indexOf(column)
      return at < 0 ? '' : (cells[at] ?? '')
    }
    const seedText = cell('seed')
    const seed = seedText === '' ? null : Number(seedText)
    const players = [{ name: cell('name'), nickname: cell('nickname') }]
    if (isPairs) players.push({ name: cell('partner'), nickname: cell('partner_nickname') })
    const issue: CsvLineIssue | null =
      players[0]?.name === ''
        ? 'noName'
        : isPairs && players[1]?.name === ''
          ? 'noPartner'
          : seed !== null && (!Number.isInteger(seed) || seed < 1)
            ? 'badSeed'
            : null
    const isEntered = players.some((player) => player.name !== '' && enteredNames.has(player.name.toLocaleLowerCase()))
    lines.push({
      line: index + 2,
      players,
      seed: seed !== null && Number.isInteger(seed) ? seed : null,
      issue,
      isEntered,
    })
  })
  return { hasNameColumn: columns.includes('name'), lines }
}
