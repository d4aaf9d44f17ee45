import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_PROTO_HEADER,
  isRouterPrefetch,
  PROXY_SECRET_HEADER,
  readClient,
  ROUTER_PREFETCH_HEADER,
  stripReservedHeaders,
} from './client'
import { forwardToApi } from './forward-api'
import { baselineHeaders, hideInternalHeaders } from './response-headers'

export type WebServerOptions = {
  /** Renders a page: Next's request handler. */
  handlePage: (request: IncomingMessage, response: ServerResponse) => Promise<void>
  apiOrigin: URL
  proxySecret: string | undefined
  trustProxy: boolean
}

const isApiPath = (url: string | undefined) => /^\/api(?:[/?#]|$)/.test(url ?? '')

/**
 * Every request is cleaned the same way before anything reads it: the client's forwarded and internal headers go
 * (for pages too: proxy.ts sets internal request headers of its own), then `/api/*` is streamed to the API and the
 * rest goes to Next, with the client's address, scheme and the proxy secret, which the server-side API calls pass on.
 */
export function createWebServer({ handlePage, apiOrigin, proxySecret, trustProxy }: WebServerOptions): Server {
  const admit = (request: IncomingMessage) => {
    const client = readClient(request, trustProxy)
    stripReservedHeaders(request.headers)
    return client
  }
  const server = createServer((request, response) => {
    const client = admit(request)
    hideInternalHeaders(response)
    for (const [name, value] of Object.entries(baselineHeaders(client))) response.setHeader(name, value)
    if (isApiPath(request.url)) return forwardToApi(request, response, { apiOrigin, proxySecret, client })
    request.headers[CLIENT_ADDRESS_HEADER] = client.address
    // A page's server-side API calls say how the visitor came (a league site's base URL is `https://` over TLS).
    request.headers[CLIENT_PROTO_HEADER] = client.tls ? 'https' : 'http'
    if (isRouterPrefetch(request.headers)) request.headers[ROUTER_PREFETCH_HEADER] = '1'
    if (proxySecret) request.headers[PROXY_SECRET_HEADER] = proxySecret
    handlePage(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500, { 'content-length': '0' }).end()
      else response.destroy()
    })
  })
  // Next adds its own upgrade listener (hot reload in development) on the first request; this one runs first.
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    admit(request)
    if (isApiPath(request.url)) socket.destroy()
  })
  server.on('clientError', (_error, socket: Duplex) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })
  return server
}
