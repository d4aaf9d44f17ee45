import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMatchHandlers, handlers, mockError, mockPending } from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  checkoutMomentMatch,
  finishedMatch,
  inPlayMatch,
  lastVisitOf,
  liveStoryMatches,
  notStartedMatch,
  remainingOf,
  sideOf,
  visitRowsOf,
} from './live-match.story-helpers'
import { LiveMatchScreen } from './live-match-screen'

// Every state of /live/{id}; what realtime events do to it is in live-match-updates.stories.tsx.
const meta = {
  title: 'screens/Live/Live match',
  component: LiveMatchScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...createMatchHandlers({ matches: liveStoryMatches }), ...handlers] },
  },
  args: { id: inPlayMatch.id },
} satisfies Meta<typeof LiveMatchScreen>

export default meta
type Story = StoryObj<typeof meta>

const luke = 'Luke Littler'
const michael = 'Michael van Gerwen'

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/matches/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the match'))
  },
}

export const NotStarted: Story = {
  args: { id: notStartedMatch.id },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Luke Littler and Michael van Gerwen' }),
    ).toBeVisible()
    await expect(canvas.getByText('Not started')).toBeVisible()
    await expect(canvas.getByText('The match has not started yet. Luke Littler throws first.')).toBeVisible()
    await expect(canvas.getByText('501 double out')).toBeVisible()
    await expect(canvas.getByText('First to 3 sets, each first to 3 legs')).toBeVisible()
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('501')
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('501')
    await expect(sideOf(canvasElement, 0)).toHaveAttribute('data-started', 'true')
    // No visits yet: no leg history and no statistics.
    await expect(canvas.queryByRole('heading', { name: 'Leg history' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('table', { name: /statistics/i })).not.toBeInTheDocument()
  },
}

export const InPlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `${luke} and ${michael}` })).toBeVisible()
    await expect(canvas.getByText('Live', { selector: '[data-slot="badge"]' })).toBeVisible()
    await expect(canvas.getByText('Leg 2', { selector: '[data-slot="current-leg"]' })).toBeVisible()
    await expect(canvas.getByText('First to 2 legs')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Live updates on')
    const board = canvas.getByRole('list', { name: 'Scores' })
    await expect(within(board).getByRole('listitem', { current: true })).toHaveTextContent(luke)
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('261')
    await expect(remainingOf(canvasElement, 1)).toHaveTextContent('375')
    await expect(sideOf(canvasElement, 0).querySelector('[data-stat="legs"]')).toHaveTextContent('1')
    // Luke: 501 + 240 points in 11 + 6 darts.
    await expect(sideOf(canvasElement, 0).querySelector('[data-stat="average"]')).toHaveTextContent('130.76')
    await expect(lastVisitOf(canvasElement, 0)).toHaveTextContent('100')
    await expect(lastVisitOf(canvasElement, 1)).toHaveTextContent('26')
    await expect(sideOf(canvasElement, 1)).toHaveAttribute('data-started', 'true')
    // 261 is no finish: no checkout route.
    await expect(canvasElement.querySelector('[data-slot="checkout-hint"]')).toBeNull()
    // The leg on show follows the match; earlier legs stay one click away.
    await expect(canvas.getByRole('tab', { name: 'Leg 2', selected: true })).toBeVisible()
    await expect(visitRowsOf(canvasElement, 1).at(1)).toHaveAttribute('data-result', 'bust')
    // Only the newest visit of the leg is emphasised: Michael's 26.
    await expect(visitRowsOf(canvasElement, 1).at(-1)).toHaveAttribute('data-highlighted', 'true')
    await expect(visitRowsOf(canvasElement, 0).at(-1)).not.toHaveAttribute('data-highlighted')
    await userEvent.click(canvas.getByRole('tab', { name: 'Leg 1' }))
    await expect(visitRowsOf(canvasElement, 0).at(-1)).toHaveAttribute('data-result', 'checkout')
    await expect(canvas.getByRole('table', { name: `${luke}, Leg 1` })).toBeVisible()
  },
}

export const CheckoutMoment: Story = {
  args: { id: checkoutMomentMatch.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    const hint = sideOf(canvasElement, 0).querySelector<HTMLElement>('[data-slot="checkout-hint"]')
    await expect(hint).toHaveTextContent('121 to finish')
    const route = within(hint as HTMLElement).getByRole('list', { name: '121 to finish' })
    await expect(
      within(route)
        .getAllByRole('listitem')
        .map((dart) => dart.textContent),
    ).toEqual(['T20Treble 20', 'T11Treble 11', 'D14Double 14'])
    // Only the thrower gets a route: Michael's 315 is no finish and he is not on the oche.
    await expect(sideOf(canvasElement, 1).querySelector('[data-slot="checkout-hint"]')).toBeNull()
  },
}

export const Finished: Story = {
  args: { id: finishedMatch.id },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: `${luke} wins the match` })).toBeVisible()
    await expect(canvas.getByText('Finished', { selector: '[data-slot="badge"]' })).toBeVisible()
    const result = canvasElement.querySelector('[data-slot="match-result"]') as HTMLElement
    await expect(within(result).getByText('2')).toBeVisible()
    await expect(within(result).getByText('0')).toBeVisible()
    await expect(sideOf(canvasElement, 0)).toHaveAttribute('data-state', 'won')
    await expect(canvas.getByRole('list', { name: 'Scores' }).querySelector('[aria-current]')).toBeNull()
    const statistics = canvas.getByRole('table', { name: 'Match statistics' })
    const average = within(statistics).getByRole('row', { name: /3-dart average/ })
    // Luke: 1002 points in 23 darts = 130.70; Michael: 376 in 21 = 53.71.
    await expect(average).toHaveTextContent('130.70')
    await expect(average).toHaveTextContent('53.71')
    await expect(average.querySelector('[data-best]')).toHaveTextContent('130.70')
    await expect(within(statistics).getByRole('row', { name: /180s/ }).querySelector('[data-best]')).toHaveTextContent(
      '1',
    )
    await expect(within(statistics).getByRole('row', { name: /Highest checkout/ })).toHaveTextContent('121')
    await expect(within(statistics).getByRole('row', { name: /Checkout percentage/ })).toHaveTextContent('100.00%')
    await expect(
      within(statistics)
        .getByRole('row', { name: /Legs won/ })
        .querySelector('[data-best]'),
    ).toHaveTextContent('2')
    // The history of both legs stays available after the match.
    await expect(canvas.getByRole('tab', { name: 'Leg 2', selected: true })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Leg 1' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: '7a3e9b1c-2d4f-4e6a-8b0c-000000000404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This match cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/matches/:id', 500, { message: 'Server error.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The match could not be loaded',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const ConnectionLost: Story = {
  parameters: { connection: 'unavailable' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    const indicator = canvas.getByRole('status')
    await expect(indicator).toHaveTextContent('Connection lost, reconnecting…')
    await expect(indicator).toHaveTextContent(/Last update at \d{2}:\d{2}:\d{2}/)
    // The last scores known stay on screen.
    await expect(remainingOf(canvasElement, 0)).toHaveTextContent('261')
  },
}

export const Offline: Story = {
  parameters: { connection: 'failed' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvas.getByRole('status')).toHaveTextContent(/Offline\s*Last update at/)
  },
}

export const TvMode: Story = {
  args: { id: checkoutMomentMatch.id, searchParams: { view: 'tv' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-view', 'tv')
    await expect(canvasElement.querySelector('[data-slot="scoreboard"]')).toHaveAttribute('data-size', 'large')
    await expect(canvasElement.querySelector('[data-slot="checkout-hint"]')).toHaveAttribute('data-variant', 'large')
    await expect(canvas.queryByRole('heading', { name: 'Leg history' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('img', { name: 'QR code that opens this match on your phone' })).toBeVisible()
    const toggle = canvas.getByRole('button', { name: 'TV mode', pressed: true })
    await userEvent.click(toggle)
    await expect(canvas.getByRole('button', { name: 'TV mode', pressed: false })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Leg history' })).toBeVisible()
  },
}

/** The toggle of the view switched to takes the focus, so Enter switches back and forth from the keyboard (#27). */
export const TvModeByKeyboard: Story = {
  args: { id: checkoutMomentMatch.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    canvas.getByRole('button', { name: 'TV mode', pressed: false }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvasElement.querySelector('main')).toHaveAttribute('data-view', 'tv'))
    await expect(canvas.getByRole('button', { name: 'TV mode', pressed: true })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvasElement.querySelector('main')).toHaveAttribute('data-view', 'standard'))
    await expect(canvas.getByRole('button', { name: 'TV mode', pressed: false })).toHaveFocus()
  },
}

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="mx-auto w-[390px] border-x border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    // Sides stack on a phone: both scores fit the width.
    const [first, second] = [sideOf(canvasElement, 0), sideOf(canvasElement, 1)]
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top)
    const main = canvasElement.querySelector('main') as HTMLElement
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth)
    // The phone already follows the match: its QR code waits behind a button, for a friend's phone.
    const qrCodeName = 'QR code that opens this match on your phone'
    await expect(canvas.queryByRole('img', { name: qrCodeName })).not.toBeInTheDocument()
    const toggle = canvas.getByRole('button', { name: 'QR code for another phone', expanded: false })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('img', { name: qrCodeName })).toBeVisible()
    await userEvent.click(toggle)
    await expect(canvas.queryByRole('img', { name: qrCodeName })).not.toBeInTheDocument()
  },
}

export const FollowQrCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 })
    const code = canvas.getByRole('img', { name: 'QR code that opens this match on your phone' })
    await expect(code).toHaveAttribute('width', '300')
    await expect(code).toHaveAttribute('height', '300')
    await expect(code).toHaveAttribute('data-level', 'Q')
    // Wide enough for the code to be shown at once: no button stands before it.
    await expect(canvas.queryByRole('button', { name: 'QR code for another phone' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('figure', { name: 'Scan to follow on your phone' })).toBeVisible()
    const figure = canvasElement.querySelector('[data-slot="qr-code"]')
    await expect(figure?.getAttribute('data-url')).toBe(`${location.origin}/live/${inPlayMatch.id}`)
  },
}

export const CheckoutMomentInDutch: Story = {
  args: { id: checkoutMomentMatch.id },
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `${luke} en ${michael}` })).toBeVisible()
    await expect(canvas.getByText('First to 2 legs')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Leggeschiedenis' })).toBeVisible()
    await expect(sideOf(canvasElement, 0).querySelector('[data-slot="checkout-hint"]')).toHaveTextContent(
      '121 om uit te gooien',
    )
    await expect(canvas.getByRole('figure', { name: 'Scan om te volgen op je telefoon' })).toBeVisible()
    const figure = canvasElement.querySelector('[data-slot="qr-code"]')
    await expect(figure?.getAttribute('data-url')).toBe(`${location.origin}/nl/live/${checkoutMomentMatch.id}`)
  },
}

export const FinishedInGerman: Story = {
  args: { id: finishedMatch.id },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: `${luke} gewinnt das Match` })).toBeVisible()
    const average = within(canvas.getByRole('table', { name: 'Match-Statistik' })).getByRole('row', {
      name: /3-Dart-Average/,
    })
    await expect(average).toHaveTextContent('130,70')
  },
}

const tournamentId = '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'

/** The page has no app header: its first stop leads back to the tournament the match is a game of (#27). */
export const BackToTheTournament: Story = {
  parameters: {
    msw: {
      handlers: [...createMatchHandlers({ matches: [{ ...inPlayMatch, tournament_id: tournamentId }] }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 })
    const back = canvas.getByRole('link', { name: 'Back to the tournament' })
    await expect(back).toHaveAttribute('href', `/tournaments/${tournamentId}`)
    await userEvent.tab()
    await expect(back).toHaveFocus()
  },
}

/** A match of its own (a casual game shared by link) leads to the home page. */
export const BackHome: Story = {
  parameters: {
    msw: { handlers: [...createMatchHandlers({ matches: [{ ...inPlayMatch, kind: 'casual' }] }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}
