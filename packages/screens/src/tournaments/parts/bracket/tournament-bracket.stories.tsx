import type { Meta, StoryObj } from '@storybook/react-vite'
import { tournamentDetailFixtures } from '@oche/mocks'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TournamentBracket } from './tournament-bracket'

const { knockoutOnly, finished, doubleElimination, knockoutsRunning } = tournamentDetailFixtures
const stageGames = (detail: typeof knockoutOnly, stage: string) => detail.games.filter((game) => game.stage === stage)

const meta = {
  title: 'screens/Tournaments/Bracket',
  component: TournamentBracket,
  args: { games: stageGames(knockoutOnly, 'knockout') },
} satisfies Meta<typeof TournamentBracket>

export default meta
type Story = StoryObj<typeof meta>

const cards = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="bracket-game"]')]
const roundHeadings = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-slot="bracket-round-name"]')].map((heading) => heading.textContent)

/** 13 entries in a bracket of 16: byes for the top three seeds, one walkover, quarter-finals under way. */
export const Knockout: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(roundHeadings(canvasElement)).toEqual(['Last 16', 'Quarter-finals', 'Semi-finals', 'Final'])
    // The rounds are headings, so that a screen reader moves from round to round (#27).
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Last 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ])
    await expect(cards(canvasElement)).toHaveLength(15)
    // Byes are drawn as games of the first round, with the bye in words.
    const byes = cards(canvasElement).filter((card) => card.dataset.state === 'bye')
    await expect(byes).toHaveLength(3)
    await expect(within(byes[0] as HTMLElement).getByText('Bye')).toBeVisible()
    // The live quarter-final is outlined and says so.
    const live = cards(canvasElement).filter((card) => card.dataset.state === 'live')
    await expect(live).toHaveLength(1)
    await expect(within(live[0] as HTMLElement).getByText('Live')).toBeVisible()
    // Sides not known yet say where their player comes from.
    await expect(canvas.getAllByText(/^Winner of QF [34]$/)).toHaveLength(2)
    await expect(canvas.getAllByText(/^Winner of SF [12]$/)).toHaveLength(2)
    // Every played game marks its winner; connectors join all 14 games to the one they feed.
    const finishedCards = cards(canvasElement).filter((card) => card.dataset.state === 'finished')
    for (const card of finishedCards) await expect(card.querySelectorAll('[data-winner]')).toHaveLength(1)
    await expect(canvasElement.querySelectorAll('[data-slot="bracket-connector"]')).toHaveLength(14)
    await expect(canvas.getByRole('region', { name: 'Bracket' })).toHaveAttribute('tabindex', '0')
  },
}

/** The winners knockout of a finished groups tournament: group places on the first round, the third-place match apart. */
export const FinishedWithThirdPlace: Story = {
  args: { games: stageGames(finished, 'winnersKo'), label: 'Winners knockout', gameHref: (id) => `/games/${id}` },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Winners knockout' })
    await expect(within(region).getByRole('heading', { level: 3, name: 'Match for third place' })).toBeVisible()
    await expect(within(region).getByRole('heading', { level: 4, name: 'Third place' })).toBeVisible()
    // Each game's link is named in words: round, game, players and legs, not "SF 1 … A1 3 B2 1" (#27).
    await expect(
      within(region).getByRole('link', { name: /^Final: (.+ \(winner\) \d, .+ \d|.+ \d, .+ \(winner\) \d)$/ }),
    ).toBeVisible()
    await expect(
      within(region).getAllByRole('link', {
        name: /^(Quarter-final \d|Semi-final \d|Final|Third place): .+ (v|\d,) .+$/,
      }),
    ).toHaveLength(within(region).getAllByRole('link').length)
    const states = new Set(cards(canvasElement).map((card) => card.dataset.state))
    await expect([...states].every((state) => ['finished', 'bye', 'walkover'].includes(state ?? ''))).toBe(true)
    const final = cards(canvasElement).find((card) => card.textContent?.startsWith('Final'))
    await expect(final?.querySelector('[data-winner]')).toHaveTextContent('(winner)')
    // Sides that came through the groups keep their group place beside the name.
    await expect(within(region).getAllByText(/^[A-C][12]$/).length).toBeGreaterThan(0)
  },
}

/** Winners bracket, losers bracket and the grand final with its reset, each with translated round names. */
export const DoubleElimination: Story = {
  args: { games: stageGames(doubleElimination, 'doubleElimination') },
  play: async ({ canvas, canvasElement }) => {
    for (const name of ['Winners bracket', 'Losers bracket', 'Grand final']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible()
    }
    // Each part's rounds are headings one level below the part's.
    for (const name of ['Winners round 1', 'Losers final', 'Grand final reset']) {
      await expect(canvas.getByRole('heading', { level: 4, name })).toBeVisible()
    }
    const headings = roundHeadings(canvasElement)
    await expect(headings).toEqual(
      expect.arrayContaining([
        'Winners round 1',
        'Winners final',
        'Losers round 1',
        'Losers final',
        'Grand final reset',
      ]),
    )
    // Losers of the winners round under way drop into the losers bracket; the winners final's loser into its final.
    await expect(canvas.getAllByText(/^Loser of WR2 \d$/).length).toBeGreaterThan(0)
    await expect(canvas.getByText('Loser of WF')).toBeVisible()
  },
}

/** A management screen opens result entry on a click: every game is a button reporting its id. */
export const Selectable: Story = {
  args: { games: stageGames(knockoutsRunning, 'consolationKo'), onGameSelect: fn() },
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /^(Semi-final|Final|Quarter-final)/ })
    await userEvent.click(buttons[0] as HTMLElement)
    const firstId = stageGames(knockoutsRunning, 'consolationKo').sort(
      (a, b) => a.round - b.round || a.slot - b.slot,
    )[0]?.id
    await expect(args.onGameSelect).toHaveBeenCalledWith(firstId)
  },
}

export const Zooming: Story = {
  play: async ({ canvas, canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="bracket-content"]') as HTMLElement
    const reset = canvas.getByRole('button', { name: 'Reset zoom 100%' })
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }))
    await expect(content.style.transform).toBe('scale(1.25)')
    await expect(canvas.getByRole('button', { name: 'Reset zoom 125%' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }))
    await expect(content.style.transform).toBe('scale(0.8)')
    // Keyboard: on the focused bracket, + zooms in and 0 resets.
    const region = canvas.getByRole('region', { name: 'Bracket' })
    region.focus()
    await userEvent.keyboard('+')
    await expect(content.style.transform).toBe('scale(1)')
    await userEvent.keyboard('+')
    await expect(content.style.transform).toBe('scale(1.25)')
    await userEvent.keyboard('0')
    await expect(content.style.transform).toBe('scale(1)')
    // Ctrl + wheel (and a trackpad pinch) zooms instead of scrolling the page.
    region.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true }))
    await waitFor(() => expect(content.style.transform).not.toBe('scale(1)'))
    await expect(reset).toBeVisible()
  },
}

/** At the largest zoom "Zoom in" turns disabled and the focus moves to "Zoom out", and back at the smallest (#27). */
export const ZoomToEitherEnd: Story = {
  play: async ({ canvas }) => {
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' })
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' })
    zoomIn.focus()
    for (const percent of ['125%', '156%', '195%', '200%']) {
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByRole('button', { name: `Reset zoom ${percent}` })).toBeVisible()
    }
    await expect(zoomIn).toBeDisabled()
    await expect(zoomOut).toHaveFocus()
    for (const percent of ['160%', '128%', '102%', '82%', '66%', '53%', '42%', '34%', '27%', '25%']) {
      await userEvent.keyboard('{Enter}')
      await expect(canvas.getByRole('button', { name: `Reset zoom ${percent}` })).toBeVisible()
    }
    await expect(zoomOut).toBeDisabled()
    await expect(zoomIn).toHaveFocus()
  },
}

/** On a phone the bracket keeps its size and scrolls sideways; "Fit to width" shows it whole. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Bracket' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    await userEvent.click(canvas.getByRole('button', { name: 'Fit to width' }))
    const size = canvasElement.querySelector<HTMLElement>('[data-slot="bracket-size"]') as HTMLElement
    await waitFor(() => expect(size.getBoundingClientRect().width).toBeLessThanOrEqual(region.clientWidth))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { games: stageGames(knockoutsRunning, 'winnersKo') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(cards(canvasElement).length).toBeGreaterThan(0)
  },
}

/** The print styles of the page's CSS, as the browser applies them when printing. */
function printRules(): string[] {
  return [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].flatMap(function collect(rule: CSSRule): string[] {
        if (rule instanceof CSSMediaRule && rule.conditionText === 'print') return [rule.cssText]
        return 'cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(collect) : []
      })
    } catch {
      return []
    }
  })
}

/**
 * Printing: the bracket is scaled to the page's width (set just before printing) instead of the screen zoom, and
 * the app's header, footer and navigation and the zoom buttons stay off paper.
 */
export const Printable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Bracket' })
    window.dispatchEvent(new Event('beforeprint'))
    // 4 rounds of 232px cards with 48px between them are 1072px wide: 1000 / 1072 fits a landscape page.
    await expect(Number(region.style.getPropertyValue('--bracket-print-zoom'))).toBeCloseTo(1000 / 1072, 3)
    const rules = printRules().join('\n')
    await expect(rules).toMatch(/zoom:\s*var\(--bracket-print-zoom\)/)
    await expect(rules).toMatch(/:root:has\(.*\) :is\(header, ?footer, ?nav\) \{ display: none; \}/)
    await expect(canvasElement.querySelector('[role="toolbar"]')).toHaveClass('print:hidden')
  },
}

/**
 * Whether the start of `element` (its top and its leading edge, where a game card says which game it is) is inside
 * the bracket's scroll area and the window.
 */
function startIsInView(element: HTMLElement, area: HTMLElement) {
  const card = element.getBoundingClientRect()
  const box = area.getBoundingClientRect()
  return (
    card.left >= Math.max(box.left, 0) &&
    card.left < Math.min(box.right, window.innerWidth) &&
    card.top >= Math.max(box.top, 0) &&
    card.bottom <= Math.min(box.bottom, window.innerHeight)
  )
}

/**
 * The keys of the focused bracket are written beside it, for screen readers and keyboard users; a game reached by
 * Tab is scrolled into view. #27: at 200 % the focused "Final" was mostly off screen.
 */
export const KeyboardAtLargeZoom: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { gameHref: (id: string) => `/games/${id}` },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Bracket' })
    await expect(region).toHaveAccessibleDescription(
      'Arrow keys scroll the bracket, + and - zoom in and out, 0 resets the zoom.',
    )
    // On screen (not only for screen readers) while the bracket has the keyboard focus.
    const hint = canvas.getByText(/^Arrow keys scroll the bracket/)
    await expect(hint.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    canvas.getByRole('button', { name: 'Fit to width' }).focus()
    await userEvent.tab()
    await expect(region).toHaveFocus()
    await expect(hint.getBoundingClientRect().width).toBeGreaterThan(100)
    await userEvent.keyboard('++++')
    await expect(canvas.getByRole('button', { name: 'Reset zoom 200%' })).toBeVisible()
    const final = within(region).getAllByRole('link').at(-1) as HTMLElement
    await expect(final).toHaveAccessibleName(/Final/)
    for (let stop = 0; stop < 40 && document.activeElement !== final; stop += 1) await userEvent.tab()
    await expect(final).toHaveFocus()
    await waitFor(() => expect(startIsInView(final, region)).toBe(true))
  },
}
