import { describe, expect, it } from 'vitest'
import { getPaginationItems } from './pagination-items'

describe('getPaginationItems', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(getPaginationItems(1, 1)).toEqual([1])
    expect(getPaginationItems(2, 3)).toEqual([1, 2, 3])
    expect(getPaginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shows no pages when there are none', () => {
    expect(getPaginationItems(1, 0)).toEqual([])
  })

  it('leaves out the end of a long list on the first page', () => {
    expect(getPaginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10])
  })

  it('leaves out both sides around a page in the middle', () => {
    expect(getPaginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10])
  })

  it('leaves out the start of a long list on the last page', () => {
    expect(getPaginationItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10])
  })

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(getPaginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10])
    expect(getPaginationItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10])
  })

  it('keeps the same number of items wherever the current page is', () => {
    for (let page = 1; page <= 20; page++) expect(getPaginationItems(page, 20)).toHaveLength(7)
  })
})
