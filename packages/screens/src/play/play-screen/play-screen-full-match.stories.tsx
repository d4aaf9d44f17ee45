import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { forgetPlayStorage } from '../story-helpers/play-fixtures.story-helpers'
import { PlayScreen } from './play-screen'
import { playMatchKey } from './use-play'

/** A whole match on /play, the way it is played at the board. */
const meta = {
  title: 'screens/Play/Full match',
  component: PlayScreen,
  parameters: { page: true, layout: 'fullscreen', pathname: '/play' },
  beforeEach: () => {
    const forgetToken = forgetStoryToken()
    const forgetMatches = forgetPlayStorage(playMatchKey)
    return () => {
      forgetToken()
      forgetMatches()
    }
  },
} satisfies Meta<typeof PlayScreen>

export default meta
type Story = StoryObj<typeof meta>

const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

/** 501, best of 3 legs: 180s by button, 141 checkouts by keyboard, a bust in leg 2 and an undo in leg 3. */
export const BestOfThree501: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tap = (score: string) => userEvent.click(canvas.getByRole('button', { name: score }))
    await userEvent.click(await canvas.findByRole('radio', { name: 'Best of' }))
    await userEvent.clear(canvas.getByLabelText('Legs to play (best of)'))
    await userEvent.type(canvas.getByLabelText('Legs to play (best of)'), '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Start match' }))
    await expect(await canvas.findByText('501 · best of 3 legs')).toBeVisible()

    // Leg 1: Player 1 throws first and takes out 141.
    await tap('180')
    await tap('60')
    await tap('180')
    await tap('60')
    await expect(canvas.getByText('You require 141')).toBeVisible()
    await userEvent.keyboard('141{Enter}')
    await expect(await canvas.findByText('Leg 2')).toBeVisible()

    // Leg 2: Player 2 throws first; Player 1 busts on 501 (nothing to ask), Player 2 takes out 141.
    await tap('180')
    await userEvent.click(canvas.getByRole('button', { name: 'Bust' }))
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 501')
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="last-visit"]')).toHaveTextContent('Bust')
    await tap('180')
    await tap('100')
    await userEvent.keyboard('141{Enter}')
    await expect(await canvas.findByText('Leg 3')).toBeVisible()

    // Leg 3: Player 2's 100 was meant to be 60: undo it and enter it again.
    await tap('180')
    await tap('100')
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 401')
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 501')
    await tap('60')
    await tap('180')
    await tap('60')
    await userEvent.keyboard('141{Enter}')

    await expect(await canvas.findByRole('heading', { name: 'Player 1 wins 2–1' })).toBeVisible()
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="match-summary"] [data-stat="oneEighties"]')).toHaveTextContent(
        '180s4 best2',
      ),
    )
    await expect(canvasElement.querySelector('[data-slot="match-summary"] [data-stat="legs"]')).toHaveTextContent(
      'Legs won2 best1',
    )
    await expect(
      canvasElement.querySelector('[data-slot="match-summary"] [data-stat="highCheckout"]'),
    ).toHaveTextContent('Highest checkout141141')
  },
}
