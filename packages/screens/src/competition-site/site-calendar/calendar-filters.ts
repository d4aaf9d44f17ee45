/** Which matches the fixture list shows: one division's, one team's, or every match (null: any). */
export type CalendarFilters = { division: string | null; team: string | null }

export const noCalendarFilters: CalendarFilters = { division: null, team: null }

const slug = (value: string | undefined) => {
  const trimmed = (value ?? '').trim()
  return trimmed && trimmed.length <= 100 ? trimmed : null
}

/** The filters of the page's query string (`?division=first-division&team=the-arrows`). */
export function readCalendarFilters(searchParams: Record<string, string>): CalendarFilters {
  return { division: slug(searchParams.division), team: slug(searchParams.team) }
}

/** The query string of the filters that are set, division first: `?division=first-division`. */
export function writeCalendarFilters(filters: CalendarFilters): string {
  const params = new URLSearchParams()
  if (filters.division) params.set('division', filters.division)
  if (filters.team) params.set('team', filters.team)
  const query = params.toString()
  return query ? `?${query}` : ''
}
