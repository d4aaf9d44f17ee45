/**
 * What a first visit would download if public pages were React server components with client islands (issue 20,
 * docs/adr/031): a probe app (`hosts/web/bench/server-components`) renders the tournament list on the server, alone
 * and with islands added one by one, beside the web host's real home and tournament list, all measured in one run.
 *
 *   pnpm exec tsx --conditions=@oche/source hosts/web/bench/server-components.bench.ts [--no-write]
 *
 * Needs the web host's production build (`pnpm build`). Starts the platform on a fresh data folder (the demo data),
 * builds the probe app in `hosts/web/.bench-server-components` (removed after) with its pages reading that platform's
 * API, and replaces the section between the server-components markers in docs/benchmarks.md.
 */
import { launchChromium } from '../../../e2e/chromium'
import { leagueHost, startPlatform, webDir, webPort, writeSection } from './bench-platform'
import { kb, load, measuredOn, serveProbe, times, type Loaded, type NextApp } from './page-scripts'

type Page = { label: string; what: string; url: string; projectDir: string }

function pages(probe: NextApp): Page[] {
  const fromProbe = (label: string, path: string, what: string) => ({
    label: `${label} (\`${path}\`)`,
    what,
    url: `${probe.origin}${path}`,
    projectDir: probe.dir,
  })
  const real = (label: string, path: string, what: string) => ({
    label: `${label} (\`${path}\`)`,
    what,
    url: `http://localhost:${webPort}${path}`,
    projectDir: webDir,
  })
  return [
    fromProbe('Probe: bare page', '/bare', 'One heading, no client component: the floor, in the same build'),
    fromProbe(
      'Probe: tournament list',
      '/tournaments',
      'The list as server components (the demo’s tournaments); only each start time is a client island',
    ),
    fromProbe(
      'Probe: the real views',
      '/views',
      'The screens’ own list, header and footer views (`@oche/screens/views`, `@oche/ui/static`), texts formatted on the server; the start times the one island, no header menus yet',
    ),
    fromProbe('Probe: + a react-intl island', '/with-intl', 'The list plus a header menu formatting its texts'),
    fromProbe(
      'Probe: + a live island',
      '/with-query',
      'The list, the menu and a live score: TanStack Query, and pusher-js loaded on mount through `@oche/realtime`',
    ),
    fromProbe(
      'Probe: both islands imported, none rendered',
      '/switch',
      'The plain list, from a page module that imports both islands (and renders them with `?heavy`)',
    ),
    real('Web host: home', '/', 'Today’s page: one client tree'),
    real('Web host: tournament list', '/tournaments', 'Today’s page: one client tree'),
  ]
}

function section(rows: { page: Page; result: Loaded }[]): string {
  const floor = rows[0]!.result
  return [
    '## First load of a page as server components: a probe beside today’s pages',
    '',
    `${measuredOn()} The web host's production build and the API on a fresh data folder (the demo data), and the probe app \`hosts/web/bench/server-components\` built in the same run with the same Next and served by \`next start\`, its pages reading the same API on the server. Each page opened once without a session in headless Chromium (a fresh context): its HTML as sent, and every script it loaded until it was interactive (the web host's pages: \`html[data-app-ready]\`) and no script had come for a second, each read from its build; both compressed with gzip level 9, as the “every script loaded” columns of the first-load section. The last column is against the probe's bare page; issue 20 asks for at most 1.30 ×. The react-intl island is handed its messages as text, so it ships react-intl's message parser; the web host's pages get theirs compiled and ship none (about 7.5 kB gzip less).`,
    '',
    '| page | what it is | HTML (gzip) | scripts loaded (gzip) | scripts | vs the bare page |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      ({ page, result: r }) =>
        `| ${page.label} | ${page.what} | ${kb(r.htmlGzip)} | ${kb(r.loadedGzip)} | ${r.loaded} | ${times(r.loadedGzip, floor.loadedGzip)} |`,
    ),
    '',
    'Run it again with `pnpm exec tsx --conditions=@oche/source hosts/web/bench/server-components.bench.ts` (`--no-write`) after `pnpm build`.',
  ].join('\n')
}

async function main() {
  const stopPlatform = await startPlatform()
  try {
    const probe = await serveProbe()
    try {
      const browser = await launchChromium(leagueHost)
      const rows: { page: Page; result: Loaded }[] = []
      try {
        for (const page of pages(probe)) rows.push({ page, result: await load(browser, page.url, page.projectDir) })
      } finally {
        await browser.close()
      }
      const text = section(rows)
      console.log(`\n${text}`)
      if (!process.argv.includes('--no-write')) writeSection('server-components', text)
    } finally {
      probe.stop()
    }
  } finally {
    stopPlatform()
  }
}

await main()
