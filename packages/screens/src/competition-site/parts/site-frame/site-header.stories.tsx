import type { CompetitionSiteContext } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { changedSiteAnswer, site } from '../site-page/site-page.story-helpers'
import { sitePartStory, WithSite } from '../site-page/site-part.story-helpers'
import { SiteHeader } from './site-header'

/** The header as the site's frame gives it: the site's context of the season of the path. */
function SiteHeaderOfTheSite({ season }: { season?: string | undefined }) {
  return <WithSite season={season}>{({ context }) => <SiteHeader context={context} season={season} />}</WithSite>
}

const meta = {
  title: 'screens/Competition site/Parts/Site header',
  component: SiteHeaderOfTheSite,
  args: { season: undefined },
  parameters: { ...sitePartStory('/'), layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeaderOfTheSite>

export default meta
type Story = StoryObj<typeof meta>

/** The same part of the site, with its context changed (another colour, other pages shown). */
const changedContext = (change: (context: CompetitionSiteContext) => CompetitionSiteContext) => ({
  ...sitePartStory('/', {}, [changedSiteAnswer<CompetitionSiteContext>('', change)]),
  layout: 'fullscreen',
})

const siteMenu = async () => within(await screen.findByRole('navigation', { name: 'Site menu' }))
const bannerOf = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="site-banner"]')

/**
 * The league's name on its colour, linking home; the menu of every page it shows, the home marked as the page on
 * show; the season shown, the language and the colour mode.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const menu = await siteMenu()
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'First division',
      'Second division',
      'News',
      'Matches',
      'Cup',
      'Individual leaderboards',
      'Documents',
      'Board',
      'Help',
    ])
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/calendar')
    await expect(menu.getByRole('link', { name: 'Matches' })).not.toHaveAttribute('aria-current')

    const banner = bannerOf(canvasElement) as HTMLElement
    await expect(banner).toHaveAttribute('data-colours', 'league')
    await expect(banner.style.getPropertyValue('--site-colour')).toBe('#0f766e')
    await expect(within(banner).getByRole('link', { name: site.name })).toHaveAttribute('href', '/')

    const header = within(screen.getByRole('banner'))
    await expect(header.getByRole('button', { name: `Season ${site.currentSeason}` })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Language' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Colour mode' })).toBeVisible()
  },
}

/** A team's page: its division is the menu's current section, and the home is no longer current. */
export const InASection: Story = {
  parameters: {
    ...sitePartStory(`/groups/${site.divisions.first}/teams/${site.team}`),
    layout: 'fullscreen',
  },
  play: async () => {
    const menu = await siteMenu()
    await expect(menu.getByRole('link', { name: 'First division' })).toHaveAttribute('aria-current', 'true')
    await expect(menu.getByRole('link', { name: 'Second division' })).not.toHaveAttribute('aria-current')
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

/** Last season's matches: the menu's links and the banner's stay in that season, and its season is shown. */
export const OtherSeason: Story = {
  args: { season: site.previousSeason },
  parameters: { ...sitePartStory(`/${site.previousSeason}/calendar`), layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const menu = await siteMenu()
    await expect(menu.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', `/${site.previousSeason}`)
    await expect(within(bannerOf(canvasElement) as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/${site.previousSeason}`,
    )
    await expect(screen.getByRole('button', { name: `Season ${site.previousSeason}` })).toBeVisible()
  },
}

/** On a phone the menu hides behind "Menu": it opens the list, and Escape closes it with the focus back on it. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = await siteMenu()
    await expect(menu.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Cup' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    await expect(toggle).toHaveFocus()
    await expect(menu.queryByRole('link', { name: 'Cup' })).not.toBeInTheDocument()
  },
}

/** A league without a colour and showing only the pages it always has: the platform's colours, a shorter menu. */
export const PlatformColours: Story = {
  parameters: changedContext((context) => ({
    ...context,
    organisation: { ...context.organisation, primary_colour: null, logo_url: '/favicon.svg', pages: [] },
  })),
  play: async ({ canvasElement }) => {
    const menu = await siteMenu()
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'First division',
      'Second division',
      'Individual leaderboards',
    ])
    const banner = bannerOf(canvasElement) as HTMLElement
    await expect(banner).toHaveAttribute('data-colours', 'platform')
    // The logo beside the name says nothing of its own.
    await expect(banner.querySelector('img')).toHaveAttribute('alt', '')
  },
}

/** A light league colour: its name is written in black. */
export const LightColour: Story = {
  parameters: changedContext((context) => ({
    ...context,
    organisation: { ...context.organisation, primary_colour: '#facc15' },
  })),
  play: async ({ canvasElement }) => {
    await siteMenu()
    const banner = bannerOf(canvasElement) as HTMLElement
    await expect(banner.style.getPropertyValue('--site-ink')).toBe('#000000')
    await expect(getComputedStyle(within(banner).getByRole('link')).color).toBe('rgb(0, 0, 0)')
  },
}

/** In German: the menu's words in German, its links in German pages. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  parameters: { ...sitePartStory('/de'), layout: 'fullscreen' },
  play: async () => {
    const menu = within(await screen.findByRole('navigation', { name: 'Seitenmenü' }))
    const home = menu.getByRole('link', { name: 'Start' })
    await expect(home).toHaveAttribute('href', '/de')
    await expect(home).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `/de/groups/${site.divisions.first}/standings`,
    )
    await expect(menu.getByRole('link', { name: 'Begegnungen' })).toHaveAttribute('href', '/de/calendar')
    await expect(menu.getByRole('link', { name: 'Pokal' })).toHaveAttribute('href', '/de/cup')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect((await siteMenu()).getByRole('link', { name: 'Home' })).toBeVisible()
  },
}
