import {
  MyMatchKindSchema,
  MyMatchPeriodSchema,
  MyMatchResultSchema,
  type MyMatchKind,
  type MyMatchPeriod,
  type MyMatchResult,
} from '@oche/api'
import { z } from 'zod'

/** What `/profile/my-matches` shows, kept in its address: the filters (null is "any"), the page and an opened match. */
export type MyMatchesSearch = {
  kind: MyMatchKind | null
  period: MyMatchPeriod | null
  result: MyMatchResult | null
  page: number
  /** The match whose legs and visits are open, or null for the list. */
  match: string | null
}

export const noMyMatchFilters = { kind: null, period: null, result: null } as const

const MatchIdSchema = z.uuid()

/** The state from the page's query string (`?kind=bot&result=won&page=2`); anything unreadable is the default. */
export function readMyMatchesSearch(searchParams: Record<string, string>): MyMatchesSearch {
  const page = Number(searchParams.page)
  const kind = MyMatchKindSchema.safeParse(searchParams.kind)
  const period = MyMatchPeriodSchema.safeParse(searchParams.period)
  const result = MyMatchResultSchema.safeParse(searchParams.result)
  const match = MatchIdSchema.safeParse(searchParams.match)
  return {
    kind: kind.success ? kind.data : null,
    period: period.success ? period.data : null,
    result: result.success ? result.data : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    match: match.success ? match.data : null,
  }
}

/** The query string of the state, leaving out what is the default, in a fixed order: `?kind=bot&page=2`. */
export function writeMyMatchesSearch(search: MyMatchesSearch): string {
  const params = new URLSearchParams()
  if (search.kind) params.set('kind', search.kind)
  if (search.period) params.set('period', search.period)
  if (search.result) params.set('result', search.result)
  if (search.page > 1) params.set('page', String(search.page))
  if (search.match) params.set('match', search.match)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function hasMyMatchFilters(search: MyMatchesSearch): boolean {
  return search.kind !== null || search.period !== null || search.result !== null
}
