/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
