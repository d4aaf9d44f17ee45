import type { MessageSet } from '@oche/i18n'
import reached from './page-messages.json'
import type { RouteDefinition, RouteScreenInput, RouteSite, ScreenArea } from './route-definition'

/** scripts/i18n-page-messages.mjs's answer, written by `pnpm i18n:extract` (docs/adr/026). */
type PageMessages = {
  frame: string[]
  modules: Record<string, string[]>
  areas: Partial<Record<ScreenArea, string>>
  screens: Partial<Record<ScreenArea, Record<string, string>>>
}

const pageMessages = reached as PageMessages
const frame: MessageSet = { key: 'frame', ids: pageMessages.frame }

/** The messages of the module the route screen loads for `name` of `area`. */
function screenSet(area: ScreenArea, name: string): MessageSet {
  const module = pageMessages.areas[area] ?? pageMessages.screens[area]?.[name]
  if (!module) throw new Error(`No messages are known for ${area}/${name}: run \`pnpm i18n:extract\``)
  return { key: module, ids: pageMessages.modules[module] ?? [] }
}

/** A league site's own 404 screen, which any of its pages shows for a link to something that is not there. */
const siteNotFound = () => screenSet('competitionSite', 'SitePageNotFoundScreen')

/**
 * The messages a page of `route` can show: its frame's and its screen's (and on a league's site its 404 screen's),
 * found by following the imports of their code. So a page carries the texts it can show and no others: the league
 * site's home neither the organiser's forms nor the standings page's texts.
 */
export function pageMessageSets(route: RouteDefinition | null, input: RouteScreenInput): MessageSet[] {
  const shown = route?.screen?.(input as never)
  return [
    frame,
    ...(shown ? [screenSet(shown.area, shown.name)] : []),
    ...(route?.site === 'competition' ? [siteNotFound()] : []),
  ]
}

/** The messages of an error page (404, 403): the frame's, and on a league's site its own 404 screen's. */
export function errorPageMessageSets(site: RouteSite): MessageSet[] {
  return [frame, ...(site === 'competition' ? [siteNotFound()] : [])]
}
