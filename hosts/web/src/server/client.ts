import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { TLSSocket } from 'node:tls'

/** The contract with the API (docs/adr/009-web-host-server.md): who the client is, vouched for by the shared secret. */
export const CLIENT_ADDRESS_HEADER = 'x-oche-client-address'
export const PROXY_SECRET_HEADER = 'x-oche-proxy-secret'
/** Page requests only: `https` when the client reached us over TLS, else `http` (pages tell the API, see below). */
export const CLIENT_PROTO_HEADER = 'x-oche-client-proto'
/**
 * Page requests only: the router prefetches a link in view (it renders no page). Next hides its own prefetch headers
 * from the proxy, so the server says it with one of ours: the proxy then skips the page's server-side queries.
 */
export const ROUTER_PREFETCH_HEADER = 'x-oche-router-prefetch'
const nextPrefetchHeaders = ['next-router-prefetch', 'next-router-segment-prefetch']

/** Whether a page request is the router prefetching a link (read before the request goes to Next). */
export function isRouterPrefetch(headers: IncomingHttpHeaders): boolean {
  return headers.rsc === '1' && nextPrefetchHeaders.some((name) => headers[name] !== undefined)
}

/**
 * Headers only this machine may set. A client that sends them is lying (x-forwarded-*, forwarded, x-real-ip), or
 * reaching for internals: `x-oche-*` are the web host's own request headers (pathname, nonce, error status, the
 * contract above) and `x-middleware-*` / `x-invoke-*` are Next's.
 */
const reservedPrefixes = ['x-forwarded-', 'x-oche-', 'x-middleware-', 'x-invoke-']
const reservedNames = new Set(['forwarded', 'x-real-ip'])

export function isReservedHeader(name: string): boolean {
  const lower = name.toLowerCase()
  return reservedNames.has(lower) || reservedPrefixes.some((prefix) => lower.startsWith(prefix))
}

/** Removes every reserved header a client sent, in place (Next reads `req.headers`). */
export function stripReservedHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (isReservedHeader(name)) delete headers[name]
}

export type Client = {
  /** The real client's address: the socket's, or with TRUST_PROXY the right-most X-Forwarded-For entry. */
  address: string
  /** The client reached us over TLS: our own TLS socket, or with TRUST_PROXY an `https` X-Forwarded-Proto. */
  tls: boolean
}

function rightMost(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value
  return joined?.split(',').at(-1)?.trim() || undefined
}

/**
 * Who sent this request. Must be read before `stripReservedHeaders`. Only with `trustProxy` (a deployment behind
 * its own reverse proxy, TRUST_PROXY=1) do forwarded headers count, and then only the entry that proxy added: the
 * right-most one, since anything left of it the client could have written.
 */
export function readClient(request: IncomingMessage, trustProxy: boolean): Client {
  const socketAddress = request.socket.remoteAddress ?? ''
  const encrypted = Boolean((request.socket as Partial<TLSSocket>).encrypted)
  if (!trustProxy) return { address: socketAddress, tls: encrypted }
  const forwardedFor = rightMost(request.headers['x-forwarded-for'])
  const forwardedProto = rightMost(request.headers['x-forwarded-proto'])?.toLowerCase()
  return {
    address: forwardedFor && isIP(forwardedFor) !== 0 ? forwardedFor : socketAddress,
    tls: encrypted || forwardedProto === 'https',
  }
}
