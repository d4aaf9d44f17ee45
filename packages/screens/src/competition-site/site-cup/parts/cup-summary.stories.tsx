import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { site } from '../../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSiteCup } from '../../parts/site-page/site-part.story-helpers'
import { CupSummary } from './cup-summary'

/** The summary as a cup's page gives it, under the cup's name: the cup as the site reads it. */
function SiteCupSummary({ cup }: { cup: string }) {
  return (
    <WithSiteCup cup={cup}>
      {(found) => (
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{found.name}</h1>
          <CupSummary cup={found} />
        </div>
      )}
    </WithSiteCup>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Cup summary',
  component: SiteCupSummary,
  args: { cup: site.cups.groups },
  parameters: sitePartStory(`/cup/${site.cups.groups}/bracket`),
} satisfies Meta<typeof SiteCupSummary>

export default meta
type Story = StoryObj<typeof meta>

const summaryOf = (element: HTMLElement) =>
  within(element.querySelector<HTMLElement>('[data-slot="cup-summary"]') as HTMLElement)

/** A cup won: finished, its groups-then-knockout format with a plate, and its winner with a trophy. */
export const Finished: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Shield' })
    const summary = summaryOf(canvasElement)
    await expect(summary.getByText('Finished')).toBeVisible()
    await expect(
      summary.getByText(/^Groups of up to \d+, then a knockout for the best \d+ of each, with a plate$/),
    ).toBeVisible()
    await expect(summary.getByText('Winner: Treble Trouble')).toBeVisible()
  },
}

/** A straight draw being played: under way, no winner yet. */
export const UnderWay: Story = {
  args: { cup: site.cups.drawn },
  parameters: sitePartStory(`/cup/${site.cups.drawn}/bracket`),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'League Cup' })
    const summary = summaryOf(canvasElement)
    await expect(summary.getByText('Under way')).toBeVisible()
    await expect(summary.getByText('Straight draw')).toBeVisible()
    await expect(summary.queryByText(/^Winner/)).not.toBeInTheDocument()
  },
}

/** A cup not drawn yet: its entries are open. */
export const EntriesOpen: Story = {
  args: { cup: site.cups.open },
  parameters: sitePartStory(`/cup/${site.cups.open}/bracket`),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Winter Cup' })
    const summary = summaryOf(canvasElement)
    await expect(summary.getByText('Entries open')).toBeVisible()
    await expect(summary.queryByText(/^Winner/)).not.toBeInTheDocument()
  },
}

/** In German: the state, the format and the winner in German. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  parameters: sitePartStory(`/de/cup/${site.cups.groups}/bracket`),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Shield' })
    const summary = summaryOf(canvasElement)
    await expect(summary.getByText('Beendet')).toBeVisible()
    await expect(summary.getByText(/, mit Trostrunde$/)).toBeVisible()
    await expect(summary.getByText(/^Sieger\s?: Treble Trouble$/)).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await canvas.findByRole('heading', { level: 1, name: 'Shield' })
    await expect(summaryOf(canvasElement).getByText('Winner: Treble Trouble')).toBeVisible()
  },
}
