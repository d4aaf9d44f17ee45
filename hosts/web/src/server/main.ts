#!/usr/bin/env node
// The web host's own server (docs/adr/009-web-host-server.md): Next.js for pages, and /api/* streamed to the API
// with the client's real address vouched for. `node dist/server.mjs` in production, `--dev` for hot reload.
import { createWebServer } from './web-server'

const dev = process.argv.includes('--dev')
const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= dev ? 'development' : 'production'
env.NEXT_TELEMETRY_DISABLED ??= '1'

function portOf(value: string | undefined, fallback: number, name: string): number {
  const port = Number(value || fallback)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`)
  return port
}

const port = portOf(env.PORT, 3000, 'PORT')
// Loopback unless told otherwise: `npm start -- --venue`, or HOST=0.0.0.0 in a container (docs/deploy.md).
const host = env.HOST || '127.0.0.1'
const apiOrigin = new URL(env.OCHE_API_ORIGIN || `http://127.0.0.1:${portOf(env.OCHE_API_PORT, 3001, 'OCHE_API_PORT')}`)

// Imported once NODE_ENV is set: Next reads it as it loads.
const { default: next } = await import('next')
const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createWebServer({
  handlePage: (request, response) => handle(request, response),
  apiOrigin,
  proxySecret: env.OCHE_PROXY_SECRET || undefined,
  trustProxy: env.TRUST_PROXY === '1',
})
server.listen(port, host, () => {
  console.log(`web host listening on http://${host.includes(':') ? `[${host}]` : host}:${port} (${env.NODE_ENV})`)
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  server.closeIdleConnections()
  await app.close().catch(() => undefined)
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
