/** How the probe's server components reach the API: at the origin the bench gives in `OCHE_API_ORIGIN`. */
import type { PublicConfig } from '@oche/api'
import type { RealtimeConfig } from '@oche/realtime'

/** `GET {OCHE_API_ORIGIN}/api{path}`, read afresh on every request. */
export async function fetchApi<Answer>(path: string): Promise<Answer> {
  const origin = process.env.OCHE_API_ORIGIN
  if (!origin) throw new Error('OCHE_API_ORIGIN is not set: the bench sets it to the API it started')
  const response = await fetch(`${origin}/api${path}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as Answer
}

/** The realtime server a live island connects to, from the API's public configuration (as the web host's pages). */
export async function fetchRealtimeConfig(): Promise<RealtimeConfig> {
  const { realtime } = await fetchApi<PublicConfig>('/config')
  return {
    key: realtime.key,
    tls: realtime.tls,
    cluster: realtime.cluster,
    ...(realtime.host ? { host: realtime.host } : {}),
    ...(realtime.port ? { port: realtime.port } : {}),
  }
}
