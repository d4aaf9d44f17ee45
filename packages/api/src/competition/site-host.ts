// A league site's host names, as the API and the browser compare and encode them. No schema here: the browser's
// route matching uses these on every page, and a page's code should not carry zod for them.

/** A host name as sites compare it: lower case, without port and without a leading `www.`. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '')
}

/** The `{domain}` of `/competition/{domain}`: the normalised host name in base64url, without padding. */
export function encodeSiteDomain(host: string): string {
  const bytes = new TextEncoder().encode(normaliseHost(host))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The host name of a `{domain}` (base64url or standard base64), normalised; null when it is not base64. */
export function decodeSiteDomain(domain: string): string | null {
  const standard = domain.replace(/-/g, '+').replace(/_/g, '/')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) return null
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='))
    const host = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    return normaliseHost(host) || null
  } catch {
    return null
  }
}
