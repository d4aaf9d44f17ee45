import type { TournamentType } from '../schemas/tournaments'

/**
 * The rules of an entries CSV (`POST /tournaments/{id}/entries/import`), in one place: the server refuses a file
 * with them and the organiser's preview shows, line by line, what the server will say.
 */

/** One line of an entries CSV, read and checked on its own. */
export type CsvEntryLine = {
  /** 1-based line number in the file; the header is line 1. */
  line: number
  name: string
  nickname: string
  seed: number | null
  partner: { name: string; nickname: string } | null
}

export type CsvProblem =
  | { kind: 'unknownColumn'; column: string }
  | { kind: 'nameColumnMissing' }
  | { kind: 'partnerInSingles' }
  | { kind: 'unclosedQuote' }
  | { kind: 'tooManyCells' }
  | { kind: 'nameMissing' }
  | { kind: 'nameTooLong' }
  | { kind: 'nicknameTooLong' }
  | { kind: 'seedInvalid' }
  | { kind: 'seedTaken' }
  | { kind: 'partnerMissing' }
  | { kind: 'samePlayerTwice'; name: string; otherLine: number }
  | { kind: 'noPlayers' }

export type CsvError = { line: number; problem: CsvProblem }

/** A line of the file with every problem the server finds on it (none: it can be imported). */
export type CsvCheckedLine = CsvEntryLine & { problems: CsvProblem[] }

/** The whole file checked: problems of the header (or of the file as a whole), then every line that is not empty. */
export type CsvCheck = { headerLine: number; headerProblems: CsvProblem[]; lines: CsvCheckedLine[] }

const columns = ['name', 'nickname', 'seed', 'partner', 'partner_nickname'] as const
type Column = (typeof columns)[number]

/** The longest name (of a player or a partner) a CSV line may have. */
export const CSV_MAX_NAME = 100
/** The longest nickname a CSV line may have. */
export const CSV_MAX_NICKNAME = 40
/** The highest seed a CSV line may give. */
export const CSV_MAX_SEED = 1024

/** Splits CSV text into rows of cells: quoted cells may hold the separator, doubled quotes and line breaks. */
function splitRows(text: string, separator: string): { line: number; cells: string[]; unclosed: boolean }[] {
  const rows: { line: number; cells: string[]; unclosed: boolean }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (character === '"') quoted = false
      else {
        if (character === '\n') line += 1
        cell += character
      }
      continue
    }
    if (character === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (character === separator) {
      cells.push(cell)
      cell = ''
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1
      cells.push(cell)
      rows.push({ line: rowLine, cells, unclosed: false })
      cells = []
      cell = ''
      line += 1
      rowLine = line
    } else cell += character
  }
  cells.push(cell)
  rows.push({ line: rowLine, cells, unclosed: quoted })
  return rows.filter((row) => row.unclosed || row.cells.some((value) => value.trim() !== ''))
}

/** The separator of the header line: a semicolon when it has more of them than commas. */
function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? ''
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ','
}

/**
 * Reads an entries CSV (a header row naming `name`, and optionally `nickname`, `seed`, `partner` and
 * `partner_nickname`; comma or semicolon separated) and checks the header and every line on its own: names and
 * nicknames, seeds (also against `takenSeeds`, those of the entries made already), partners for pairs, nobody twice
 * in the file (names compared case-insensitively).
 */
export function checkEntriesCsv(
  text: string,
  type: TournamentType,
  takenSeeds: ReadonlySet<number> = new Set(),
): CsvCheck {
  const clean = text.replace(/^\uFEFF/, '')
  const rows = splitRows(clean, separatorOf(clean))
  const [header, ...body] = rows
  const headerProblems: CsvProblem[] = []
  const headerCells = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase())
  const headerLine = header?.line ?? 1
  for (const column of headerCells)
    if (!(columns as readonly string[]).includes(column)) headerProblems.push({ kind: 'unknownColumn', column })
  if (!headerCells.includes('name')) headerProblems.push({ kind: 'nameColumnMissing' })
  if (type === 'singles' && (headerCells.includes('partner') || headerCells.includes('partner_nickname')))
    headerProblems.push({ kind: 'partnerInSingles' })
  if (headerProblems.length === 0 && body.length === 0) headerProblems.push({ kind: 'noPlayers' })

  const lines: CsvCheckedLine[] = []
  const seenNames = new Map<string, number>()
  const seenSeeds = new Set<number>()
  for (const row of body) {
    const problems: CsvProblem[] = []
    if (row.unclosed) problems.push({ kind: 'unclosedQuote' })
    if (row.cells.length > headerCells.length) problems.push({ kind: 'tooManyCells' })
    const value = (column: Column) => {
      const at = headerCells.indexOf(column)
      return at < 0 ? '' : (row.cells[at] ?? '').trim()
    }
    const name = value('name')
    const nickname = value('nickname')
    const partnerName = value('partner')
    const partnerNickname = value('partner_nickname')
    if (!name) problems.push({ kind: 'nameMissing' })
    if (name.length > CSV_MAX_NAME || partnerName.length > CSV_MAX_NAME) problems.push({ kind: 'nameTooLong' })
    if (nickname.length > CSV_MAX_NICKNAME || partnerNickname.length > CSV_MAX_NICKNAME)
      problems.push({ kind: 'nicknameTooLong' })
    const seedText = value('seed')
    let seed: number | null = null
    if (seedText) {
      seed = /^\d+$/.test(seedText) ? Number(seedText) : NaN
      if (!Number.isInteger(seed) || seed < 1 || seed > CSV_MAX_SEED) {
        problems.push({ kind: 'seedInvalid' })
        seed = null
      } else if (seenSeeds.has(seed) || takenSeeds.has(seed)) problems.push({ kind: 'seedTaken' })
      else seenSeeds.add(seed)
    }
    if (type === 'pairs' && !partnerName) problems.push({ kind: 'partnerMissing' })
    for (const player of type === 'pairs' ? [name, partnerName] : [name]) {
      const key = player.toLocaleLowerCase()
      if (!key) continue
      const otherLine = seenNames.get(key)
      if (otherLine !== undefined) problems.push({ kind: 'samePlayerTwice', name: player, otherLine })
      else seenNames.set(key, row.line)
    }
    lines.push({
      line: row.line,
      name,
      nickname,
      seed,
      partner: type === 'pairs' ? { name: partnerName, nickname: partnerNickname } : null,
      problems,
    })
  }
  return { headerLine, headerProblems, lines }
}

/**
 * The server's reading of an entries CSV: the lines when the header and every line are right, otherwise every
 * problem found with its line (the header's problems alone when the header is wrong).
 */
export function parseEntriesCsv(
  text: string,
  type: TournamentType,
  takenSeeds: ReadonlySet<number> = new Set(),
): { ok: true; lines: CsvEntryLine[] } | { ok: false; errors: CsvError[] } {
  const check = checkEntriesCsv(text, type, takenSeeds)
  if (check.headerProblems.length > 0)
    return { ok: false, errors: check.headerProblems.map((problem) => ({ line: check.headerLine, problem })) }
  const errors = check.lines.flatMap((line) => line.problems.map((problem) => ({ line: line.line, problem })))
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, lines: check.lines.map(({ problems: _problems, ...line }) => line) }
}
