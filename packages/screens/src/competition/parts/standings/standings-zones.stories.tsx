import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StandingsZonesLegend } from './standings-zones'

// Under a division's table: which places go up and which go down at the end of the season, in words.

const meta = {
  title: 'screens/Competition/Standings/Zones legend',
  component: StandingsZonesLegend,
  args: { zones: { promotion: 2, relegation: 2, teams: 10 } },
} satisfies Meta<typeof StandingsZonesLegend>

export default meta
type Story = StoryObj<typeof meta>

const legend = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="standings-zones"]')

/** Two up and two down: both ranges in words. */
export const UpAndDown: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Promotion places: 1–2')).toBeVisible()
    await expect(canvas.getByText('Relegation places: 9–10')).toBeVisible()
  },
}

/** One place each way: the singular. */
export const OnePlaceEach: Story = {
  args: { zones: { promotion: 1, relegation: 1, teams: 8 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Promotion place: 1')).toBeVisible()
    await expect(canvas.getByText('Relegation place: 8')).toBeVisible()
  },
}

/** The highest division: nobody goes up, only the bottom goes down. */
export const RelegationOnly: Story = {
  args: { zones: { promotion: 0, relegation: 3, teams: 10 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Relegation places: 8–10')).toBeVisible()
    await expect(canvas.queryByText(/Promotion/)).not.toBeInTheDocument()
  },
}

/** More zone places than teams: promotion first, relegation only for what is left. */
export const Overlapping: Story = {
  args: { zones: { promotion: 3, relegation: 3, teams: 4 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Promotion places: 1–3')).toBeVisible()
    await expect(canvas.getByText('Relegation place: 4')).toBeVisible()
  },
}

/** No places up or down: no legend at all. */
export const NoZones: Story = {
  args: { zones: { promotion: 0, relegation: 0, teams: 10 } },
  play: async ({ canvasElement }) => {
    await expect(legend(canvasElement)).toBeNull()
  },
}

/** In French, with the narrow no-break space before the colon. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const up = await canvas.findByText(/^Places de montée/)
    await expect(up.textContent).toBe('Places de montée\u202f: 1–2')
    await expect(canvas.getByText(/^Places de descente/)).toBeVisible()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByText('Promotion places: 1–2')).toBeVisible()
  },
}
