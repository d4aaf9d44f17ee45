// What the accessibility checks of the e2e tests share: axe on a page as it stands, and whether it reflows into a
// phone 320 px wide (WCAG 1.4.10).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { isScoringScreen, splitLocale } from '@oche/screens/routing'

// axe-core comes with Storybook's accessibility addon (the stories run it too); read from where that addon finds it.
const fromA11yAddon = createRequire(createRequire(import.meta.url).resolve('@storybook/addon-a11y/package.json'))
const axeSource = readFileSync(fromA11yAddon.resolve('axe-core/axe.min.js'), 'utf8')

export type Violation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe on the page as it stands (every rule axe applies to WCAG 2.x A and AA and its best practices). `path` is
 * the route table's path of the page (no language prefix).
 */
export async function violationsOf(page: Page, path: string): Promise<Violation[]> {
  await page.evaluate(axeSource)
  // The scoring screens turn pinch zoom off on purpose (docs/adr/008-zoom-on-scoring-screens-only.md): there alone
  // axe's meta-viewport rule is not asked.
  const disabled = isScoringScreen(path) ? ['meta-viewport'] : []
  return page.evaluate(async (rulesOff) => {
    type Run = (context: Document, options: { rules: Record<string, { enabled: boolean }> }) => Promise<AxeResults>
    const axe = (window as unknown as { axe: { run: Run } }).axe
    type AxeResults = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
    }
    const results = await axe.run(document, {
      rules: Object.fromEntries(rulesOff.map((rule) => [rule, { enabled: false }])),
    })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, disabled)
}

/** The path without its language prefix (`/de/manage` is `/manage`): the route table's own path. */
export const unlocalized = (pathname: string) => splitLocale(pathname).path

/**
 * How far the page runs past the right edge of the screen, in CSS pixels (0 when it fits): WCAG 1.4.10 asks that a
 * page reflows into a 320 px wide screen without scrolling sideways, which axe does not check. A table or a bracket
 * may scroll inside its own box; the page itself may not.
 */
export const overflowOf = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth))

/** A phone as narrow as WCAG's reflow asks for. */
export const narrowPhone = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }
