// Takes screenshots of a running platform (default http://localhost:3000) at
// phone and desktop widths, in every language and colour scheme, into
// docs/screenshots/. Usage: node scripts/screenshots.mjs [baseUrl] [path ...]
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/']
const out = new URL('../docs/screenshots/', import.meta.url)
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
for (const [device, viewport] of Object.entries(viewports)) {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 })
    const page = await context.newPage()
    for (const path of pages) {
      for (const locale of ['en', 'nl', 'fr', 'de']) {
        const url = `${baseUrl}${locale === 'en' ? '' : `/${locale}`}${path === '/' ? '' : path}` || '/'
        await page.goto(url, { waitUntil: 'load' })
        await page.waitForTimeout(600)
        const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replaceAll('/', '-')}-${locale}-${colorScheme}-${device}.png`
        await page.screenshot({ path: new URL(name, out).pathname, fullPage: false })
        console.log(`docs/screenshots/${name}`)
      }
    }
    await context.close()
  }
}
await browser.close()
