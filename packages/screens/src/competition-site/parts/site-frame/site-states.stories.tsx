import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormattedMessage } from 'react-intl'
import { expect, fn, userEvent, within } from 'storybook/test'
import { siteDivisionMessages } from '../site-division'
import { site } from '../site-page/site-page.story-helpers'
import { sitePartStory } from '../site-page/site-part.story-helpers'
import { SiteLoadError, SiteLoading, SiteNotFound } from './site-states'

const retry = fn()

const meta = {
  title: 'screens/Competition site/Parts/Site states',
  component: SiteNotFound,
  args: { title: <FormattedMessage {...siteDivisionMessages.notFound} />, season: undefined },
  parameters: sitePartStory(`/groups/relegated/standings`),
  beforeEach: () => {
    retry.mockClear()
  },
} satisfies Meta<typeof SiteNotFound>

export default meta
type Story = StoryObj<typeof meta>

/** What the page is about is not there (a mistyped division): says so, and leads to the site's home. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
    await expect(canvas.getByText('The link may be mistyped, or the page was removed.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

/** Not there in another season: the way on is that season's home. */
export const NotFoundInASeason: Story = {
  args: { season: site.previousSeason },
  parameters: sitePartStory(`/${site.previousSeason}/groups/relegated/standings`),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      `/${site.previousSeason}`,
    )
  },
}

/** A page the league does not show (its fixture list): why, instead of a mistyped link. */
export const NotShown: Story = {
  args: {
    title: 'This league has no fixture list here',
    description: 'Its matches are on the home page and on each division’s page.',
  },
  parameters: sitePartStory('/calendar'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This league has no fixture list here' })).toBeVisible()
    await expect(canvas.getByText('Its matches are on the home page and on each division’s page.')).toBeVisible()
    await expect(canvas.queryByText('The link may be mistyped, or the page was removed.')).not.toBeInTheDocument()
  },
}

/** The page's data could not be loaded: an alert that says so, and "Try again" asks again. */
export const LoadError: Story = {
  render: () => <SiteLoadError title="The standings could not be loaded" onRetry={retry} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: 'The standings could not be loaded' })).toBeVisible()
    await expect(alert).toHaveTextContent('Oche could not be reached. Check your connection and try again.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalledTimes(1)
  },
}

/** The page's data loads: skeleton blocks, announced to screen readers as what is loading. */
export const Loading: Story = {
  render: () => <SiteLoading label="Loading the standings" rows={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the standings')
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
  },
}

/** In German: the words and the way home in German. */
export const NotFoundInGerman: Story = {
  globals: { locale: 'de' },
  parameters: sitePartStory('/de/groups/relegated/standings'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Der Link ist vielleicht falsch geschrieben, oder die Seite wurde entfernt.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de')
  },
}

/** In German, the failure and its retry. */
export const LoadErrorInGerman: Story = {
  globals: { locale: 'de' },
  render: () => <SiteLoadError title="Die Tabelle konnte nicht geladen werden" onRetry={retry} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }))
    await expect(retry).toHaveBeenCalledTimes(1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}
