import {
  AnalyticsFormatSchema,
  AnalyticsSizeBandSchema,
  TournamentStatusSchema,
  TournamentTypeSchema,
  TournamentVisibilitySchema,
  analyticsBucketOf,
  analyticsBuckets,
  analyticsIntervalOf,
  analyticsPeriodStart,
  analyticsSizeBandOf,
  type AnalyticsBreakdownRow,
  type AnalyticsFormat,
  type AnalyticsGeneral,
  type AnalyticsGeneralPoint,
  type AnalyticsInterval,
  type AnalyticsLanguageRow,
  type AnalyticsOrganisationRow,
  type AnalyticsPeriod,
  type AnalyticsTournaments,
  type TournamentStatus,
  type TournamentType,
  type TournamentVisibility,
} from '@oche/api'

// The super admin's analytics as the mocks answer them: a year of made-up but fixed days (the same numbers on every
// run), summed into the buckets the contract's helpers give, so every series has every bucket and the totals agree
// with the points. Fridays and Saturdays are league and tournament nights: the busiest days.

/** The last day the analytics fixtures count: "today" for the mocks. */
export const analyticsFixtureToday = '2026-11-25'

/** A whole number from 0 to `max - 1` that depends only on the seed text. */
function hashOf(seed: string, max: number): number {
  let hash = 2166136261
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return (hash >>> 0) % max
}

function daysBetween(from: string, to: string): string[] {
  return analyticsBuckets(from, to, 'day')
}

/** How busy a day is: weekends and Fridays more, a slow summer, more over the year as Oche grows. */
function busyness(day: string): number {
  const date = new Date(`${day}T00:00:00Z`)
  const weekday = date.getUTCDay()
  const week = weekday === 5 || weekday === 6 ? 1.8 : weekday === 0 ? 1.2 : 1
  const month = date.getUTCMonth()
  const season = month === 6 || month === 7 ? 0.6 : 1
  const growth = 0.6 + 0.4 * ((date.getTime() - Date.parse('2025-11-01T00:00:00Z')) / (395 * 86_400_000))
  return week * season * Math.max(0.5, growth)
}

type Day = Omit<AnalyticsGeneralPoint, 'from'>

function generalDay(day: string): Day {
  const busy = busyness(day)
  const matches = Math.round((40 + hashOf(`m${day}`, 30)) * busy)
  const finished = matches - hashOf(`f${day}`, 6)
  return {
    active_users: Math.round((60 + hashOf(`a${day}`, 40)) * busy),
    new_accounts: Math.round((hashOf(`n${day}`, 9) + 1) * busy),
    matches,
    finished_matches: Math.max(0, finished),
    visits: matches * (38 + hashOf(`v${day}`, 14)),
  }
}

/** Distinct users over several days: the busiest day's, and a quarter of the others' (regulars come back). */
const distinctActive = (daily: number[]) => {
  const most = Math.max(0, ...daily)
  const sum = daily.reduce((total, value) => total + value, 0)
  return Math.round(most + (sum - most) / 4)
}

/** The period's days, its buckets and each day's bucket. */
function windowOf(period: AnalyticsPeriod, interval: AnalyticsInterval | undefined, today: string) {
  const chosen = interval ?? analyticsIntervalOf(period)
  const from = analyticsPeriodStart(period, today)
  return { period, interval: chosen, from, to: today, days: daysBetween(from, today) }
}

type FixtureOptions = { period?: AnalyticsPeriod; interval?: AnalyticsInterval; today?: string }

const organisationFixtures = [
  { name: 'Vlaamse Dartsliga', slug: 'vlaamse-dartsliga', is_personal: false, share: 0.24 },
  { name: 'Dartclub De Pijl', slug: 'de-pijl', is_personal: false, share: 0.17 },
  { name: 'Ligue Wallonne de Darts', slug: 'ligue-wallonne', is_personal: false, share: 0.13 },
  { name: 'Kneipenliga Aachen', slug: 'kneipenliga-aachen', is_personal: false, share: 0.09 },
  { name: 'Olly Organiser', slug: 'olly-organiser', is_personal: true, share: 0.05 },
  { name: 'Café Bullseye', slug: 'cafe-bullseye', is_personal: false, share: 0.04 },
  { name: 'Mia Maximum', slug: 'mia-maximum', is_personal: true, share: 0.015 },
] as const

const languageShares = { en: 0.34, nl: 0.38, fr: 0.17, de: 0.11 } as const

/** `GET /admin/analytics/general` over the fixed year of days; `today` is `analyticsFixtureToday` by default. */
export function analyticsGeneralFixture(options: FixtureOptions = {}): AnalyticsGeneral {
  const today = options.today ?? analyticsFixtureToday
  const window = windowOf(options.period ?? 'month', options.interval, today)
  const days = window.days.map((day) => ({ day, ...generalDay(day) }))
  const series = analyticsBuckets(window.from, window.to, window.interval).map((from) => {
    const inBucket = days.filter((day) => analyticsBucketOf(day.day, window.interval) === from)
    const sum = (key: keyof Day) => inBucket.reduce((total, day) => total + day[key], 0)
    return {
      from,
      active_users: distinctActive(inBucket.map((day) => day.active_users)),
      new_accounts: sum('new_accounts'),
      matches: sum('matches'),
      finished_matches: sum('finished_matches'),
      visits: sum('visits'),
    }
  })
  const total = (key: Exclude<keyof Day, 'active_users'>) => series.reduce((sum, point) => sum + point[key], 0)
  const activeUsers = distinctActive(days.map((day) => day.active_users))
  const newAccounts = total('new_accounts')
  const accounts = 1480 + daysBetween('2025-11-26', today).reduce((sum, day) => sum + generalDay(day).new_accounts, 0)
  const byLanguage: AnalyticsLanguageRow[] = Object.entries(languageShares).map(([langcode, share]) => ({
    langcode: langcode as AnalyticsLanguageRow['langcode'],
    accounts: Math.round(accounts * share),
    new_accounts: Math.round(newAccounts * share),
    active_users: Math.round(activeUsers * share),
  }))
  const matches = total('matches')
  const visits = total('visits')
  const tournaments = tournamentsIn(window.days).length
  const byOrganisation: AnalyticsOrganisationRow[] = organisationFixtures.map((organisation, index) => ({
    organisation_id: `5d0c3a52-6a1e-4d8b-9a5e-2f0c6a1d70${String(index + 1).padStart(2, '0')}`,
    name: organisation.name,
    slug: organisation.slug,
    is_personal: organisation.is_personal,
    tournaments: Math.round(tournaments * organisation.share),
    matches: Math.round(matches * organisation.share),
    visits: Math.round(visits * organisation.share),
  }))
  return {
    period: window.period,
    interval: window.interval,
    from: window.from,
    to: window.to,
    totals: {
      accounts,
      active_users: activeUsers,
      new_accounts: newAccounts,
      matches,
      finished_matches: total('finished_matches'),
      visits,
    },
    series,
    by_language: byLanguage,
    by_organisation: byOrganisation.filter((row) => row.tournaments + row.matches + row.visits > 0),
  }
}

type TournamentFixture = {
  day: string
  format: AnalyticsFormat
  entries: number
  visibility: TournamentVisibility
  status: TournamentStatus
  type: TournamentType
  games: number
  /** Minutes of each timed game, summed, and how many were timed. */
  gameMinutes: number
  timedGames: number
}

const formatsByWeight: AnalyticsFormat[] = [
  'knockout',
  'knockout',
  'knockout',
  'roundRobin',
  'roundRobin',
  'groupsKnockout',
  'groupsKnockout',
  'doubleElimination',
]

/** The tournaments created on the days: none to three a day, busier at weekends; the recent ones not finished yet. */
function tournamentsIn(days: string[]): TournamentFixture[] {
  const today = days.at(-1) ?? analyticsFixtureToday
  return days.flatMap((day) => {
    const count = Math.min(3, Math.floor((hashOf(`t${day}`, 10) / 10) * 2 * busyness(day)))
    return Array.from({ length: count }, (_, index) => {
      const seed = `${day}#${index}`
      const entries = [6, 8, 12, 16, 16, 24, 32, 48, 64, 96][hashOf(`e${seed}`, 10)] ?? 8
      const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000
      const status: TournamentStatus =
        age > 14 ? (hashOf(`s${seed}`, 10) === 0 ? 'drawn' : 'finished') : age > 2 ? 'running' : 'draft'
      const played = status === 'finished' ? entries - 1 : status === 'running' ? Math.floor(entries / 2) : 0
      const timedGames = Math.round(played * 0.8)
      return {
        day,
        format: formatsByWeight[hashOf(`k${seed}`, formatsByWeight.length)] ?? 'knockout',
        entries,
        visibility: (['public', 'public', 'public', 'unlisted', 'private'] as const)[hashOf(`p${seed}`, 5)] ?? 'public',
        status,
        type: hashOf(`y${seed}`, 5) === 0 ? 'pairs' : 'singles',
        games: played,
        gameMinutes: timedGames * (11 + hashOf(`g${seed}`, 9)),
        timedGames,
      }
    })
  })
}

function breakdownOf(tournaments: TournamentFixture[]): AnalyticsBreakdownRow {
  const timed = tournaments.reduce((sum, tournament) => sum + tournament.timedGames, 0)
  const minutes = tournaments.reduce((sum, tournament) => sum + tournament.gameMinutes, 0)
  return {
    tournaments: tournaments.length,
    finished: tournaments.filter((tournament) => tournament.status === 'finished').length,
    games: tournaments.reduce((sum, tournament) => sum + tournament.games, 0),
    average_game_minutes: timed > 0 ? minutes / timed : null,
  }
}

/** `GET /admin/analytics/tournaments` over the fixed year of days; `today` is `analyticsFixtureToday` by default. */
export function analyticsTournamentsFixture(options: FixtureOptions = {}): AnalyticsTournaments {
  const today = options.today ?? analyticsFixtureToday
  const window = windowOf(options.period ?? 'month', options.interval, today)
  // Statuses are seen from today, so the tournaments are made over the whole year and then cut to the period.
  const year = daysBetween(analyticsPeriodStart('year', today), today)
  const first = window.days[0] ?? today
  const all = tournamentsIn(year).filter((tournament) => tournament.day >= first)
  const entries = all.reduce((sum, tournament) => sum + tournament.entries, 0)
  const zeroFormats = () =>
    Object.fromEntries(AnalyticsFormatSchema.options.map((format) => [format, 0])) as Record<AnalyticsFormat, number>
  return {
    period: window.period,
    interval: window.interval,
    from: window.from,
    to: window.to,
    totals: { ...breakdownOf(all), entries, average_entries: all.length > 0 ? entries / all.length : null },
    series: analyticsBuckets(window.from, window.to, window.interval).map((from) => {
      const inBucket = all.filter((tournament) => analyticsBucketOf(tournament.day, window.interval) === from)
      const byFormat = zeroFormats()
      for (const tournament of inBucket) byFormat[tournament.format] += 1
      return {
        from,
        tournaments: inBucket.length,
        finished: inBucket.filter((tournament) => tournament.status === 'finished').length,
        by_format: byFormat,
      }
    }),
    by_format: AnalyticsFormatSchema.options.map((format) => ({
      format,
      ...breakdownOf(all.filter((tournament) => tournament.format === format)),
    })),
    by_size: AnalyticsSizeBandSchema.options.map((size) => ({
      size,
      ...breakdownOf(all.filter((tournament) => analyticsSizeBandOf(tournament.entries) === size)),
    })),
    by_visibility: TournamentVisibilitySchema.options.map((visibility) => ({
      visibility,
      ...breakdownOf(all.filter((tournament) => tournament.visibility === visibility)),
    })),
    by_status: TournamentStatusSchema.options.map((status) => ({
      status,
      ...breakdownOf(all.filter((tournament) => tournament.status === status)),
    })),
    by_type: TournamentTypeSchema.options.map((type) => ({
      type,
      ...breakdownOf(all.filter((tournament) => tournament.type === type)),
    })),
  }
}

/** The general figures of a platform nobody used in the period: every bucket, all zeros. */
export function emptyAnalyticsGeneralFixture(options: FixtureOptions = {}): AnalyticsGeneral {
  const window = windowOf(options.period ?? 'month', options.interval, options.today ?? analyticsFixtureToday)
  const zero = { active_users: 0, new_accounts: 0, matches: 0, finished_matches: 0, visits: 0 }
  return {
    period: window.period,
    interval: window.interval,
    from: window.from,
    to: window.to,
    totals: { accounts: 0, ...zero },
    series: analyticsBuckets(window.from, window.to, window.interval).map((from) => ({ from, ...zero })),
    by_language: Object.keys(languageShares).map((langcode) => ({
      langcode: langcode as AnalyticsLanguageRow['langcode'],
      accounts: 0,
      new_accounts: 0,
      active_users: 0,
    })),
    by_organisation: [],
  }
}

/** The tournament figures of a period without tournaments: every bucket and every value, all zeros. */
export function emptyAnalyticsTournamentsFixture(options: FixtureOptions = {}): AnalyticsTournaments {
  const full = analyticsTournamentsFixture({ ...options, today: options.today ?? analyticsFixtureToday })
  const none = { tournaments: 0, finished: 0, games: 0, average_game_minutes: null }
  return {
    ...full,
    totals: { ...none, entries: 0, average_entries: null },
    series: full.series.map((point) => ({
      from: point.from,
      tournaments: 0,
      finished: 0,
      by_format: Object.fromEntries(AnalyticsFormatSchema.options.map((format) => [format, 0])) as Record<
        AnalyticsFormat,
        number
      >,
    })),
    by_format: full.by_format.map((row) => ({ ...row, ...none })),
    by_size: full.by_size.map((row) => ({ ...row, ...none })),
    by_visibility: full.by_visibility.map((row) => ({ ...row, ...none })),
    by_status: full.by_status.map((row) => ({ ...row, ...none })),
    by_type: full.by_type.map((row) => ({ ...row, ...none })),
  }
}
