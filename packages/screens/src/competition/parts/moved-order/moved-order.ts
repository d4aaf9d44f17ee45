export type MoveDirection = 'up' | 'down'

/**
 * Every item's id, in position order, after one moved past its nearest neighbour in `direction` that shares its
 * group (`sameGroup`: a document's category, say; by default every item is one group); null when it is already
 * first or last there. The one reorder rule of the admins' ordered lists (documents, board members).
 */
export function movedOrder<T extends { id: string; position: number }>(
  items: readonly T[],
  id: string,
  direction: MoveDirection,
  sameGroup: (a: T, b: T) => boolean = () => true,
): string[] | null {
  const ordered = [...items].sort((a, b) => a.position - b.position)
  const index = ordered.findIndex((item) => item.id === id)
  const moving = ordered[index]
  if (!moving) return null
  const step = direction === 'up' ? -1 : 1
  let other = index + step
  let neighbour = ordered[other]
  while (neighbour && !sameGroup(neighbour, moving)) {
    other += step
    neighbour = ordered[other]
  }
  if (!neighbour) return null
  const ids = ordered.map((item) => item.id)
  ids[index] = neighbour.id
  ids[other] = moving.id
  return ids
}
