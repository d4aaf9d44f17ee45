import { MyMatchKindSchema, MyMatchPeriodSchema, type MyMatchKind, type MyMatchPeriod } from '@oche/api'

/** What `/profile/my-stats` shows, kept in its address: which matches count (null is "any"). */
export type MyStatsSearch = {
  kind: MyMatchKind | null
  period: MyMatchPeriod | null
}

export const noMyStatsFilters: MyStatsSearch = { kind: null, period: null }

/** The filters from the page's query string (`?kind=bot&period=month`); anything unreadable is "any". */
export function readMyStatsSearch(searchParams: Record<string, string>): MyStatsSearch {
  const kind = MyMatchKindSchema.safeParse(searchParams.kind)
  const period = MyMatchPeriodSchema.safeParse(searchParams.period)
  return { kind: kind.success ? kind.data : null, period: period.success ? period.data : null }
}

/** The query string of the filters, leaving out what is "any", in a fixed order: `?kind=bot&period=month`. */
export function writeMyStatsSearch(search: MyStatsSearch): string {
  const params = new URLSearchParams()
  if (search.kind) params.set('kind', search.kind)
  if (search.period) params.set('period', search.period)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function hasMyStatsFilters(search: MyStatsSearch): boolean {
  return search.kind !== null || search.period !== null
}
