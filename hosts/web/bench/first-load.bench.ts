/**
 * What a first visit to a page downloads (issue 20): the HTML and the scripts its HTML loads (gzip, as a phone
 * fetches them), for the home page, the tournament list, a tournament, its groups, a live match and the tablet's
 * sign-in, beside a bare Next.js page built now with the same Next (one `<h1>`, the floor any Next page pays).
 *
 *   pnpm exec tsx --conditions=@oche/source hosts/web/bench/first-load.bench.ts [--no-write]
 *
 * Needs the web host's production build (`pnpm build`). Builds the bare page in `hosts/web/.bench-bare` (removed
 * after), starts the platform on a fresh data folder (the demo data) and replaces the section between the
 * first-load markers in docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodeSiteDomain } from '@oche/api'
import { launchChromium } from '../../../e2e/chromium'
import { leagueHost, root, startPlatform, webPort, writeSection } from './bench-platform'
import { kb, load, measuredOn, serveNextApp, times, type Loaded } from './page-scripts'

const barePort = 3495

/**
 * A bare Next.js app router page, built with the web host's Next into `hosts/web/.bench-bare` and served by
 * `next start` (on `barePort`), so that it is measured as the pages are: its HTML's scripts, and what Chromium loads.
 */
function serveBarePage() {
  return serveNextApp('.bench-bare', barePort, (bare) => {
    mkdirSync(join(bare, 'app'))
    writeFileSync(
      join(bare, 'app/layout.tsx'),
      'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html> }\n',
    )
    writeFileSync(join(bare, 'app/page.tsx'), 'export default function P() { return <h1>Hello</h1> }\n')
    writeFileSync(join(bare, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } }\n`)
    writeFileSync(join(bare, 'postcss.config.mjs'), 'export default { plugins: {} }\n')
  })
}

/** The bare page, loaded as the pages are. */
async function measureBarePage(): Promise<Loaded> {
  const bare = await serveBarePage()
  const browser = await launchChromium(leagueHost)
  try {
    return await load(browser, `${bare.origin}/`, bare.dir)
  } finally {
    await browser.close()
    bare.stop()
  }
}

async function main() {
  const floor = await measureBarePage()
  const stop = await startPlatform()
  try {
    const app = `http://127.0.0.1:${webPort}`
    const list = (await (await fetch(`${app}/api/tournaments`)).json()) as { data: { id: string; name: string }[] }
    const tournament = list.data.find((each) => each.name === 'Oche Demo Open')
    if (!tournament) throw new Error('The demo tournament is missing')
    const detail = (await (await fetch(`${app}/api/tournaments/${tournament.id}`)).json()) as {
      games: { state: string; match_id: string | null }[]
    }
    const live = detail.games.find((game) => game.state === 'live' && game.match_id)
    if (!live?.match_id) throw new Error('The demo tournament has no game under way')
    const site = (await (await fetch(`${app}/api/competition/${encodeSiteDomain(leagueHost)}`)).json()) as {
      divisions: { slug: string; kind: string }[]
    }
    const division = site.divisions.find((each) => each.kind === 'league')
    if (!division) throw new Error('The demo league has no division')
    const league = `http://${leagueHost}:${webPort}`
    const pages = [
      { label: 'Home (`/`)', path: '/' },
      { label: 'Tournament list (`/tournaments`)', path: '/tournaments' },
      { label: 'A tournament (`/tournaments/{id}`)', path: `/tournaments/${tournament.id}` },
      { label: 'Its groups (`/nl/tournaments/{id}/groups`)', path: `/nl/tournaments/${tournament.id}/groups` },
      { label: 'A live match (`/live/{id}`)', path: `/live/${live.match_id}` },
      { label: 'Tablet sign-in (`/tablet/login`)', path: '/tablet/login' },
      { label: `League site: home (\`${leagueHost}/\`)`, url: `${league}/` },
      {
        label: `League site: standings (\`${leagueHost}/groups/${division.slug}/standings\`)`,
        url: `${league}/groups/${division.slug}/standings`,
      },
    ]
    const browser = await launchChromium(leagueHost)
    const rows: { label: string; result: Loaded }[] = []
    try {
      for (const page of pages)
        rows.push({
          label: page.label,
          result: await load(browser, page.url ?? `http://localhost:${webPort}${page.path}`),
        })
    } finally {
      await browser.close()
    }
    const section = [
      '## First load of a page: HTML and scripts',
      '',
      `${measuredOn()} The web host's production build and the API on a fresh data folder (the demo data); each page opened once without a session in headless Chromium (a fresh context), its HTML and every script it names compressed with gzip level 9 (what a phone downloads on a first visit before any code runs), and every script the page loaded until it was interactive and no script had come for a second (the HTML's but the \`nomodule\` polyfills a current browser skips, then the screen's own chunk and any part its code loads itself; each script's size read from the build, gzip level 9 as well), which is what a phone on a current browser downloads in all. The floor is a bare Next.js page (one heading, the same Next) built in the same run and measured the same way: served by \`next start\` and opened in the same Chromium, each column against its own (before 2026-11-28 the last column was measured against the bare page's HTML scripts, its \`nomodule\` polyfills included, which flattered every page).`,
      '',
      '| page | HTML (gzip) | scripts in the HTML (gzip) | scripts | vs the bare page | every script loaded (gzip) | scripts | vs the bare page |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ label, result: r }) =>
          `| ${label} | ${kb(r.htmlGzip)} | ${kb(r.scriptsGzip)} | ${r.scripts} | ${times(r.scriptsGzip, floor.scriptsGzip)} | ${kb(r.loadedGzip)} | ${r.loaded} | ${times(r.loadedGzip, floor.loadedGzip)} |`,
      ),
      `| Floor, same run: a bare Next.js page | ${kb(floor.htmlGzip)} | ${kb(floor.scriptsGzip)} | ${floor.scripts} | 1.00 × | ${kb(floor.loadedGzip)} | ${floor.loaded} | 1.00 × |`,
      '',
      'Before the messages were split per page (commit 8d75983, measured the same way by hand on 2026-11-26, not in this run): every page above loaded 663.2 kB of scripts (gzip, 18 scripts, one of them 325 kB of every language’s catalogues) and the home page’s HTML was 207.8 kB gzip (976 kB raw).',
      '',
      'Before each page’s messages were handed to it as shared catalogues and the league site’s screens were split (commit f09b61f, built beside this checkout and measured the same way on 2026-11-27, not in this run): the HTML was 41.7 kB gzip on the home, 64.1 kB on the tournament list, 68.2 kB on a tournament, 73.4 kB on its groups, 52.4 kB on a live match, 50.2 kB on the tablet sign-in, and 185.2 kB and 177.8 kB on the league site’s home and standings (every text three times: once for the page, once each for the 404 and 403 screens Next renders into every page); the league site’s pages loaded 400.8 kB of scripts (27), the tournament list 357.4 kB (25), a tournament and its groups 375.1 kB (26), the others what they load now.',
      '',
      'Before each page was given only the messages its code reaches (commit 1a9482e, built and measured the same way on 2026-11-27 on the machine of this run, not in this run): the HTML was 18.0 kB gzip on the home, 40.4 kB on the tournament list, 44.1 kB on a tournament, 47.5 kB on its groups, 28.7 kB on a live match, 26.8 kB on the tablet sign-in, and 72.7 kB and 65.6 kB on the league site’s home and standings (whole namespaces: the league’s pages carried the organiser’s forms’ texts); the scripts were as now.',
      '',
      'Before the route table lost its titles and descriptions (commit eb8a4c1, built and measured the same way on 2026-11-27 on the machine of this run, not in this run): every page’s scripts were 4.2 kB gzip more (the home 306.5 kB) and its HTML about 4 kB more (the home 12.6 kB, the league’s home 25.5 kB). Before the browser stopped parsing the server’s answers with zod (commit ce9b331, the same way): the home loaded 302.3 kB of scripts (1.78 ×), the tournament list 311.3 kB, a tournament 338.0 kB, its groups 329.5 kB, a live match 353.9 kB, the tablet sign-in 372.5 kB, the league’s home 339.9 kB and its standings 337.4 kB.',
      '',
      'Before the screens stopped parsing realtime announcements (commit a77544d, built in a worktree beside this checkout and measured with this bench on 2026-11-28 on the machine of this run, not in this run; the bare page loaded 131.6 kB there too): a page that listens to a channel loaded zod and every payload schema with the parser, and a tournament’s game list imported it directly: a tournament loaded 345.3 kB (2.63 ×), its groups 327.1 kB, a live match 353.9 kB, the league’s home 335.3 kB and its standings 333.7 kB. After that, before the league’s home, the live view and the tablet’s sign-in lost their last ways to zod (the match list’s filter read its states with a schema, the live view turned a match into the engine’s config with a function in a schema module, the sign-in imported the scoring screen for a constant and the tablet’s screens were one chunk; commit 3d11854, the same way on the same day): the league’s home loaded 333.4 kB, a live match 341.3 kB, the tablet sign-in 369.1 kB. Before the header’s notifications bell was loaded for signed-in users only (commit dd1af5e, the same way on the same day): every page about 5.8 kB more (the home 257.6 kB). Before every page’s messages came compiled from the server and its scripts lost the message parser (docs/adr/028; commit 1e7f680, before this day’s changes, built in a worktree and measured with this bench on 2026-11-28 just before this run, not in it): every page’s scripts 7.0–7.1 kB more (the home 251.9 kB, 1.91 ×; a tournament 287.0 kB, a live match 304.7 kB, the league’s home 290.0 kB) and its HTML 0.2–0.8 kB less (the home 8.2 kB, a tournament 16.6 kB, the league’s home 21.2 kB: a syntax tree is longer than its text, also compressed).',
      '',
      'Before the header’s menus, the phone’s navigation drawer and the tooltips’ provider were loaded with every page, and the service worker was registered while the page hydrated (commit 0a1f5ac, this checkout just before, built and measured with this bench on 2026-11-28 on the machine of this run, not in this run): the HTML named 17 scripts, 283.4 kB (1.67 ×); the home loaded 244.8 kB (1.86 ×), the tournament list 254.2 kB, a tournament 279.9 kB, its groups 273.0 kB, a live match 297.7 kB, the tablet sign-in 304.2 kB, the league’s home 282.9 kB and its standings 281.0 kB. Now the language, colour mode, account and season menus load Radix’s menu, its positioning and its focus and scroll handling when their button is first pointed at, focused or pressed (`packages/screens/src/app/shell/deferred-menu.tsx`), the phone’s drawer when it is first opened, the group table brings its own tooltip provider, and the service worker is registered once the page is idle, with the browser’s own API.',
      '',
      'Before sonner (the toasts) was loaded with every page (commit a0b757e, the last stop; measured with this bench on 2026-11-28 for its parent 191af4a, the same scripts, on the machine of the session before this run’s, not in this run; sizes do not depend on the machine): the HTML named 13 scripts, 241.4 kB (1.42 ×); the home loaded 202.8 kB (1.54 ×), the tournament list 219.2 kB, a tournament 252.5 kB, its groups 250.8 kB, a live match 262.0 kB, the tablet sign-in 275.0 kB, the league’s home 241.1 kB and its standings 239.1 kB. Now `toast` is the app’s own and `Toaster` loads sonner with the page’s first button pressed, typing or toast (docs/adr/030).',
      '',
      'Before a tournament’s sign-up form and withdraw dialog were loaded for a signed-in player only, and a live match’s TV and overlay views with their address or the first reach for the “TV mode” button (commit f9905c4, the stop before; measured with this bench on 2026-11-29 on the machine of this run, just before it, not in it): a tournament loaded 244.4 kB (1.86 ×, 17 scripts: Radix’s alert dialog with its focus trap, scroll lock and dismissal, about 17 kB, for a visitor who only reads) and a live match 253.9 kB (1.93 ×, 16 scripts). Before the group table’s “how the table is ordered” became a button that shows the sentence under the table instead of a tooltip (the same way, just before it): its groups loaded 242.4 kB (1.84 ×, 16 scripts, Radix’s tooltip and floating-ui’s positioning about 20 kB of it). The other pages loaded 0.1–0.2 kB more than now.',
      '',
      'Before a visitor’s home and tournament list were server component pages (docs/adr/031; commit 32d9e4d, the stop before, measured with this bench on 2026-11-29 on the machine of this run just before it, not in it): the home loaded 194.4 kB (1.48 ×, 12 scripts) and the list 210.8 kB (1.60 ×, 14 scripts): the client app every other page loads (its providers, TanStack Query, the route table) and the screen’s chunk, and they hydrated all they showed. Now the header, the footer and the page’s content are rendered on the server from the views the client screens render too, and the pages load their islands only (`@oche/screens/islands`: the header’s phone, language and colour mode menus, the skip link, the loading bar, the toasts’ region and the new-version prompt, and on the list its search, tabs and pages). A signed-in user still gets the client pages. The other pages loaded 0.3–0.9 kB less and one script fewer (a tournament 227.0 kB, 15 scripts): the client app is now a chunk of its own, which the error pages load when they render (`app/lazy-web-app.tsx`).',
      '',
      'Run it again with `pnpm exec tsx --conditions=@oche/source hosts/web/bench/first-load.bench.ts` (`--no-write`) after `pnpm build`.',
    ].join('\n')
    console.log(`\n${section}`)
    if (!process.argv.includes('--no-write')) writeSection('first-load', section)
  } finally {
    stop()
  }
}

await main()
