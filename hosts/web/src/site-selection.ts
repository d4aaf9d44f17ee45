import { CompetitionSiteContextSchema, encodeSiteDomain, normaliseHost, type CompetitionSiteContext } from '@oche/api'
import { siteForHost } from '@oche/screens/routing'

/**
 * Which site a host name serves (spec §2 "Site selection", docs/adr/017-public-competition-site.md): a league's
 * public site when the host is one of `OCHE_COMPETITION_DOMAINS` or when an organisation has it among its domains
 * (the API's `GET /api/competition/{domain}` answers 200), else the app. Shared by the proxy (which routes) and the
 * pages (which render): both ask the same cache, one lookup per host name every 30 seconds at most.
 */
export type SiteOfHost =
  | { site: 'app' }
  | {
      site: 'competition'
      /** The host name as `/api/competition/{domain}` takes it. */
      domain: string
      /** The organisation context of the current season, or null (a configured domain no organisation has yet). */
      context: CompetitionSiteContext | null
    }

/**
 * Who asks, as the web host's server vouched for it (src/server/web-server.ts): the Host header, the scheme and the
 * proxy secret. The API builds a site's `base_url` from the host and scheme the visitor used, and believes them only
 * with the secret, so the lookup sends them as forwarded headers.
 */
export type Visitor = { host: string; proto: 'http' | 'https'; proxySecret?: string | undefined }

/** The visitor of a page request (its headers as the web host's server left them). */
export function visitorOf(headers: { get(name: string): string | null }): Visitor {
  return {
    host: headers.get('host') ?? '',
    proto: headers.get('x-oche-client-proto') === 'https' ? 'https' : 'http',
    proxySecret: headers.get('x-oche-proxy-secret') ?? undefined,
  }
}

/** The headers that tell the API how the visitor reached the site (only believed with the proxy secret). */
export function forwardedHeaders({ host, proto, proxySecret }: Visitor): Record<string, string> {
  return {
    'x-forwarded-host': host,
    'x-forwarded-proto': proto,
    ...(proxySecret ? { 'x-oche-proxy-secret': proxySecret } : {}),
  }
}

/** What the API said of a host: its organisation's context, no organisation, or nothing (out of reach, failed). */
type Lookup = { kind: 'found'; context: CompetitionSiteContext } | { kind: 'none' } | { kind: 'unknown' }

export type SiteSelectionOptions = {
  /** Where the API is (read at run time, as the proxy reads it). */
  apiOrigin: () => string
  /** The configured competition domains, comma separated (`OCHE_COMPETITION_DOMAINS`). */
  competitionDomains: () => string | undefined
  fetch?: typeof fetch
  now?: () => number
  /** How long an answer (an organisation, or none) is kept. */
  ttlMs?: number
  /** How long "the API could not say" is kept: short, so a restarted API is asked again soon. */
  failureTtlMs?: number
  /** How long a lookup may take before the host counts as the app's. */
  timeoutMs?: number
  /** Host names kept at most; the oldest go first (a client may send any Host header). */
  maxEntries?: number
}

/**
 * Only a name that an organisation could have as a domain is looked up (the API's `DomainSchema`): never `localhost`,
 * an IP address or whatever a client wrote into its Host header.
 */
const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export function createSiteSelection({
  apiOrigin,
  competitionDomains,
  fetch: fetchImpl = (...args) => fetch(...args),
  now = Date.now,
  ttlMs = 30_000,
  failureTtlMs = 5_000,
  timeoutMs = 1_500,
  maxEntries = 1_000,
}: SiteSelectionOptions) {
  const cache = new Map<string, { expires: number; lookup: Promise<Lookup> }>()

  async function ask(name: string, visitor: Visitor): Promise<Lookup> {
    try {
      const response = await fetchImpl(`${apiOrigin()}/api/competition/${encodeSiteDomain(name)}`, {
        headers: { accept: 'application/json', ...forwardedHeaders(visitor) },
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 404) return { kind: 'none' }
      if (!response.ok) return { kind: 'unknown' }
      const parsed = CompetitionSiteContextSchema.safeParse(await response.json())
      return parsed.success ? { kind: 'found', context: parsed.data } : { kind: 'unknown' }
    } catch {
      return { kind: 'unknown' }
    }
  }

  function lookup(name: string, visitor: Visitor): Promise<Lookup> {
    // One entry per scheme and Host header as sent (port and `www.` included): the context's base URL keeps them.
    const key = `${visitor.proto}://${visitor.host.trim().toLowerCase()}`
    const cached = cache.get(key)
    if (cached && cached.expires > now()) return cached.lookup
    cache.delete(key)
    // Concurrent requests for one host share one call; its answer is kept from when it arrives.
    const entry = { expires: Number.POSITIVE_INFINITY, lookup: ask(name, visitor) }
    cache.set(key, entry)
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!)
    void entry.lookup.then((answer) => {
      entry.expires = now() + (answer.kind === 'unknown' ? failureTtlMs : ttlMs)
    })
    return entry.lookup
  }

  return {
    /**
     * The site of a visitor's Host header (port and a leading `www.` ignored). An API out of reach means the app
     * (or, on a configured domain, the league's site without its context).
     */
    async siteOf(visitor: Visitor | string): Promise<SiteOfHost> {
      const asking = typeof visitor === 'string' ? { host: visitor, proto: 'http' as const } : visitor
      const name = normaliseHost(asking.host)
      const configured = siteForHost(name, competitionDomains()) === 'competition'
      const answer: Lookup = domainPattern.test(name) ? await lookup(name, asking) : { kind: 'none' }
      if (answer.kind === 'found')
        return { site: 'competition', domain: encodeSiteDomain(name), context: answer.context }
      return configured ? { site: 'competition', domain: encodeSiteDomain(name), context: null } : { site: 'app' }
    },
    /** Forgets every answer (tests). */
    clear() {
      cache.clear()
    },
  }
}

export type SiteSelection = ReturnType<typeof createSiteSelection>

const shared = Symbol.for('oche.web.siteSelection')

/**
 * The process's one site selection. The proxy and the pages are bundled apart, so each would load its own copy of
 * this module: the instance lives on `globalThis`, and both bundles ask the same cache.
 */
export function siteSelection(): SiteSelection {
  const global = globalThis as { [shared]?: SiteSelection }
  global[shared] ??= createSiteSelection({
    apiOrigin: () => process.env.OCHE_API_ORIGIN ?? `http://127.0.0.1:${process.env.OCHE_API_PORT ?? '3001'}`,
    competitionDomains: () => process.env.OCHE_COMPETITION_DOMAINS,
  })
  return global[shared]
}
