import {
  CSV_MAX_NAME as MAX_NAME,
  CSV_MAX_NICKNAME as MAX_NICKNAME,
  CSV_MAX_SEED as MAX_SEED,
  type CsvError,
  type CsvProblem,
} from '@oche/api'
import type { Locale } from '../../http/messages'

export { parseEntriesCsv, type CsvEntryLine, type CsvError, type CsvProblem } from '@oche/api'

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
