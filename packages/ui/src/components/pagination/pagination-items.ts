export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis'

/**
 * The pages to show: always the first and last `boundaryCount` pages, `siblingCount` pages either side of the
 * current one, and an ellipsis where a gap of two or more pages is left out (a gap of one shows the page).
 */
export function getPaginationItems(page: number, pageCount: number, siblingCount = 1, boundaryCount = 1) {
  const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i)
  const startPages = range(1, Math.min(boundaryCount, pageCount))
  const endPages = range(Math.max(pageCount - boundaryCount + 1, boundaryCount + 1), pageCount)
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, pageCount - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  )
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? pageCount + 1) - 2,
  )
  const items: PaginationItem[] = [...startPages]
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis')
  else if (boundaryCount + 1 < pageCount - boundaryCount) items.push(boundaryCount + 1)
  items.push(...range(siblingsStart, siblingsEnd))
  if (siblingsEnd < pageCount - boundaryCount - 1) items.push('end-ellipsis')
  else if (pageCount - boundaryCount > boundaryCount) items.push(pageCount - boundaryCount)
  items.push(...endPages)
  return items
}
