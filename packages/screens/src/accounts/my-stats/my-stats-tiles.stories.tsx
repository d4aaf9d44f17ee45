import type { MyStatsFigures } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, type within } from 'storybook/test'
import { MyStatsTiles } from './my-stats-tiles'

const figures: MyStatsFigures = {
  matches: 12,
  won: 7,
  lost: 4,
  drawn: 1,
  legs_played: 31,
  legs_won: 18,
  points: 12_345,
  darts: 402,
  three_dart_average: 92.126,
  first_nine_average: 101.5,
  checkouts: 18,
  darts_at_double: 47,
  checkout_percentage: 38.2978,
  one_eighties: 3,
  one_seventy_ones: 1,
  one_forty_plus: 14,
  ton_plus: 41,
  high_checkout: 121,
  best_leg: 14,
}

const meta = {
  title: 'screens/Accounts/My statistics/Figure tiles',
  component: MyStatsTiles,
  args: { figures },
  decorators: [
    (Story) => (
      <div className="w-full max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyStatsTiles>

export default meta
type Story = StoryObj<typeof meta>

const valueOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByText(name, { selector: 'dt' }).nextElementSibling

/** Each figure under its name, averages to two decimals, with a draw in the results. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, '3-dart average')).toHaveTextContent('92.13')
    await expect(canvas.getByText('402 darts thrown')).toBeVisible()
    await expect(valueOf(canvas, 'First-9 average')).toHaveTextContent('101.50')
    await expect(valueOf(canvas, 'Checkout percentage')).toHaveTextContent('38.30%')
    await expect(canvas.getByText('18 of 47 darts at a double')).toBeVisible()
    await expect(valueOf(canvas, 'Matches won–lost')).toHaveTextContent('7–4–1')
    await expect(canvas.getByText('12 matches: 7 won, 4 lost, 1 drawn')).toBeVisible()
    await expect(valueOf(canvas, 'Legs won')).toHaveTextContent('18 of 31')
    await expect(valueOf(canvas, '180s')).toHaveTextContent('3')
    await expect(valueOf(canvas, 'High checkout')).toHaveTextContent('121')
    await expect(valueOf(canvas, 'Best leg')).toHaveTextContent('14 darts')
  },
}

/** Matches without a dart at a double or a leg won: dashes, never zeros or "NaN". */
export const NothingToDivide: Story = {
  args: {
    figures: {
      ...figures,
      matches: 1,
      won: 0,
      lost: 1,
      drawn: 0,
      legs_played: 1,
      legs_won: 0,
      checkouts: 0,
      darts_at_double: 0,
      checkout_percentage: null,
      high_checkout: null,
      best_leg: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Checkout percentage')).toHaveTextContent('–')
    await expect(valueOf(canvas, 'High checkout')).toHaveTextContent('–')
    await expect(valueOf(canvas, 'Best leg')).toHaveTextContent('–')
    await expect(valueOf(canvas, 'Matches won–lost')).toHaveTextContent('0–1')
  },
}
