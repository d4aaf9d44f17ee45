import type { SiteDocument } from '@oche/api'
import { movedOrder, type MoveDirection } from '../parts/moved-order'

/** The same heading groups documents on the site: a category, or none (trimmed, as the site compares them). */
function sameCategory(a: SiteDocument, b: SiteDocument): boolean {
  return (a.category?.trim() || null) === (b.category?.trim() || null)
}

/**
 * Every document's id in the order after moving one past its neighbour of the same category (the site shows a
 * category's documents together, so a move is within its heading); null when it is already first or last there.
 */
export function movedDocumentOrder(
  documents: readonly SiteDocument[],
  id: string,
  direction: MoveDirection,
): string[] | null {
  return movedOrder(documents, id, direction, sameCategory)
}
