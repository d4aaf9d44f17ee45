import type { ApiClient } from '@oche/api'
import type { Locale } from '@oche/i18n'
import type { ReactNode } from 'react'
import type * as homeArea from '../home/home-screen'
import type * as accountsArea from '../accounts'
import type * as legalArea from '../legal'
import type * as liveArea from '../live'
import type * as playArea from '../play'
import type * as manageArea from '../manage'
import type * as tournamentsArea from '../tournaments'
import type * as eventsArea from '../events'
import type * as competitionArea from '../competition'
import type * as competitionSiteArea from '../competition-site'
import type * as tabletArea from '../tablet'
import type * as tabletLiveArea from '../tablet/tablet-live'

/** Who may open a route. `board-*` are for the board tablets, which sign in with a board token. */
export type RouteGuard = 'none' | 'anonymous' | 'auth' | 'superadmin' | 'board-auth' | 'board-anonymous'

/** The frame a screen is shown in. */
export type RouteLayout = 'authentication' | 'tablet' | 'tablet-live' | 'competition' | 'default' | 'none'

/** `app` routes exist on the app site, `competition` routes only on a competition (league) domain. */
export type RouteSite = 'app' | 'competition'

/** The parameters of any route, as the router reads them from a path. */
export type RouteParams = Record<string, string>

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The parameters of a path: `/{season?}/news/{slug}` → `{ season?: string; slug: string }`. */
export type PathParams<Path extends string> = Simplify<ParamsOf<Path>>
type ParamsOf<Path extends string> = Path extends `${string}{${infer Param}}${infer Rest}`
  ? (Param extends `${infer Optional}?` ? { [K in Optional]?: string } : { [K in Param]: string }) & ParamsOf<Rest>
  : unknown

/**
 * The modules a screen can come from. The home screen is in the first chunk; every other area is a chunk of its
 * own, loaded when one of its screens is shown (app/shell/route-screen.tsx). Type-only: the route table stays free of
 * screen code, so the web host's proxy and server can read it.
 */
export type ScreenAreas = {
  home: typeof homeArea
  accounts: typeof accountsArea
  legal: typeof legalArea
  live: typeof liveArea
  play: typeof playArea
  manage: typeof manageArea
  tournaments: typeof tournamentsArea
  events: typeof eventsArea
  competition: typeof competitionArea
  competitionSite: typeof competitionSiteArea
  tablet: typeof tabletArea
  tabletLive: typeof tabletLiveArea
}
export type ScreenArea = keyof ScreenAreas

/** The components an area module exports. */
type ScreenNames<Area extends ScreenArea> = {
  [Name in keyof ScreenAreas[Area]]: ScreenAreas[Area][Name] extends (props: never) => ReactNode ? Name : never
}[keyof ScreenAreas[Area]] &
  string

/** The props of a function component. */
type PropsOf<Component> = Component extends (props: infer Props) => ReactNode ? Props : never

/** Which screen a route shows, with its props: `show('manage', 'TournamentPlayersScreen', { id })`. */
export type ShownScreen = { area: ScreenArea; name: string; props: object }

/** Names the screen a route shows; its name and props are checked against the area module's export. */
export function show<Area extends ScreenArea, Name extends ScreenNames<Area>>(
  area: Area,
  name: Name,
  props: PropsOf<ScreenAreas[Area][Name]>,
): ShownScreen {
  return { area, name, props: props as object }
}

/** What a route's screen is given: the page's language, the path's parameters and the query string. */
export type RouteScreenInput<Params = RouteParams> = {
  locale: Locale
  params: Params
  /** The page's query string, as a record (`?token=…` → `{ token: '…' }`). */
  searchParams: Record<string, string>
}

/** What a route's validation answers: fine, or a fatal error with an optional status and message. */
export type RouteValidation = { ok: true } | { ok: false; status?: number; message?: string }

/** A record the page is about, which the server loads for its title and Open Graph tags. */
export type RouteSubject = { kind: 'tournament' | 'event'; id: string }

/** A query the server runs before it renders a page: the options of `…Queries.x(client, ref)` of `@oche/api`. */
export type RouteQuery = { queryKey: readonly unknown[]; queryFn?: unknown }

/**
 * What a route's queries are given: an API client (on the server, the web host's, on the visitor's behalf), the
 * site (for a competition site, its host name encoded as `/competition/{domain}` takes it, `encodeSiteDomain`) and
 * the page's query string, as its screen gets it (`RouteScreenInput.searchParams`).
 */
export type RouteQueryContext = {
  client: ApiClient
  domain: string
  locale: Locale
  searchParams: Record<string, string>
}

/** What a page needs to render on the server, beyond its route. */
export type RouteData = {
  /** The tournament or event the page is about: its name (and description) go into the title and tags. */
  subject?: RouteSubject
  /**
   * The queries whose answers the page shows: the web host runs them on the server and hands them to TanStack
   * Query's hydration, so the first HTML holds the content (the screen's `useQuery` of the same options finds them).
   */
  queries?(context: RouteQueryContext): readonly RouteQuery[]
}

export type RouteDefinitionOf<Name extends string, Path extends string> = {
  /** Stable name, Nuxt style: the path's segments joined by dashes. */
  name: Name
  /** Unprefixed (English) path; `{param}` is a segment, `{param?}` an optional one. */
  path: Path
  site: RouteSite
  guard: RouteGuard
  layout: RouteLayout
  /** The route has no guard of its own and takes its parent's (see the spec's route notes). */
  inherited?: boolean
  /** A colour mode the route forces, whatever the user chose. `system` is not allowed. */
  colourMode?: 'light' | 'dark'
  /** Checks of the parameters before the screen is shown; a failure is the 404 screen (or the given status). */
  validate?(params: PathParams<Path>): RouteValidation
  /**
   * The screen, which makes the route "built". A route without one answers the real 404 screen (never a
   * placeholder) until its screen exists.
   */
  screen?(input: RouteScreenInput<PathParams<Path>>): ShownScreen
}

/** Any route of the table, as the router and the hosts use it. */
export type RouteDefinition = RouteDefinitionOf<string, string>

/** One route: keeps its name and path as literal types, for typed names and path building. */
export function defineRoute<const Name extends string, const Path extends string>(
  definition: RouteDefinitionOf<Name, Path>,
): RouteDefinitionOf<Name, Path> {
  return definition
}
