import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'

// The tablet host's production build, served as the Capacitor WebView would load it: plain files.
const dist = resolve(import.meta.dirname, '../hosts/tablet/dist')
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
}
let server: Server
let origin = ''
const browser = browserPerFile()

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Build the tablet host first: pnpm build (npm test does).')
  server = createServer((request, response) => {
    const path = join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dist, 'index.html')
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((done) => server?.close(done))
})

async function open(url: string) {
  const page = await (await browser().newContext({ locale: 'en-GB' })).newPage()
  await page.goto(url)
  await page.waitForSelector('html[data-app-ready]')
  return page
}

describe('the tablet host', () => {
  it('renders the route table: the home page in a language and the 404 screen', async () => {
    const page = await open(`${origin}/#/fr`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'La plateforme de tournois de fléchettes nouvelle génération',
    )
    await page.goto(`${origin}/#/nl/no-such-page`)
    await page.getByRole('heading', { name: 'Oeps! Er ging iets mis' }).waitFor()
    await page.context().close()
  })

  it('keeps every page on /tablet while tablet mode is on, until the logo is tapped five times', async () => {
    const page = await open(`${origin}/#/privacy-policy`)
    await page.evaluate(() => localStorage.setItem('tabletMode', 'true'))
    await page.goto(`${origin}/#/terms-of-service`)
    // /tablet itself sends an unpaired device on to /tablet/login.
    await page.waitForFunction(() => location.hash.startsWith('#/tablet'))
    const logo = page.getByRole('button', { name: 'Oche (tap five times to leave tablet mode)' })
    for (let tap = 0; tap < 5; tap++) await logo.click()
    await page.waitForFunction(() => location.hash === '#/')
    expect(await page.evaluate(() => localStorage.getItem('tabletMode'))).toBeNull()
    await page.context().close()
  })
})
