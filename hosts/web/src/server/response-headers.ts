import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** Sent with every answer of the web host: pages, assets and forwarded API responses alike. */
export function baselineHeaders({ tls }: { tls: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Only over TLS: on plain http at a venue it would be ignored, and behind TLS it must not be lost.
    ...(tls ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  }
}

/** Next's internal response headers (`x-middleware-rewrite` names the address a request was rewritten to). */
export function isInternalResponseHeader(name: string): boolean {
  return name.toLowerCase().startsWith('x-middleware-')
}

export function withoutInternalHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !isInternalResponseHeader(name)))
}

/**
 * Drops internal headers however the response is sent: Node sends headers through `writeHead`, also when a body is
 * written without it (`_implicitHeader`), so that is the one place to catch them.
 */
export function hideInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of this.getHeaderNames()) if (isInternalResponseHeader(name)) this.removeHeader(name)
    const last = args.at(-1)
    if (last && typeof last === 'object') {
      if (Array.isArray(last)) {
        // Raw [name, value, name, value…] or [[name, value]…] arrays.
        const flat = last.every((item) => typeof item === 'string')
        const pairs = (
          flat ? Array.from({ length: last.length / 2 }, (_, index) => [last[2 * index], last[2 * index + 1]]) : last
        ) as [string, unknown][]
        const kept = pairs.filter(([name]) => !isInternalResponseHeader(name))
        args[args.length - 1] = flat ? kept.flat() : kept
      } else {
        args[args.length - 1] = withoutInternalHeaders(last as OutgoingHttpHeaders)
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
