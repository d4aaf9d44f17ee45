/**
 * Where to go after signing in: the `redirect` query parameter when it is a path on this site, so a crafted
 * link cannot send the user elsewhere ("//evil.example" and "/\evil.example" are other hosts to a browser).
 */
export function redirectTarget(redirect: string | undefined, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback
  return redirect
}
