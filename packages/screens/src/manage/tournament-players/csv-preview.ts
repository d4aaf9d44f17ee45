import { checkEntriesCsv, type CsvProblem, type TournamentType } from '@oche/api'

export type CsvPreviewLine = {
  /** 1-based, the header being line 1 (as the server counts). */
  line: number
  players: { name: string; nickname: string }[]
  seed: number | null
  /** What the server will refuse on this line (the same rules: `checkEntriesCsv` of @oche/api); none: it is fine. */
  problems: CsvProblem[]
  /** A player of the line is entered already: the server leaves the line out. */
  isEntered: boolean
}

export type CsvPreview = {
  /** What the server will refuse about the header or the file as a whole. */
  headerProblems: CsvProblem[]
  /** Every line that is not empty, in order. */
  lines: CsvPreviewLine[]
}

/**
 * What an entries CSV will do, checked with the server's own rules (`POST /tournaments/{id}/entries/import`).
 * `enteredNames` are the names already entered, lower case; `takenSeeds` the seeds the entries have already.
 */
export function previewEntriesCsv(
  csv: string,
  type: TournamentType,
  entered: { names: ReadonlySet<string>; seeds?: ReadonlySet<number> },
): CsvPreview {
  const check = checkEntriesCsv(csv, type, entered.seeds)
  return {
    headerProblems: check.headerProblems,
    lines: check.lines.map((line) => {
      const players = [{ name: line.name, nickname: line.nickname }, ...(line.partner ? [line.partner] : [])]
      return {
        line: line.line,
        players,
        seed: line.seed,
        problems: line.problems,
        isEntered: players.some((player) => player.name !== '' && entered.names.has(player.name.toLocaleLowerCase())),
      }
    }),
  }
}

/** Why the import cannot be sent yet, or null when it can. */
export type CsvImportBlock =
  | { kind: 'empty' }
  | { kind: 'header' }
  | { kind: 'lines'; count: number }
  | { kind: 'full'; places: number; adding: number }

/** Whether the previewed file can be imported: the server takes all lines or none, and only within the places left. */
export function csvImportBlock(preview: CsvPreview, csv: string, placesLeft: number | null): CsvImportBlock | null {
  if (csv.trim() === '') return { kind: 'empty' }
  if (preview.headerProblems.length > 0) return { kind: 'header' }
  const wrong = preview.lines.filter((line) => line.problems.length > 0).length
  if (wrong > 0) return { kind: 'lines', count: wrong }
  const adding = preview.lines.filter((line) => !line.isEntered).length
  if (placesLeft !== null && adding > placesLeft) return { kind: 'full', places: Math.max(0, placesLeft), adding }
  return null
}
