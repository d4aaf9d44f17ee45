/**
 * Time to the main content on a throttled phone (issue 20): how long after navigation a first visit shows what a page
 * is about, in headless Chromium with Lighthouse's phone profile applied for real (4× CPU slowdown and slow 4G through
 * the DevTools protocol, not simulated), beside the same page of an older checkout (`--before`, the last commit before
 * the server rendering) measured in the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source hosts/web/bench/main-content.bench.ts --before /work/before [--runs 5] [--no-write]
 *
 * Needs both checkouts built (`pnpm build` in each). Starts each one's API and web host on a fresh data folder (the
 * demo data) on ports of their own, finds each page's subject through that platform's API, then loads every page
 * `--runs` times per checkout in a fresh browser context (empty cache), the two checkouts one after the other in
 * turn, and keeps the median. The result replaces the section between the main-content markers in docs/benchmarks.md.
 */
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { execFileSync } from 'node:child_process'
import { encodeSiteDomain } from '@oche/api'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../../../e2e/chromium'
import { chromium, leagueHost, option, root, startPlatform, webDir, writeSection } from './bench-platform'

const runs = option('runs', 5)
const beforeIndex = process.argv.indexOf('--before')
const beforeRoot = beforeIndex >= 0 ? resolve(process.argv[beforeIndex + 1] ?? '') : null
if (!beforeRoot) throw new Error('--before <checkout> is the older checkout to measure beside this one')

/** Lighthouse's phone: slow 4G as DevTools applies it (its latency and throughput, adjusted) and 4× CPU slowdown. */
const slow4G = throttling.mobileSlow4G
const network = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  // kbit/s to bytes/s, as Lighthouse converts them for DevTools throttling.
  downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
}
const phone = screenEmulationMetrics.mobile
if (!phone) throw new Error('Lighthouse has no phone screen')
const screen = { width: phone.width, height: phone.height, deviceScaleFactor: phone.deviceScaleFactor }

/**
 * What the page shows once its main content is there: every condition holds for some visible element matching its
 * selector whose text contains `text` (any text when missing) and matches `pattern`.
 */
type Condition = { selector: string; text?: string; pattern?: string }
type Page = { label: string; url: string; content: Condition[] }
type Side = { name: string; root: string; webPort: number; apiPort: number }

type Timing = {
  /** Navigation start to the frame that painted the main content. */
  content: number
  /** The largest contentful paint when the page had settled. */
  lcp: number
  /** Navigation start to React's hydration of the page (`html[data-app-ready]`, set in an effect). */
  interactive: number
  /**
   * Navigation start to the whole HTML received. (Not its first byte: DevTools throttling holds back the body, not
   * the headers, so `responseStart` is the server's time alone.)
   */
  html: number
}

// Ports beside the ones the benches and `npm start` use, so both can run while the platform is up.
const sides: Side[] = [
  { name: 'before', root: beforeRoot, webPort: 3590, apiPort: 3591 },
  { name: 'now', root, webPort: 3690, apiPort: 3691 },
]

const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** The pages and what their main content is, with the subjects found through this platform's API. */
async function pagesOf(port: number): Promise<Page[]> {
  const app = `http://localhost:${port}`
  const api = `http://127.0.0.1:${port}/api`
  const list = await json<{ data: { id: string; name: string }[] }>(`${api}/tournaments`)
  const first = list.data[0]
  const demo = list.data.find((each) => each.name === 'Oche Demo Open')
  if (!first || !demo) throw new Error('The demo tournament is missing')
  const detail = await json<{
    tournament: { name: string }
    games: { state: string; match_id: string | null; sides: { name: string }[] }[]
    groups: { id: string; rows: { name: string }[] }[]
  }>(`${api}/tournaments/${demo.id}`)
  const live = detail.games.find((game) => game.state === 'live' && game.match_id)
  if (!live?.match_id) throw new Error('The demo tournament has no game under way')
  const site = `${api}/competition/${encodeSiteDomain(leagueHost)}`
  const context = await json<{ divisions: { slug: string; kind: string }[] }>(site)
  const division = context.divisions.find((each) => each.kind === 'league')
  if (!division) throw new Error('The demo league has no division')
  const standings = await json<{ rows: { team: { name: string } }[] }>(`${site}/divisions/${division.slug}/standings`)
  const teams = standings.rows.map((row) => row.team.name)
  if (teams.length === 0) throw new Error('The demo division has no teams')
  const league = `http://${leagueHost}:${port}`
  return [
    { label: 'Home (`/`): its heading', url: `${app}/`, content: [{ selector: 'h1' }] },
    {
      label: 'Tournament list (`/tournaments`): the first tournament’s link',
      url: `${app}/tournaments`,
      content: [{ selector: `a[href$="/tournaments/${first.id}"]`, text: first.name }],
    },
    {
      label: 'A tournament (`/tournaments/{id}`): its name and format',
      url: `${app}/tournaments/${demo.id}`,
      content: [{ selector: 'h1', text: detail.tournament.name }, { selector: '[data-slot="format-summary"]' }],
    },
    {
      label: `Its groups (\`/nl/tournaments/{id}/groups\`): every player of the ${detail.groups.length} tables`,
      url: `${app}/nl/tournaments/${demo.id}/groups`,
      content: detail.groups.flatMap((group) => group.rows.map((row) => ({ selector: 'table tr', text: row.name }))),
    },
    {
      label: 'A live match (`/live/{id}`): both players with their scores',
      url: `${app}/live/${live.match_id}`,
      content: live.sides.map((side, index) => ({
        selector: `[data-side="${index}"]`,
        text: side.name,
        pattern: '\\d',
      })),
    },
    {
      label: `League site: home (\`${leagueHost}/\`): the leader in the standings`,
      url: `${league}/`,
      content: [{ selector: '[data-slot="home-standings"] tr', text: teams[0] }],
    },
    {
      label: `League site: standings (\`${leagueHost}/groups/{division}/standings\`): every team’s row`,
      url: `${league}/groups/${division.slug}/standings`,
      content: teams.map((team) => ({ selector: 'table tr', text: team })),
    },
  ]
}

/**
 * Runs in the page before its own scripts: records when the main content first holds (the next frame's time, so
 * once it can be painted: not while a stylesheet still blocks rendering), when React hydrated the page, and the
 * largest contentful paint. A string, as tsx would otherwise wrap the function's own functions in a helper the page
 * does not have.
 */
const observe = (conditions: Condition[]) => `(() => {
  const conditions = ${JSON.stringify(conditions)}
  const state = { content: null, interactive: null, lcp: null }
  window.__mainContent = state
  const shown = (element) =>
    element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true })
  const holds = ({ selector, text, pattern }) =>
    Array.from(document.querySelectorAll(selector)).some((element) => {
      const content = element.textContent ?? ''
      return (
        (text === undefined ? content.trim() !== '' : content.includes(text)) &&
        (pattern === undefined || new RegExp(pattern).test(content)) &&
        shown(element)
      )
    })
  let seen = false
  const check = () => {
    if (state.interactive === null && document.documentElement?.hasAttribute('data-app-ready'))
      state.interactive = performance.now()
    if (!seen && conditions.every(holds)) {
      seen = true
      requestAnimationFrame((frame) => (state.content = frame))
    }
    if (seen && state.interactive !== null) {
      observer.disconnect()
      clearInterval(timer)
    }
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  // For a change no mutation shows (a style that hid the content).
  const timer = setInterval(check, 250)
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    if (last) state.lcp = last.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
})()`

type Recorded = { content: number | null; interactive: number | null; lcp: number | null; html: number }

/** One first visit to the page in a fresh browser context, throttled (unless `throttled` is false). */
async function visit(browser: Browser, page: Page, throttled = true): Promise<Timing> {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    // Its precaching would download beside the page, outside the throttled page's network.
    serviceWorkers: 'block',
  })
  try {
    const tab = await context.newPage()
    await tab.addInitScript({ content: observe(page.content) })
    if (throttled) {
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', network)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier })
    }
    const response = await tab.goto(page.url, { waitUntil: 'commit', timeout: 120_000 })
    if (!response?.ok()) throw new Error(`${page.url} answered ${response?.status()}`)
    const read = () =>
      tab.evaluate<Recorded>(
        "({ ...window.__mainContent, html: performance.getEntriesByType('navigation')[0]?.responseEnd ?? NaN })",
      )
    const deadline = Date.now() + 120_000
    let recorded = await read()
    while (recorded.content === null || recorded.interactive === null) {
      if (Date.now() > deadline) throw new Error(`${page.url}: ${JSON.stringify(recorded)} after 120 s`)
      await new Promise((done) => setTimeout(done, 250))
      recorded = await read()
    }
    // The largest contentful paint once the page loaded and had a moment to paint what came after.
    await tab.waitForLoadState('load', { timeout: 120_000 })
    await new Promise((done) => setTimeout(done, 1000))
    recorded = await read()
    return {
      content: recorded.content ?? Number.NaN,
      interactive: recorded.interactive ?? Number.NaN,
      lcp: recorded.lcp ?? Number.NaN,
      html: recorded.html,
    }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function main() {
  const stops: (() => void)[] = []
  const browser = await launchChromium(leagueHost)
  try {
    for (const side of sides) stops.push(await startPlatform(side))
    const pages = await Promise.all(sides.map((side) => pagesOf(side.webPort)))
    const timings = sides.map(() => pages[0]!.map((): Timing[] => []))
    // One unthrottled visit per page and checkout first: the servers' own first-request work is not the page's.
    for (const [s] of sides.entries()) for (const page of pages[s]!) await visit(browser, page, false)
    for (let run = 0; run < runs; run++) {
      for (const [p, page] of pages[0]!.entries()) {
        // Each checkout first in every other run, so the machine's load falls on both alike.
        const order = run % 2 === 0 ? [0, 1] : [1, 0]
        for (const s of order) {
          const timing = await visit(browser, pages[s]![p]!)
          timings[s]![p]!.push(timing)
          console.log(
            `run ${run + 1} ${sides[s]!.name} ${page.label.split(':')[0]}: main content ${Math.round(timing.content)} ms, LCP ${Math.round(timing.lcp)} ms, hydrated ${Math.round(timing.interactive)} ms`,
          )
        }
      }
    }
    const of = (s: number, p: number, key: keyof Timing) => median(timings[s]![p]!.map((timing) => timing[key]))
    const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`
    const ratio = (p: number, key: keyof Timing) => `${(of(1, p, key) / of(0, p, key)).toFixed(2)} ×`
    /** The lowest and highest main-content ratio of pages `from` to `to`. */
    const range = (from: number, to: number) => {
      const ratios = pages[0]!
        .slice(from, to + 1)
        .map((_, i) => of(1, from + i, 'content') / of(0, from + i, 'content'))
      const [low, high] = [Math.min(...ratios), Math.max(...ratios)].map((value) => value.toFixed(2))
      return low === high ? `${low} ×` : `${low}–${high} ×`
    }
    const commit = (dir: string) =>
      execFileSync('git', ['-C', dir, 'rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim()
    const version = (
      JSON.parse(readFileSync(join(root, 'node_modules/playwright-core/package.json'), 'utf8')) as { version: string }
    ).version
    const browserVersion = browser.version()
    const lighthouseVersion = (
      JSON.parse(readFileSync(join(webDir, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
    ).version
    const before = commit(beforeRoot!)
    const now = commit(root)
    const section = [
      '## Time to the main content on a throttled phone',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, headless Chromium ${browserVersion} (\`${chromium}\`, driven by playwright-core ${version}), 1-minute load average ${loadavg()[0]!.toFixed(1)} when the run ended. Lighthouse ${lighthouseVersion}'s phone profile applied for real through the DevTools protocol, not simulated: 4× CPU slowdown (\`Emulation.setCPUThrottlingRate\`) and slow 4G as DevTools throttles it (\`Network.emulateNetworkConditions\`: ${slow4G.requestLatencyMs} ms latency per request, ${(network.downloadThroughput / 1000).toFixed(1)} kB/s down, ${(network.uploadThroughput / 1000).toFixed(1)} kB/s up, Lighthouse's ${slow4G.rttMs} ms and ${slow4G.throughputKbps} kbit/s adjusted by its own factors), a ${screen.width} × ${screen.height} screen at ${screen.deviceScaleFactor} × with touch. "Before" is commit ${before} (the last before issue 20's server rendering and per-page messages), "now" is ${now} with the working tree as it was; each is its own production build, API and web host on a fresh data folder (the demo data), on this machine, with each page's subject found through its own API. Each visit is a fresh browser context (empty cache, no service worker, signed out, \`en-GB\`); one unthrottled visit per page and checkout first, then ${runs} run${runs === 1 ? '' : 's'}, the two checkouts in turn (each first in every other run); medians.`,
      '',
      'Main content is the moment, from navigation start, of the first frame after every part of what the page is about is in the document, visible, with its text (watched by a `MutationObserver` added before the page’s own scripts): the home page’s heading; the tournament list’s first tournament as a link with its name; a tournament’s name in its heading and its format; every player’s row in the group tables; both players of a live match with their remaining scores; on the league site the division’s leader in the home page’s standings, and every team’s row of the standings page. Largest contentful paint is Chromium’s last candidate once the page loaded; hydrated is when React set `data-app-ready` on the page (an effect of its first render, so clicks work from then on).',
      '',
      `| page | main content: before (${before}) | now | ratio | largest contentful paint: before | now | ratio | hydrated: before | now | HTML received: before | now |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...pages[0]!.map(
        (page, p) =>
          `| ${page.label} | ${ms(of(0, p, 'content'))} | ${ms(of(1, p, 'content'))} | ${ratio(p, 'content')} | ${ms(of(0, p, 'lcp'))} | ${ms(of(1, p, 'lcp'))} | ${ratio(p, 'lcp')} | ${ms(of(0, p, 'interactive'))} | ${ms(of(1, p, 'interactive'))} | ${ms(of(0, p, 'html'))} | ${ms(of(1, p, 'html'))} |`,
      ),
      '',
      `Reading it: the app’s pages with data (the list, a tournament, its groups, a live match) now show their content in ${range(1, 4)} of the time they took before. Before, they answered at once with their frame and a loading state (so their largest contentful paint could be an early, empty one); the content came after the scripts downloaded over slow 4G (every language’s messages among them, see "First load of a page"), ran at a quarter of this machine’s speed, hydrated, and asked the API for the data, one more round trip of the throttled network: it showed after hydration. Now the server renders the page with its data, the HTML holds the content, and it shows once the HTML and the stylesheet are in, long before hydration (the server reads the data before it answers, which the HTML column includes). The home page’s heading was in the first HTML before too (${range(0, 0)}). The league site was already rendered on the server (issue 16), so its pages (${range(5, 6)}) are the control: what moves them is what issue 20 took out of every page, the messages of every language in the HTML and the scripts (see "First load of a page"), and the machine’s load. Hydration, when a click works, still waits for every script to download and run at 4× slowdown, so it comes many seconds after the content on every page.`,
      '',
      'Run it again with `pnpm exec tsx --conditions=@oche/source hosts/web/bench/main-content.bench.ts --before <checkout of 8d75983>` (`--runs`, `--no-write`) after `pnpm build` in both checkouts (`git worktree add --detach ../before 8d75983`, then `pnpm install --frozen-lockfile` and `pnpm build` there).',
    ].join('\n')
    console.log(`\n${section}`)
    if (!process.argv.includes('--no-write')) writeSection('main-content', section)
  } finally {
    await browser.close()
    for (const stop of stops) stop()
  }
}

await main()
