import { createElement, lazy, type ComponentType } from 'react'
import * as home from '../../home/home-screen'
import type { RouteDefinition, RouteScreenInput, ScreenArea, ScreenAreas } from '../../routing/route-definition'

type AnyScreen = ComponentType<Record<string, unknown>>
type AreaScreenProps = { name: string; props: Record<string, unknown> }

/** Shows the named export of an area module. */
const fromModule = (module: object) =>
  function AreaScreen({ name, props }: AreaScreenProps) {
    return createElement((module as Record<string, AnyScreen>)[name]!, props)
  }

/** One lazily loaded area: its module is loaded (once) when one of its screens is first shown. */
const lazyArea = (load: () => Promise<object>) => lazy(() => load().then((module) => ({ default: fromModule(module) })))

// The home screen is in the first chunk; every other area is its own chunk: a page loads the code of its screen only.
const areas: { [Area in ScreenArea]: ComponentType<AreaScreenProps> } = {
  home: fromModule(home satisfies ScreenAreas['home']),
  accounts: lazyArea((): Promise<ScreenAreas['accounts']> => import('../../accounts')),
  legal: lazyArea((): Promise<ScreenAreas['legal']> => import('../../legal')),
  live: lazyArea((): Promise<ScreenAreas['live']> => import('../../live')),
  play: lazyArea((): Promise<ScreenAreas['play']> => import('../../play')),
  manage: lazyArea((): Promise<ScreenAreas['manage']> => import('../../manage')),
  tournaments: lazyArea((): Promise<ScreenAreas['tournaments']> => import('../../tournaments')),
  events: lazyArea((): Promise<ScreenAreas['events']> => import('../../events')),
  competition: lazyArea((): Promise<ScreenAreas['competition']> => import('../../competition')),
  competitionSite: lazyArea((): Promise<ScreenAreas['competitionSite']> => import('../../competition-site')),
  tablet: lazyArea((): Promise<ScreenAreas['tablet']> => import('../../tablet')),
  tabletLive: lazyArea((): Promise<ScreenAreas['tabletLive']> => import('../../tablet/tablet-live')),
}

/** The screen of a built route (its definition's `screen`), with the props the definition gives it. */
export function RouteScreen({
  screen,
  ...input
}: RouteScreenInput & { screen: NonNullable<RouteDefinition['screen']> }) {
  const shown = screen(input)
  const Area = areas[shown.area]
  return <Area name={shown.name} props={shown.props as Record<string, unknown>} />
}
