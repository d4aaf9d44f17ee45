import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardGameFixtures, publicEventBoardsLiveFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { EventResults } from './event-results'
import { storyEvent } from './event.story-helpers'

const meta = {
  title: 'screens/Events/Event page/Event results',
  component: EventResults,
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
  args: { results: publicEventBoardsLiveFixture.recent, event: storyEvent, showZone: false },
} satisfies Meta<typeof EventResults>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="result"]')]

/** Latest first, the winner and walkover marked; the time in the event's zone; each opens its game page. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest results' })).toBeVisible()
    const [latest, earlier] = rows(canvasElement)
    await expect(latest).toHaveTextContent('Ryan Joyce1Kim Huybrechts(winner)3')
    await expect(within(latest!).getByText('20:50')).toBeVisible()
    await expect(earlier).toHaveAttribute('data-walkover', 'true')
    await expect(within(earlier!).getByText('Walkover')).toBeVisible()
    const link = within(latest!).getByRole('link', {
      name: 'Brabant Open Singles · Groups · Group A: Ryan Joyce – Kim Huybrechts',
    })
    await expect(link).toHaveAttribute(
      'href',
      expect.stringContaining(`/tournaments/${boardGameFixtures.finishedEarlier.tournament.id}`),
    )
    await userEvent.click(link)
  },
}

/** Given in any order, shown latest first. */
export const SortedLatestFirst: Story = {
  args: { results: [boardGameFixtures.walkedOver, boardGameFixtures.confirming, boardGameFixtures.finishedEarlier] },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement).map((row) => row.querySelector('li')?.textContent)).toEqual([
      'Dimitri Van den Bergh(winner)3',
      'Ryan Joyce1',
      'Jermaine Wattimena(winner)3',
    ])
  },
}

/** A viewer in another zone sees the zone named by the times. */
export const OtherTimeZone: Story = {
  args: { showZone: true },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[0]!.querySelector('time')?.textContent).toMatch(/20:50.*(CET|GMT\+1)/)
  },
}

/** Nothing finished yet. */
export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games have finished yet.')).toBeVisible()
  },
}
