import type { TournamentType } from '@oche/api'
import type { Locale } from '../../http/messages'

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

const columns = ['name', 'nickname', 'seed', 'partner', 'partner_nickname'] as const
type Column = (typeof columns)[number]

const MAX_NAME = 100
const MAX_NICKNAME = 40
const MAX_SEED = 1024

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
 * `partner_nickname`; comma or semicolon separated) and checks every line on its own: names and nicknames, seeds,
 * partners for pairs, nobody twice in the file. Answers the lines, or every problem found with its line.
 */
export function parseEntriesCsv(
  text: string,
  type: TournamentType,
): { ok: true; lines: CsvEntryLine[] } | { ok: false; errors: CsvError[] } {
  const rows = splitRows(text.replace(/^\uFEFF/, ''), separatorOf(text.replace(/^\uFEFF/, '')))
  const [header, ...body] = rows
  const errors: CsvError[] = []
  const headerCells = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase())
  const headerLine = header?.line ?? 1
  for (const column of headerCells)
    if (!(columns as readonly string[]).includes(column))
      errors.push({ line: headerLine, problem: { kind: 'unknownColumn', column } })
  if (!headerCells.includes('name')) errors.push({ line: headerLine, problem: { kind: 'nameColumnMissing' } })
  if (type === 'singles' && (headerCells.includes('partner') || headerCells.includes('partner_nickname')))
    errors.push({ line: headerLine, problem: { kind: 'partnerInSingles' } })
  if (errors.length > 0) return { ok: false, errors }
  if (body.length === 0) return { ok: false, errors: [{ line: headerLine, problem: { kind: 'noPlayers' } }] }

  const lines: CsvEntryLine[] = []
  const seenNames = new Map<string, number>()
  const seenSeeds = new Set<number>()
  for (const row of body) {
    const problems: CsvProblem[] = []
    if (row.unclosed) problems.push({ kind: 'unclosedQuote' })
    if (row.cells.length > headerCells.length) problems.push({ kind: 'tooManyCells' })
    const value = (column: Column) => (row.cells[headerCells.indexOf(column)] ?? '').trim()
    const name = value('name')
    const nickname = value('nickname')
    const partnerName = value('partner')
    const partnerNickname = value('partner_nickname')
    if (!name) problems.push({ kind: 'nameMissing' })
    if (name.length > MAX_NAME || partnerName.length > MAX_NAME) problems.push({ kind: 'nameTooLong' })
    if (nickname.length > MAX_NICKNAME || partnerNickname.length > MAX_NICKNAME)
      problems.push({ kind: 'nicknameTooLong' })
    const seedText = value('seed')
    let seed: number | null = null
    if (seedText) {
      seed = /^\d+$/.test(seedText) ? Number(seedText) : NaN
      if (!Number.isInteger(seed) || seed < 1 || seed > MAX_SEED) problems.push({ kind: 'seedInvalid' })
      else if (seenSeeds.has(seed)) problems.push({ kind: 'seedTaken' })
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
    errors.push(...problems.map((problem) => ({ line: row.line, problem })))
    if (problems.length === 0)
      lines.push({
        line: row.line,
        name,
        nickname,
        seed,
        partner: type === 'pairs' ? { name: partnerName, nickname: partnerNickname } : null,
      })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines }
}

const linePrefix: Record<Locale, (line: number) => string> = {
  en: (line) => `Line ${line}: `,
  nl: (line) => `Regel ${line}: `,
  fr: (line) => `Ligne ${line} : `,
  de: (line) => `Zeile ${line}: `,
}

const problemMessages: {
  [K in CsvProblem['kind']]: Record<Locale, (problem: Extract<CsvProblem, { kind: K }>) => string>
} = {
  unknownColumn: {
    en: ({ column }) => `the column “${column}” is unknown (use name, nickname, seed, partner, partner_nickname).`,
    nl: ({ column }) => `de kolom „${column}” is onbekend (gebruik name, nickname, seed, partner, partner_nickname).`,
    fr: ({ column }) =>
      `la colonne « ${column} » est inconnue (utilisez name, nickname, seed, partner, partner_nickname).`,
    de: ({ column }) =>
      `die Spalte „${column}“ ist unbekannt (verwenden Sie name, nickname, seed, partner, partner_nickname).`,
  },
  nameColumnMissing: {
    en: () => 'the header needs a “name” column.',
    nl: () => 'de kopregel heeft een kolom „name” nodig.',
    fr: () => 'l’en-tête doit contenir une colonne « name ».',
    de: () => 'die Kopfzeile braucht eine Spalte „name“.',
  },
  partnerInSingles: {
    en: () => 'this is a singles tournament: leave out the partner columns.',
    nl: () => 'dit is een enkeltoernooi: laat de partnerkolommen weg.',
    fr: () => 'c’est un tournoi en simple : retirez les colonnes de partenaire.',
    de: () => 'das ist ein Einzelturnier: Lassen Sie die Partnerspalten weg.',
  },
  unclosedQuote: {
    en: () => 'a quotation mark is not closed.',
    nl: () => 'een aanhalingsteken wordt niet gesloten.',
    fr: () => 'un guillemet n’est pas fermé.',
    de: () => 'ein Anführungszeichen wird nicht geschlossen.',
  },
  tooManyCells: {
    en: () => 'this line has more values than the header has columns.',
    nl: () => 'deze regel heeft meer waarden dan de kopregel kolommen.',
    fr: () => 'cette ligne a plus de valeurs que l’en-tête n’a de colonnes.',
    de: () => 'diese Zeile hat mehr Werte, als die Kopfzeile Spalten hat.',
  },
  nameMissing: {
    en: () => 'the name is missing.',
    nl: () => 'de naam ontbreekt.',
    fr: () => 'le nom manque.',
    de: () => 'der Name fehlt.',
  },
  nameTooLong: {
    en: () => `a name may be at most ${MAX_NAME} characters long.`,
    nl: () => `een naam mag hoogstens ${MAX_NAME} tekens lang zijn.`,
    fr: () => `un nom ne peut pas dépasser ${MAX_NAME} caractères.`,
    de: () => `ein Name darf höchstens ${MAX_NAME} Zeichen lang sein.`,
  },
  nicknameTooLong: {
    en: () => `a nickname may be at most ${MAX_NICKNAME} characters long.`,
    nl: () => `een bijnaam mag hoogstens ${MAX_NICKNAME} tekens lang zijn.`,
    fr: () => `un surnom ne peut pas dépasser ${MAX_NICKNAME} caractères.`,
    de: () => `ein Spitzname darf höchstens ${MAX_NICKNAME} Zeichen lang sein.`,
  },
  seedInvalid: {
    en: () => `the seed must be a whole number from 1 to ${MAX_SEED}.`,
    nl: () => `het reekshoofd moet een geheel getal van 1 tot ${MAX_SEED} zijn.`,
    fr: () => `la tête de série doit être un nombre entier de 1 à ${MAX_SEED}.`,
    de: () => `die Setzung muss eine ganze Zahl von 1 bis ${MAX_SEED} sein.`,
  },
  seedTaken: {
    en: () => 'another entry has this seed.',
    nl: () => 'een andere inschrijving heeft dit reekshoofd al.',
    fr: () => 'une autre inscription a déjà cette tête de série.',
    de: () => 'eine andere Anmeldung hat diese Setzung bereits.',
  },
  partnerMissing: {
    en: () => 'a pairs tournament needs a partner on every line.',
    nl: () => 'een koppeltoernooi heeft op elke regel een partner nodig.',
    fr: () => 'un tournoi en double demande un partenaire sur chaque ligne.',
    de: () => 'ein Doppelturnier braucht in jeder Zeile einen Partner.',
  },
  samePlayerTwice: {
    en: ({ name, otherLine }) => `${name} is already on line ${otherLine}.`,
    nl: ({ name, otherLine }) => `${name} staat al op regel ${otherLine}.`,
    fr: ({ name, otherLine }) => `${name} figure déjà à la ligne ${otherLine}.`,
    de: ({ name, otherLine }) => `${name} steht bereits in Zeile ${otherLine}.`,
  },
  noPlayers: {
    en: () => 'the file has a header but no players.',
    nl: () => 'het bestand heeft een kopregel maar geen spelers.',
    fr: () => 'le fichier a un en-tête mais aucun joueur.',
    de: () => 'die Datei hat eine Kopfzeile, aber keine Spieler.',
  },
}

/** "Line 3: the name is missing." in the language asked for. */
export function describeCsvError(error: CsvError, language: Locale): string {
  const describe = problemMessages[error.problem.kind][language] as (problem: CsvProblem) => string
  return linePrefix[language](error.line) + describe(error.problem)
}
