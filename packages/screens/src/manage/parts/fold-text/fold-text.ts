/** Text folded for searching: any case, accents ignored, so "koln" finds "Kölner". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
}
