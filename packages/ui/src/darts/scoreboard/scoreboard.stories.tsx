import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CheckoutHint } from '../checkout-hint'
import { Scoreboard, ScoreboardSide } from './scoreboard'

const labels = {
  scoreboard: 'Scores',
  remaining: 'Remaining',
  legs: 'Legs',
  sets: 'Sets',
  average: 'Avg',
  darts: 'Darts',
  lastVisit: 'Last',
  throwing: 'To throw',
  startedLeg: 'Started the leg',
  winner: 'Leg won',
}

const meta = {
  title: 'ui/Scoreboard',
  component: Scoreboard,
  args: { labels },
  argTypes: { size: { control: 'select', options: ['regular', 'large'] } },
} satisfies Meta<typeof Scoreboard>

export default meta
type Story = StoryObj<typeof meta>

/** The sides only, not the darts of a checkout route nested inside them. */
function sidesOf(board: HTMLElement) {
  return within(board)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === board)
}

export const TwoPlayersMidLeg: Story = {
  args: {
    className: 'w-[48rem]',
    children: [
      <ScoreboardSide
        key="a"
        name="Luke Littler"
        remaining={140}
        legs={2}
        average="98.45"
        darts={9}
        lastVisit={180}
        state="throwing"
        hasStarted
        checkout={<CheckoutHint route={['T20', 'T20', 'D10']} label="You require 140" />}
      />,
      <ScoreboardSide
        key="b"
        name="Michael van Gerwen"
        remaining={261}
        legs={1}
        average="80.00"
        darts={9}
        lastVisit={100}
      />,
    ],
  },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('list', { name: 'Scores' })
    const sides = sidesOf(board)
    await expect(sides).toHaveLength(2)
    const [littler, mvg] = sides as [HTMLElement, HTMLElement]
    await expect(littler).toHaveAttribute('aria-current', 'true')
    await expect(littler).toHaveAttribute('data-state', 'throwing')
    await expect(mvg).not.toHaveAttribute('aria-current')
    await expect(within(littler).getByText('To throw')).toBeInTheDocument()
    await expect(within(littler).getByText('Started the leg')).toBeInTheDocument()
    await expect(within(littler).getByText('Remaining', { exact: false }).parentElement).toHaveTextContent(
      'Remaining 140',
    )
    await expect(within(littler).getByRole('list', { name: 'You require 140' })).toBeVisible()
    await expect(within(mvg).getByText('Avg').nextElementSibling).toHaveTextContent('80.00')
    await expect(canvas.getByRole('list', { name: 'Scores' }).parentElement).toHaveAttribute('data-sides', '2')
  },
}

export const Phone: Story = {
  args: { ...TwoPlayersMidLeg.args, className: 'w-[22rem]' },
  play: async ({ canvas }) => {
    const [first, second] = sidesOf(canvas.getByRole('list', { name: 'Scores' })) as [HTMLElement, HTMLElement]
    // Stacked: the second side sits below the first.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom)
  },
}

export const FourPlayers: Story = {
  args: {
    className: 'w-[72rem]',
    children: [
      <ScoreboardSide
        key="a"
        name="Fallon Sherrock"
        remaining={301}
        legs={0}
        average="62.10"
        darts={6}
        lastVisit={60}
      />,
      <ScoreboardSide
        key="b"
        name="Beau Greaves"
        remaining={245}
        legs={1}
        average="77.50"
        darts={6}
        lastVisit={140}
        hasStarted
      />,
      <ScoreboardSide
        key="c"
        name="Lisa Ashton"
        remaining={321}
        legs={0}
        average="60.00"
        darts={6}
        lastVisit={41}
        state="throwing"
      />,
      <ScoreboardSide key="d" name="Mikuru Suzuki" remaining={357} legs={1} average="43.20" darts={6} lastVisit={26} />,
    ],
  },
  play: async ({ canvas }) => {
    const sides = sidesOf(canvas.getByRole('list', { name: 'Scores' }))
    await expect(sides).toHaveLength(4)
    await expect(sides.filter((side) => side.getAttribute('aria-current') === 'true')).toHaveLength(1)
    await expect(sides[2]).toHaveAttribute('data-state', 'throwing')
    await expect(sides[1]).toHaveAttribute('data-started', 'true')
  },
}

export const SetsMatch: Story = {
  args: {
    className: 'w-[48rem]',
    children: [
      <ScoreboardSide
        key="a"
        name="Gerwyn Price"
        remaining={32}
        legs={2}
        sets={3}
        average="101.37"
        darts={12}
        lastVisit={140}
      />,
      <ScoreboardSide
        key="b"
        name="Peter Wright"
        remaining={96}
        legs={2}
        sets={3}
        average="97.02"
        darts={12}
        lastVisit={85}
        state="throwing"
        hasStarted
        checkout={<CheckoutHint route={['T20', 'D18']} label="You require 96" />}
      />,
    ],
  },
  play: async ({ canvas }) => {
    const sides = sidesOf(canvas.getByRole('list', { name: 'Scores' })) as [HTMLElement, HTMLElement]
    await expect(within(sides[0]).getByText('Sets').nextElementSibling).toHaveTextContent('3')
    await expect(within(sides[0]).getByText('Legs').nextElementSibling).toHaveTextContent('2')
  },
}

export const LargeVenue: Story = {
  args: {
    size: 'large',
    className: 'w-[80rem]',
    children: [
      <ScoreboardSide
        key="a"
        name="Luke Humphries"
        remaining={170}
        legs={4}
        sets={1}
        average="104.12"
        darts={12}
        lastVisit={140}
        state="throwing"
        checkout={<CheckoutHint variant="large" route={['T20', 'T20', 'BULL']} label="You require 170" />}
      />,
      <ScoreboardSide
        key="b"
        name="Rob Cross"
        remaining={201}
        legs={3}
        sets={1}
        average="99.80"
        darts={12}
        lastVisit={100}
        hasStarted
      />,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Scores' }).parentElement).toHaveAttribute('data-size', 'large')
    await expect(canvas.getByRole('list', { name: 'You require 170' })).toBeVisible()
  },
}

export const FinishedLeg: Story = {
  args: {
    className: 'w-[48rem]',
    children: [
      <ScoreboardSide
        key="a"
        name="Nathan Aspinall"
        remaining={0}
        legs={3}
        average="92.76"
        darts={15}
        lastVisit={36}
        state="won"
        hasStarted
      />,
      <ScoreboardSide
        key="b"
        name="Dave Chisnall"
        remaining={81}
        legs={1}
        average="84.00"
        darts={15}
        lastVisit="Bust"
      />,
    ],
  },
  play: async ({ canvas }) => {
    const sides = sidesOf(canvas.getByRole('list', { name: 'Scores' })) as [HTMLElement, HTMLElement]
    await expect(within(sides[0]).getByText('Leg won')).toBeVisible()
    await expect(sides[0]).toHaveAttribute('data-state', 'won')
    await expect(sides.some((side) => side.hasAttribute('aria-current'))).toBe(false)
    await expect(within(sides[1]).getByText('Last').nextElementSibling).toHaveTextContent('Bust')
  },
}

export const SinglePlayer: Story = {
  args: {
    children: (
      <ScoreboardSide name="Practice: Stephen Bunting" remaining={501} legs={0} darts={0} state="throwing" hasStarted />
    ),
  },
  play: async ({ canvas }) => {
    const [side] = sidesOf(canvas.getByRole('list', { name: 'Scores' })) as [HTMLElement]
    await expect(side).toHaveAttribute('aria-current', 'true')
    await expect(within(side).queryByText('Avg')).not.toBeInTheDocument()
  },
}
