import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { chromium, type Browser, type Page } from 'playwright-core'
import PusherServer from 'pusher'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRealtimeServer, type RealtimeServer } from './index'
import { APP, sdkFor } from './test-clients'

/**
 * pusher-js's browser build, in Debian's headless chromium, against the embedded server. The page is served by a
 * small static server on loopback that also answers `/auth` the way `/broadcasting/auth` does (signed with the
 * app secret by the `pusher` SDK); `?user=` makes it a presence member, `?wrong=1` signs with a wrong secret.
 */
const PUSHER_JS = readFileSync(new URL('../node_modules/pusher-js/dist/web/pusher.min.js', import.meta.url))

/** A harness in the page: every state, subscription result, event and member change goes into `window.log`. */
function page(port: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>pusher-js compatibility</title>
<script src="/pusher.min.js"></script>
<script>
  window.log = [];
  window.start = function (query) {
    window.pusher = new Pusher(${JSON.stringify(APP.key)}, {
      cluster: 'oche', wsHost: '127.0.0.1', wsPort: ${port}, forceTLS: false, enabledTransports: ['ws'],
      disableStats: true, channelAuthorization: { endpoint: '/auth' + (query || ''), transport: 'ajax' },
    });
    window.pusher.connection.bind('state_change', function (change) { log.push('state:' + change.current); });
  };
  window.subscribe = function (name) {
    var channel = window.pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', function () { log.push('succeeded:' + name); });
    channel.bind('pusher:subscription_error', function (error) { log.push('error:' + name + ':' + error.status); });
    channel.bind('pusher:member_added', function (member) { log.push('added:' + name + ':' + member.id); });
    channel.bind('pusher:member_removed', function (member) { log.push('removed:' + name + ':' + member.id); });
    channel.bind('visit.scored', function (data) { log.push('event:' + name + ':' + JSON.stringify(data)); });
  };
</script></head><body><main>pusher-js</main></body></html>`
}

let realtime: RealtimeServer
let web: Server
let webPort: number
let browser: Browser
const pages: Page[] = []

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

async function startWeb(): Promise<void> {
  const wrongSigner = new PusherServer({ ...APP, secret: 'not-the-secret', host: '127.0.0.1', useTLS: false })
  web = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/pusher.min.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(PUSHER_JS)
    } else if (url.pathname === '/auth' && request.method === 'POST') {
      void body(request).then((text) => {
        const form = new URLSearchParams(text)
        const socketId = form.get('socket_id') ?? ''
        const channel = form.get('channel_name') ?? ''
        const signer = url.searchParams.get('wrong') ? wrongSigner : sdkFor(realtime.port)
        const user = url.searchParams.get('user')
        const answer = user
          ? signer.authorizeChannel(socketId, channel, { user_id: user, user_info: { name: user } })
          : signer.authorizeChannel(socketId, channel)
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
      })
    } else if (url.pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(realtime.port))
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve))
  const address = web.address()
  webPort = typeof address === 'object' && address ? address.port : 0
}

beforeAll(async () => {
  realtime = await startRealtimeServer({ ...APP, host: '127.0.0.1', port: 0 })
  await startWeb()
  browser = await chromium.launch({
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
}, 30_000)

afterEach(async () => {
  for (const open of pages.splice(0)) await open.close()
})

afterAll(async () => {
  await browser?.close()
  await realtime?.close()
  await new Promise((resolve) => web?.close(resolve))
})

/** A fresh page with pusher-js loaded and connecting (`query` goes onto the auth endpoint). */
async function openPage(query = ''): Promise<Page> {
  const opened = await browser.newPage()
  pages.push(opened)
  await opened.goto(`http://127.0.0.1:${webPort}/`)
  await opened.evaluate(`start(${JSON.stringify(query)})`)
  await logged(opened, 'state:connected')
  return opened
}

/** Waits until the page logged `entry` (long enough for a loaded machine: waiting longer never hides a failure). */
async function logged(on: Page, entry: string, timeout = 15_000): Promise<void> {
  await on.waitForFunction(`window.log.includes(${JSON.stringify(entry)})`, undefined, { timeout, polling: 50 })
}

const log = (on: Page) => on.evaluate('window.log') as Promise<string[]>

// Each test drives one or two browser pages: on a busy machine that takes longer than vitest's default 5 s.
describe('pusher-js in headless chromium against the embedded server', { timeout: 30_000 }, () => {
  it('connects and receives an event triggered on a public channel', async () => {
    const tab = await openPage()
    expect(await tab.evaluate('window.pusher.connection.socket_id')).toMatch(/^\d+\.\d+$/)
    await tab.evaluate(`subscribe('match-42')`)
    await logged(tab, 'succeeded:match-42')

    await realtime.publish('match-42', 'visit.scored', { version: 3, remaining: 221 })
    await logged(tab, 'event:match-42:{"version":3,"remaining":221}')
  })

  it('subscribes to a private channel with a correct signature and refuses a wrong one', async () => {
    const good = await openPage()
    await good.evaluate(`subscribe('private-board-3')`)
    await logged(good, 'succeeded:private-board-3')
    await realtime.publish('private-board-3', 'visit.scored', { version: 1 })
    await logged(good, 'event:private-board-3:{"version":1}')

    const wrong = await openPage('?wrong=1')
    await wrong.evaluate(`subscribe('private-board-3')`)
    // The server answers a bad signature with pusher:subscription_error, status 401 (realtime-protocol.md §4).
    await logged(wrong, 'error:private-board-3:401')
    await realtime.publish('private-board-3', 'visit.scored', { version: 2 })
    await logged(good, 'event:private-board-3:{"version":2}')
    expect((await log(wrong)).filter((entry) => entry.startsWith('event:'))).toEqual([])
  })

  it('tells one page when another joins a presence channel, and when it leaves', async () => {
    const alice = await openPage('?user=alice')
    await alice.evaluate(`subscribe('presence-event-7')`)
    await logged(alice, 'succeeded:presence-event-7')

    const bob = await openPage('?user=bob')
    await bob.evaluate(`subscribe('presence-event-7')`)
    await logged(bob, 'succeeded:presence-event-7')
    await logged(alice, 'added:presence-event-7:bob')
    expect(await bob.evaluate(`window.pusher.channel('presence-event-7').members.count`)).toBe(2)

    await bob.close()
    await logged(alice, 'removed:presence-event-7:bob')
  })

  it('reconnects after the server restarts, resubscribes, and receives the next event', async () => {
    const tab = await openPage()
    await tab.evaluate(`subscribe('match-9')`)
    await logged(tab, 'succeeded:match-9')

    const port = realtime.port
    await realtime.close()
    await logged(tab, 'state:connecting')
    realtime = await startRealtimeServer({ ...APP, host: '127.0.0.1', port })
    // The attempt made while the port was closed hangs until pusher-js's 10 s unavailable timeout, then it retries.
    await tab.waitForFunction(`window.log.filter((entry) => entry === 'succeeded:match-9').length === 2`, undefined, {
      timeout: 25_000,
      polling: 50,
    })

    await realtime.publish('match-9', 'visit.scored', { version: 8 })
    await logged(tab, 'event:match-9:{"version":8}')
    expect((await log(tab)).filter((entry) => entry.startsWith('event:'))).toEqual(['event:match-9:{"version":8}'])
  }, 45_000)
})
