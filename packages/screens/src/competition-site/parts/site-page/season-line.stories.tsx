import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SeasonLine } from './season-line'
import { site } from './site-page.story-helpers'
import { sitePartStory, WithSite } from './site-part.story-helpers'

/** The line as a page shows it: under the page's title (here the league's name, once the site has answered). */
function SeasonLineUnderTitle({ season }: { season?: string | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <WithSite season={season}>{({ context }) => <h1 className="text-2xl">{context.organisation.name}</h1>}</WithSite>
      <p data-testid="season-line" className="text-muted-foreground">
        <SeasonLine season={season} />
      </p>
    </div>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Season line',
  component: SeasonLineUnderTitle,
  args: { season: undefined },
  parameters: sitePartStory('/calendar'),
} satisfies Meta<typeof SeasonLineUnderTitle>

export default meta
type Story = StoryObj<typeof meta>

/** The current season's page: the season it shows, by its name. */
export const CurrentSeason: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Season ${site.currentSeason}`)).toBeVisible()
  },
}

/** Last season's page says that season. */
export const OtherSeason: Story = {
  args: { season: site.previousSeason },
  parameters: sitePartStory(`/${site.previousSeason}/calendar`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Season ${site.previousSeason}`)).toBeVisible()
    await expect(canvas.queryByText(`Season ${site.currentSeason}`)).not.toBeInTheDocument()
  },
}

/** A league without a season yet: no line at all. */
export const NoSeason: Story = {
  parameters: sitePartStory('/calendar', { state: 'noSeason' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: site.name })
    await expect(canvas.getByTestId('season-line')).toBeEmptyDOMElement()
  },
}

/** While the site loads, the line waits: nothing half-said. */
export const Loading: Story = {
  parameters: sitePartStory('/calendar', { state: 'loading' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('season-line')).toBeEmptyDOMElement()
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
  },
}

export const InFrench: Story = {
  globals: { locale: 'fr' },
  parameters: sitePartStory('/fr/calendar'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Saison ${site.currentSeason}`)).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByText(`Season ${site.currentSeason}`)).toBeVisible()
  },
}
