import type { ReactNode } from 'react'
import type { RouteLayout } from '../../routing/route-definition'
import { AppFooter } from './app-footer'
import { AppHeader } from './app-header'
import { AppLogo } from './app-logo'
import { contentId } from './skip-link'

function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <div id={contentId} className="flex-1">
        {children}
      </div>
      <AppFooter />
    </div>
  )
}

function AuthenticationLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <AppHeader />
      <div id={contentId} className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
        {children}
      </div>
      <AppFooter />
    </div>
  )
}

/**
 * Board tablets: the logo (for the five-tap exit) and the screen, nothing to wander off to. Exactly the window's
 * height: the page itself never scrolls under a player's thumb; a screen taller than the window scrolls inside.
 */
function TabletLayout({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="tablet-layout"
      className={
        // Notch, rounded corners and gesture bar, in portrait and landscape: the native app's own inset variables
        // (Android web views before 140 report no `env()` insets edge to edge), else the browser's.
        'flex h-dvh flex-col bg-background pt-[var(--safe-area-inset-top,env(safe-area-inset-top,0px))] ' +
        'pr-[var(--safe-area-inset-right,env(safe-area-inset-right,0px))] ' +
        'pb-[var(--safe-area-inset-bottom,env(safe-area-inset-bottom,0px))] ' +
        'pl-[var(--safe-area-inset-left,env(safe-area-inset-left,0px))]'
      }
    >
      <header className="flex h-12 shrink-0 items-center px-3">
        <AppLogo />
      </header>
      <div id={contentId} data-slot="tablet-layout-content" className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        {children}
      </div>
    </div>
  )
}

/**
 * A league's own site (spec "competition layout"): no app header or footer, since the site is the league's, in its
 * name and colours. Each screen draws the site's header, main landmark and footer itself
 * (`competition-site/parts/site-frame`), because they need the site's context.
 */
function CompetitionLayout({ children }: { children: ReactNode }) {
  return (
    <div id={contentId} data-slot="competition-layout" className="flex min-h-dvh flex-col bg-background">
      {children}
    </div>
  )
}

function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div id={contentId} className="min-h-dvh">
      {children}
    </div>
  )
}

/** The frame of each layout name of the route table. */
export function Layout({ name, children }: { name: RouteLayout; children: ReactNode }) {
  switch (name) {
    case 'default':
      return <DefaultLayout>{children}</DefaultLayout>
    case 'competition':
      return <CompetitionLayout>{children}</CompetitionLayout>
    case 'authentication':
      return <AuthenticationLayout>{children}</AuthenticationLayout>
    case 'tablet':
    case 'tablet-live':
      return <TabletLayout>{children}</TabletLayout>
    case 'none':
      return <BareLayout>{children}</BareLayout>
    default:
      return name satisfies never
  }
}
