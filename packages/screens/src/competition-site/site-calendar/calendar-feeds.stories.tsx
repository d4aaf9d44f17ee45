import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { site } from '../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSite } from '../parts/site-page/site-part.story-helpers'
import { CalendarFeeds } from './calendar-feeds'
import { noCalendarFilters, type CalendarFilters } from './calendar-filters'

/** The feeds as the calendar page gives them: the site's context and address, the matches chosen. */
function SiteCalendarFeeds({
  season,
  filters,
  scope,
}: {
  season?: string | undefined
  filters: CalendarFilters
  scope: string
}) {
  return (
    <WithSite season={season}>
      {({ context, siteRef }) => (
        <div className="max-w-xl">
          <CalendarFeeds context={context} siteRef={siteRef} filters={filters} scope={scope} />
        </div>
      )}
    </WithSite>
  )
}

const feedBase = `http://${site.host}/api/competition/${site.domain}/calendar.ics`
const webcalBase = feedBase.replace('http://', 'webcal://')

const meta = {
  title: 'screens/Competition site/Parts/Calendar feeds',
  component: SiteCalendarFeeds,
  args: { season: undefined, filters: noCalendarFilters, scope: 'The whole season' },
  parameters: sitePartStory('/calendar'),
} satisfies Meta<typeof SiteCalendarFeeds>

export default meta
type Story = StoryObj<typeof meta>

/** The text selected in a field. */
const selectionOf = (input: HTMLElement) => {
  const field = input as HTMLInputElement
  return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)
}
/** What the stubbed clipboard was given. */
let copied: string[] = []

const feedsRegion = async () => within(await screen.findByRole('region', { name: 'In your calendar' }))
const chosenFeed = (element: HTMLElement) =>
  within(element.querySelector<HTMLElement>('[data-slot="calendar-chosen-feed"]') as HTMLElement)

/**
 * The whole season's iCalendar feed: subscribe (webcal), download (.ics) or copy the address, each named after
 * the matches it holds; the scope is said above it.
 */
export const WholeSeason: Story = {
  play: async ({ canvasElement }) => {
    const feeds = await feedsRegion()
    await expect(
      feeds.getByText('The whole season: subscribe once and your calendar follows every change of date.'),
    ).toBeVisible()
    const chosen = chosenFeed(canvasElement)
    await expect(chosen.getByRole('link', { name: 'Subscribe: The whole season' })).toHaveAttribute('href', webcalBase)
    await expect(chosen.getByRole('link', { name: 'Download (.ics): The whole season' })).toHaveAttribute(
      'href',
      feedBase,
    )
    // The address to paste into a calendar app, selected as the visitor goes into it.
    const address = chosen.getByRole('textbox', { name: 'Calendar address, to add in a calendar app' })
    await expect(address).toHaveValue(feedBase)
    await expect(address).toHaveAttribute('readonly')
    // By keyboard: the two links, then the address, which is selected whole to copy.
    await userEvent.tab()
    await expect(chosen.getByRole('link', { name: 'Subscribe: The whole season' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    await expect(address).toHaveFocus()
    await waitFor(() => expect(selectionOf(address)).toBe(feedBase))
  },
}

/** The matches of one team: its own feed. */
export const OneTeam: Story = {
  args: { filters: { division: null, team: site.team }, scope: 'The Arrows' },
  play: async ({ canvasElement }) => {
    const feeds = await feedsRegion()
    await expect(feeds.getByText(/^The Arrows: subscribe once/)).toBeVisible()
    const chosen = chosenFeed(canvasElement)
    await expect(chosen.getByRole('link', { name: 'Subscribe: The Arrows' })).toHaveAttribute(
      'href',
      `${webcalBase}?team=${site.team}`,
    )
    await expect(chosen.getByRole('textbox')).toHaveValue(`${feedBase}?team=${site.team}`)
  },
}

/** The matches of one division. */
export const OneDivision: Story = {
  args: { filters: { division: site.divisions.second, team: null }, scope: 'Second division' },
  play: async ({ canvasElement }) => {
    await feedsRegion()
    await expect(
      chosenFeed(canvasElement).getByRole('link', { name: 'Download (.ics): Second division' }),
    ).toHaveAttribute('href', `${feedBase}?division=${site.divisions.second}`)
  },
}

/** Last season's matches: its feeds are that season's. */
export const OtherSeason: Story = {
  args: { season: site.previousSeason },
  parameters: sitePartStory(`/${site.previousSeason}/calendar`),
  play: async ({ canvasElement }) => {
    await feedsRegion()
    await expect(
      chosenFeed(canvasElement).getByRole('link', { name: 'Download (.ics): The whole season' }),
    ).toHaveAttribute('href', `${feedBase}?season=${site.previousSeason}`)
  },
}

/**
 * Every division's and team's feed, by division, behind a disclosure: opened, each division lists its teams, each
 * with its own feed.
 */
export const EveryFeed: Story = {
  play: async ({ canvasElement }) => {
    const feeds = await feedsRegion()
    const summary = feeds.getByText('The calendar of each division and team')
    const details = summary.closest('details') as HTMLDetailsElement
    await expect(details.open).toBe(false)
    await expect(feeds.getByRole('link', { name: 'Subscribe: First division' })).not.toBeVisible()
    await userEvent.click(summary)
    await waitFor(() => expect(details.open).toBe(true))
    await expect(feeds.getByRole('heading', { level: 3, name: 'First division' })).toBeVisible()
    await expect(feeds.getByRole('heading', { level: 3, name: 'Second division' })).toBeVisible()
    await expect(feeds.getByRole('link', { name: 'Subscribe: First division' })).toHaveAttribute(
      'href',
      `${webcalBase}?division=${site.divisions.first}`,
    )
    const first = canvasElement.querySelector<HTMLElement>(`[data-division="${site.divisions.first}"]`)
    const arrows = within(first?.querySelector<HTMLElement>(`[data-team="${site.team}"]`) as HTMLElement)
    await expect(arrows.getByRole('link', { name: 'Download (.ics): The Arrows' })).toHaveAttribute(
      'href',
      `${feedBase}?team=${site.team}`,
    )
    await expect(arrows.getByRole('link', { name: 'Subscribe: The Arrows' })).toHaveAttribute(
      'href',
      `${webcalBase}?team=${site.team}`,
    )
    // The cups have their feeds as well.
    await expect(feeds.getByRole('link', { name: 'Subscribe: League Cup' })).toBeVisible()
    await userEvent.click(summary)
    await waitFor(() => expect(details.open).toBe(false))
    await expect(feeds.getByRole('link', { name: 'Subscribe: First division' })).not.toBeVisible()
  },
}

/** "Copy" puts the address on the clipboard and says so. */
export const Copy: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
    })
    copied = written
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original)
      else Reflect.deleteProperty(navigator, 'clipboard')
    }
  },
  play: async () => {
    const feeds = await feedsRegion()
    await userEvent.click(feeds.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(screen.getByText('The address is copied')).toBeVisible())
    await expect(copied).toEqual([feedBase])
  },
}

/** The clipboard refuses: the visitor is told to copy the address themselves. */
export const CopyFails: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')) },
    })
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original)
      else Reflect.deleteProperty(navigator, 'clipboard')
    }
  },
  play: async () => {
    const feeds = await feedsRegion()
    await userEvent.click(feeds.getByRole('button', { name: 'Copy' }))
    await waitFor(() =>
      expect(screen.getByText('The address could not be copied: select it and copy it yourself')).toBeVisible(),
    )
  },
}

/** On a phone, in French: the glossary's words, each link named after its matches. */
export const PhoneInFrench: Story = {
  args: { scope: 'Toute la saison' },
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory('/fr/calendar'),
  play: async ({ canvasElement }) => {
    await screen.findByRole('region', { name: 'Dans votre agenda' })
    const chosen = chosenFeed(canvasElement)
    await expect(chosen.getByRole('link', { name: /^S’abonner\s:\sToute la saison$/ })).toHaveAttribute(
      'href',
      webcalBase,
    )
    await expect(chosen.getByRole('link', { name: /^Télécharger \(\.ics\)\s:\sToute la saison$/ })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect((await feedsRegion()).getByRole('button', { name: 'Copy' })).toBeVisible()
  },
}
