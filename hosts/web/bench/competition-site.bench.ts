/**
 * Performance and accessibility of a league's public site (issue 16) in headless Chromium: Lighthouse's phone
 * profile (a mid-range phone, 4× CPU slowdown, slow 4G, simulated) on the demo league's home and a standings page,
 * beside the app's tournament list measured in the same run, on the same servers.
 *
 *   pnpm exec tsx --conditions=@oche/source hosts/web/bench/competition-site.bench.ts [--runs 3] [--no-write]
 *
 * Needs the web host's production build (`pnpm build`, or `next build` in hosts/web). Starts the API (built, else
 * from source; on a fresh data folder, so with the demo league) and the web host's own server on ports of its own, runs
 * Lighthouse `--runs` times per page and keeps the median run by performance score. The result replaces the section
 * between the competition-site markers in docs/benchmarks.md.
 */
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { encodeSiteDomain } from '@oche/api'
import * as chromeLauncher from 'chrome-launcher'
import {
  chromium,
  leagueHost,
  measure,
  median,
  option,
  startPlatform,
  webDir,
  webPort,
  writeSection,
  type Measured,
} from './bench-platform'
import { serveProbe } from './page-scripts'

const runs = option('runs', 3)

async function main() {
  const stopPlatform = await startPlatform()
  // The floor and the target of docs/adr/031 on the same machine in the same run: a bare Next.js page and the
  // tournament list as server components, from the server-components probe (built now with the web host's Next).
  const probe = await serveProbe().catch((error: unknown) => {
    stopPlatform()
    throw error
  })
  const stop = () => {
    probe.stop()
    stopPlatform()
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  try {
    const contextUrl = `http://127.0.0.1:${webPort}/api/competition/${encodeSiteDomain(leagueHost)}`
    const context = (await (await fetch(contextUrl)).json()) as {
      organisation: { name: string }
      divisions: { slug: string; name: string; kind: string }[]
    }
    const division = context.divisions.find((each) => each.kind === 'league')
    if (!division) throw new Error('The demo league has no division')
    const league = `http://${leagueHost}:${webPort}`
    const pages = [
      { label: `League site: home (\`${leagueHost}/\`)`, url: `${league}/` },
      {
        label: `League site: standings (\`${leagueHost}/groups/${division.slug}/standings\`)`,
        url: `${league}/groups/${division.slug}/standings`,
      },
      {
        label: 'Baseline, same run: the app’s tournament list (`localhost/tournaments`)',
        url: `http://localhost:${webPort}/tournaments`,
      },
      {
        label: 'Floor, same run: a bare Next.js page (probe `/bare`)',
        url: `${probe.origin}/bare`,
      },
      {
        label: 'Target, same run: the tournament list as server components (probe `/tournaments`)',
        url: `${probe.origin}/tournaments`,
      },
    ]
    const rows: { label: string; result: Measured & { runs: number[] } }[] = []
    for (const page of pages) {
      // One unmeasured run first: the servers' own first-request work is not the page's.
      await measure(page.url, chrome.port)
      const results: Measured[] = []
      for (let run = 0; run < runs; run++) {
        results.push(await measure(page.url, chrome.port))
        console.log(`${page.url} run ${run + 1}: performance ${results.at(-1)!.performance}`)
      }
      rows.push({ label: page.label, result: { ...median(results), runs: results.map((each) => each.performance) } })
    }
    const version = JSON.parse(readFileSync(join(webDir, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string
    }
    const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`
    const section = [
      '## The league’s public site on a phone: Lighthouse',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, headless Chromium (\`${chromium}\`), Lighthouse ${version.version}, its default phone profile (a mid-range phone: 4× CPU slowdown and slow 4G, simulated). 1-minute load average ${loadavg()[0]!.toFixed(1)} when the run ended. The production build of the web host and the API on a fresh data folder (the demo league), both on this machine; median of ${runs} runs per page by performance score, after one unmeasured run. The baseline is the app’s public tournament list on the same servers in the same run; the floor and the target are the server-components probe’s pages (\`hosts/web/bench/server-components\`, docs/adr/031), built in the same run with the web host’s Next and served by \`next start\`: a bare page (one heading, no stylesheet or font) and the tournament list as server components with one island, reading the same API.`,
      '',
      '| page | performance | accessibility | best practices | SEO | first contentful paint | largest contentful paint | total blocking time | layout shift | speed index | server response | bytes (scripts) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ label, result: r }) =>
          `| ${label} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.speedIndex)} | ${ms(r.ttfb)} | ${kb(r.bytes)} (${kb(r.scriptBytes)}) |`,
      ),
      '',
      ...rows.map(
        ({ label, result }) =>
          `- ${label}: every run ${result.runs.join(', ')}; the largest paint: “${result.lcpElement}”; ` +
          (result.failed.length > 0
            ? `audits failed (accessibility, best practices, SEO): ${result.failed.map((id) => `\`${id}\``).join(', ')}.`
            : 'no accessibility, best practices or SEO audit failed.'),
      ),
      '',
      'The floor says what any Next.js page scores on this machine and its load: Lighthouse multiplies the main-thread work it sees by 4, so a busy or slower machine moves every row, the floor too. A page’s distance to the floor in the same run is its own; the target row is what the league’s pages could reach as server components (ADR 031), measured rather than estimated.',
      '',
      'Reading it: each page answers once its queries ran on the server (its server response includes them), so its first paint is its content, readable without JavaScript. Lighthouse’s simulation puts the largest paint after the scripts that started downloading before it (every script the HTML names), and total blocking time is its 4× of the main-thread work Chromium did on this machine (hydrating the whole page: issue 20); both swing with the machine’s load (the load average above).',
      '',
      'Earlier runs of the same bench, each built beside the checkout and run just before it on the same machine as its own run (medians of 3): on commit f09b61f (2 × Xeon), before every page carried each text once and the league site loaded its own screen’s code only, the league’s home 60 (first contentful paint 1,972 ms, largest 5,361 ms, blocking time 737 ms), its standings 79, the tournament list 82. On commit 1a9482e (2 × AMD EPYC, 2026-11-27), before each page carried only the messages its code reaches: the league’s home 69 (1,545 ms, 3,641 ms, 913 ms), its standings 79 (1,386 ms, 3,432 ms, 496 ms), the tournament list 80; on eb8a4c1 (those messages only): 76 (1,230 ms, 3,266 ms, 677 ms), 85 (1,229 ms, 2,170 ms, 547 ms) and 80. On ce9b331 with the browser no longer parsing answers with zod (docs/adr/027; 2026-11-27, the same machine): the league’s home 77 (1,216 ms, 3,203 ms, 619 ms), its standings 93 (1,225 ms, 2,750 ms, 186 ms), the tournament list 87. On a77544d, run on 2026-11-28 on this run’s machine just before it (a worktree built beside this checkout): the league’s home 66 (1,258 ms, 2,758 ms, 3,995 ms), its standings 50 (1,277 ms, 5,853 ms, 2,000 ms), the tournament list 61. On 1e7f680 (the announcements checked on the server, the league’s pages without zod; run on 2026-11-28 on this run’s machine just before it, the same way): the league’s home 52 (1,249 ms, 4,554 ms, 1,443 ms; a layout shift of 0.149), its standings 57 (1,358 ms, 4,596 ms, 1,499 ms), the tournament list 60. The run of da17103 (2026-11-28, load average 3.5: the league’s home 61, its standings 60, the tournament list 64, with 2,340, 1,795 and 1,244 ms of blocking time and 294, 293 and 264 kB of scripts) added the league’s pages no longer drawn again at each step of connecting for live scores (the home drew about 500 components three more times after hydrating) and every page’s messages compiled on the server, without the message parser in the browser (docs/adr/028). On this machine a run’s blocking time swings by a second or more between runs of the same build (2.6–3.1 s for the league’s home in three unmeasured runs of this checkout just before), so these runs do not tell the two changes apart from the noise; the component count and the bytes (“First load of a page”) do. The league’s home showed a layout shift of 0.15 in this run and the one before, against 0.001–0.003 in those three runs: the demo’s league night moves on while the page is open, and a match that ends leaves “Live now”. This machine’s figures are far below the day before’s for the same pages (the tournament list 61 against 87, its blocking time 1.7–2.1 s against under 0.7 s): Lighthouse’s simulated phone multiplies the main-thread time it observes, and here the API, the web host and Chromium share 2 slower cores. Compare rows within one run. The run of 191af4a (2026-11-28, afternoon, that session’s machine) added every page’s header menus, the phone’s navigation drawer and the tooltips’ provider loaded when first reached for, and the service worker registered once the page is idle (docs/adr/029: about 42 kB gzip less script on every page): the league’s home 73 (blocking time 618 ms), its standings 79 (413 ms), the tournament list 77. This run adds sonner loaded with the first toast (docs/adr/030: about 8 kB gzip less on every page), on the next session’s machine, which was quieter: the scores moved with the machine more than with 8 kB, so compare this run’s rows with each other. From this run on, the table has all four of Lighthouse’s categories and each page’s largest paint (a run of this session before e2b2ebb gave the tournament list SEO 82, its canonical and language links failing as relative, and the Dutch page naming the English one as its canonical; the league’s pages had them right). On the league’s pages it is text in the first HTML (the season’s heading, the standings’ explanation), painted here 165–230 ms after the request; its simulated time is late because Lighthouse counts everything that started downloading before that paint on this machine: the HTML, the CSS, the 13 scripts the HTML names in its head and the Inter web font (48.7 kB), and the main-thread work done by then. Which of these fall before the paint differs from run to run, so a page’s largest paint is either about 1.7–2.2 s or about 3.1 s (the home and the standings each had both in this session’s runs), and its score moves between 93 and 97 with it: fewer script bytes in the HTML’s head move it, a faster server does not. The run before this one (2026-11-28, a quieter machine): the league’s home 97 (largest paint 1,757 ms, blocking time 182 ms), its standings 93 (3,077 ms, 113 ms), the tournament list 99. This run adds the floor and the target: on its machine a bare Next.js page scored 84–95 (median 90, with 423 ms of blocking time for one heading), so no page of this host can be counted on for 95 there, and the tournament list as server components scored as the floor did (90); the league’s pages were 15–26 points under it, the hydration of their client tree (issue 20, ADR 031).',
      '',
      'Run it again with `pnpm exec tsx --conditions=@oche/source hosts/web/bench/competition-site.bench.ts` (`--runs`, `--no-write`) after `pnpm build`.',
    ].join('\n')
    console.log(`\n${section}`)
    if (!process.argv.includes('--no-write')) writeSection('competition-site', section)
  } finally {
    chrome.kill()
    stop()
  }
}

await main()
