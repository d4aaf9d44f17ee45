import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER, type Client } from './client'
import { withoutInternalHeaders } from './response-headers'

/** Headers of one connection, never forwarded (RFC 9110 §7.6.1); Node frames the body on each side itself. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

function endToEnd(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  const listed = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || listed.has(name)) continue
    kept[name] = value
  }
  return kept
}

export type ForwardOptions = {
  /** Where the API listens, e.g. `http://127.0.0.1:3001`. */
  apiOrigin: URL
  /** OCHE_PROXY_SECRET, shared with the API; without it the API only trusts its socket. */
  proxySecret: string | undefined
  client: Client
}

/**
 * Streams one `/api/*` request to the API and its answer back, both ways as they come: a body the API refuses
 * half-way (413) gets its answer at once, not after the upload. The request's reserved headers must already be
 * stripped; this sets the two the API trusts from this machine. An API that cannot be reached answers 502.
 */
export function forwardToApi(request: IncomingMessage, response: ServerResponse, options: ForwardOptions): void {
  const headers = endToEnd(request.headers)
  headers[CLIENT_ADDRESS_HEADER] = options.client.address
  if (options.proxySecret) headers[PROXY_SECRET_HEADER] = options.proxySecret
  // For an API on another machine (TRUST_PROXY=1 there): ours are the only forwarded headers it gets.
  headers['x-forwarded-for'] = options.client.address
  headers['x-forwarded-proto'] = options.client.tls ? 'https' : 'http'
  const upstream = httpRequest({
    protocol: options.apiOrigin.protocol,
    hostname: options.apiOrigin.hostname.replace(/^\[|\]$/g, ''),
    port: options.apiOrigin.port || 80,
    method: request.method,
    path: request.url,
    headers,
  })
  let answered = false
  upstream.on('response', (answer) => {
    answered = true
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutInternalHeaders(endToEnd(answer.headers)))
    answer.pipe(response)
    answer.on('error', () => response.destroy())
    // The API answered before the whole body arrived (a 413): the answer is on its way at once, and the rest of the
    // upload is read and dropped here, as the API's own server does, so the client is not cut off mid-request.
    response.on('finish', () => {
      if (request.complete) return
      request.unpipe(upstream)
      upstream.destroy()
      request.resume()
    })
  })
  upstream.on('error', () => {
    // Writing the rest of a refused upload may fail after the answer arrived; that answer is on its way.
    if (answered) return
    if (response.headersSent) return void response.destroy()
    response.writeHead(502, { 'content-length': '0', 'cache-control': 'no-store' }).end()
  })
  request.on('error', () => upstream.destroy())
  // The client went away before the answer was complete: stop the API's work on it too.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy()
  })
  request.pipe(upstream)
}
