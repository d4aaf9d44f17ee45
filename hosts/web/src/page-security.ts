/**
 * The security headers of a page (docs/adr/009-web-host-server.md). Pure, so the proxy (which adds them) and the
 * tests share it. The custom server adds the headers every response gets (nosniff, Referrer-Policy, HSTS).
 */

type Env = Record<string, string | undefined>

/** 128 random bits, base64: a fresh one for every page. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

const hostNamePattern = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i

/** The host name of a Host header (`192.168.1.20:3000` → `192.168.1.20`), or undefined when it is no host name. */
export function hostNameOf(hostHeader: string | null | undefined): string | undefined {
  const value = (hostHeader ?? '').trim()
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '')
  return name && hostNamePattern.test(name) ? name.toLowerCase() : undefined
}

/**
 * Where the browser opens the realtime socket, mirroring the API's `readRealtimeConfig` (both processes get the same
 * environment): the embedded server on the page's own host name unless REALTIME_PUBLIC_HOST says otherwise, or an
 * external Pusher-compatible server.
 */
export function realtimeSources(pageHost: string | undefined, env: Env): string[] {
  if (env.PUSHER_HOST || env.PUSHER_APP_CLUSTER) {
    const host = env.PUSHER_HOST || `ws-${env.PUSHER_APP_CLUSTER}.pusher.com`
    const scheme = (env.PUSHER_SCHEME ?? 'https') === 'https' ? 'wss' : 'ws'
    return hostNamePattern.test(host) ? [`${scheme}://${host}${env.PUSHER_PORT ? `:${env.PUSHER_PORT}` : ''}`] : []
  }
  const host = env.REALTIME_PUBLIC_HOST || pageHost
  const port = env.REALTIME_PUBLIC_PORT || env.REALTIME_PORT || '6001'
  if (!host || !hostNamePattern.test(host) || !/^\d+$/.test(port)) return []
  // pusher-js uses wss on an https page even when not told to.
  return [`ws://${host}:${port}`, `wss://${host}:${port}`]
}

export type PageSecurityOptions = {
  nonce: string
  /** The request's Host header. */
  host: string | null
  /** The TV and overlay views of `/live/{id}`, which venues put in frames; every other page refuses frames. */
  embeddable: boolean
  /** `next dev`: React's development build needs eval for its error overlays. */
  dev: boolean
  env: Env
}

export function contentSecurityPolicy({ nonce, host, embeddable, dev, env }: PageSecurityOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Scripts: our own files, and inline ones only with this page's nonce (Next adds it to its own).
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
    // React's style attributes and the venue views' style elements are inline; a nonce here would void
    // 'unsafe-inline', so there is none.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...realtimeSources(hostNameOf(host), env)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(embeddable ? [] : [['frame-ancestors', "'none'"] as [string, string]]),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The headers of a page's response. */
export function pageSecurityHeaders(
  options: PageSecurityOptions,
): { 'Content-Security-Policy': string } & Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...(options.embeddable ? {} : { 'X-Frame-Options': 'DENY' }),
  }
}

/** Decodes a path, or null when it is no valid percent-encoding (`/%ZZ`, `/%E0%A4%A`). */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}
