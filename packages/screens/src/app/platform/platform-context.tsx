import type { ApiClient } from '@oche/api'
import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import type { NativeShell } from './native-shell'

/** What the host's link component takes: an anchor's props with a required href. */
export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/** What a host gives the screens: its router, the API client and public configuration. */
export type Platform = {
  /** The host's link component (Next's Link, react-router's Link), prefetching where the host can. */
  Link: ComponentType<LinkProps>
  navigate: (href: string, options?: { replace?: boolean }) => void
  /** A full page load, for session changes and chunk errors. */
  reload: (href?: string) => void
  pathname: string
  api: ApiClient
  config: PublicConfig
  /** The native app shell (the Capacitor tablet app); a browser host has none. */
  native?: NativeShell
}

export type PublicConfig = {
  /** Comma-separated competition (league site) domains. */
  competitionDomains: string
  /** The host this page was served for (port included). */
  host: string
  /** The build id this page was built from, compared with /builds/latest.json. */
  buildId: string
  /** Which host renders the screens: the tablet shell hides what needs a desktop. */
  shell: 'web' | 'tablet'
  /**
   * The app site's own address (`https://oche.example`), for links from a league's site (served on the league's
   * domain) to the app; unset where the host does not know it.
   */
  appUrl?: string
}

const PlatformContext = createContext<Platform | null>(null)

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext value={value}>{children}</PlatformContext>
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext)
  if (!platform) throw new Error('usePlatform needs a PlatformProvider from the host')
  return platform
}
