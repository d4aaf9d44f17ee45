import type { CompetitionSiteContext } from '@oche/api'
import { mockError, mockPending } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { changedSiteAnswer, site, siteStory } from '../site-page/site-page.story-helpers'
import { SiteFrame } from './site-frame'

const meta = {
  title: 'screens/Competition site/Site frame',
  component: SiteFrame,
  args: {
    season: undefined,
    title: 'Page title',
    description: 'What the page is about',
    children: <p>The page’s content.</p>,
  },
  parameters: siteStory('/'),
} satisfies Meta<typeof SiteFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The site's context as the league's page reads it, changed: another colour, other pages shown. */
const changedContext = (change: (context: CompetitionSiteContext) => CompetitionSiteContext) =>
  changedSiteAnswer<CompetitionSiteContext>('', change)

const siteNav = () => screen.getByRole('navigation', { name: 'Site menu' })

/**
 * The league's site in its own name and colour: the banner links home, the menu lists every page the league shows
 * (the home marked as the current page), the season, language and colour mode, the page's title in `main`, and
 * "Powered by Oche" at the foot.
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Page title' })
    const main = canvas.getByRole('main')
    await expect(within(main).getByRole('heading', { level: 1, name: 'Page title' })).toBeVisible()
    await expect(within(main).getByText('The page’s content.')).toBeVisible()

    const banner = canvasElement.querySelector<HTMLElement>('[data-slot="site-banner"]')
    await expect(banner).toHaveAttribute('data-colours', 'league')
    await expect(banner?.style.getPropertyValue('--site-colour')).toBe('#0f766e')
    await expect(banner?.style.getPropertyValue('--site-ink')).toBe('#ffffff')
    await expect(within(banner as HTMLElement).getByRole('link', { name: site.name })).toHaveAttribute('href', '/')

    const links = within(siteNav()).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
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
    await expect(within(siteNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(within(siteNav()).getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/standings`,
    )
    await expect(within(siteNav()).getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/calendar')
    await expect(within(siteNav()).getByRole('link', { name: 'Cup' })).toHaveAttribute('href', '/cup')
    await expect(within(siteNav()).getByRole('link', { name: 'Individual leaderboards' })).toHaveAttribute(
      'href',
      '/individual/180-171',
    )
    await expect(canvas.getByRole('button', { name: 'Language' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Colour mode' })).toBeVisible()
    // The app's own header is not on a league's site.
    await expect(canvas.queryByRole('link', { name: 'Tournaments' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Powered by Oche')
  },
}

/** A page below a menu entry marks that entry as its section; the page itself is not in the menu. */
export const InASection: Story = {
  parameters: siteStory(`/groups/${site.divisions.first}/teams`),
  play: async () => {
    await waitFor(() => expect(siteNav()).toBeVisible())
    await expect(within(siteNav()).getByRole('link', { name: 'First division' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(within(siteNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

/**
 * Another season: its pages are under `/{season}`, the menu's links stay in it, and the season menu goes to the
 * same page of each season (the current season's without a season in its address).
 */
export const OtherSeason: Story = {
  args: { season: site.previousSeason },
  parameters: siteStory(`/${site.previousSeason}/calendar`),
  play: async ({ canvas }) => {
    await waitFor(() => expect(siteNav()).toBeVisible())
    await expect(within(siteNav()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      `/${site.previousSeason}`,
    )
    await expect(within(siteNav()).getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page')
    const seasonMenu = canvas.getByRole('button', { name: /^Season/ })
    await expect(seasonMenu).toHaveAccessibleName(/2025/)
    await userEvent.click(seasonMenu)
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    await expect(items).toHaveLength(2)
    const current = items.find((item) => item.textContent?.includes('Current season')) as HTMLElement
    await expect(current).toHaveAttribute('href', '/calendar')
    const shown = items.find((item) => item.getAttribute('aria-current') === 'page') as HTMLElement
    await expect(shown).toHaveAttribute('href', `/${site.previousSeason}/calendar`)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    // The button as the menu's code draws it, once loaded by the press: the focus is back on it.
    await expect(canvas.getByRole('button', { name: /^Season/ })).toHaveFocus()
  },
}

/** On a match's page the season menu goes to each season's home: the other season has no such match. */
export const SeasonMenuFromAMatch: Story = {
  parameters: siteStory(`/matches/${site.matches.live}`),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Season/ }))
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    await expect(items.map((item) => item.getAttribute('href')).sort()).toEqual(['/', `/${site.previousSeason}`])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/**
 * On a phone the menu is a disclosure: "Menu" shows and hides the list, Escape closes it and gives the focus back
 * to the button.
 */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(within(siteNav()).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    await expect(within(list).getByRole('link', { name: 'Home' })).toBeVisible()
    await userEvent.tab()
    await expect(within(list).getByRole('link', { name: 'Home' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await expect(within(list).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
  },
}

/**
 * A league without a colour, a logo shown, and only the pages it always has: the platform's colours, and no
 * matches, cup or help in the menu.
 */
export const PlatformColours: Story = {
  parameters: siteStory('/', {}, [
    changedContext((context) => ({
      ...context,
      organisation: {
        ...context.organisation,
        primary_colour: null,
        logo_url: '/favicon.svg',
        pages: [],
      },
    })),
  ]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Page title' })
    const banner = canvasElement.querySelector<HTMLElement>('[data-slot="site-banner"]')
    await expect(banner).toHaveAttribute('data-colours', 'platform')
    // The logo is beside the league's name, which says whose it is.
    await expect(banner?.querySelector('img')).toHaveAttribute('alt', '')
    const links = within(siteNav()).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'First division',
      'Second division',
      'Individual leaderboards',
    ])
  },
}

/** A light league colour gets dark text. */
export const LightColour: Story = {
  parameters: siteStory('/', {}, [
    changedContext((context) => ({ ...context, organisation: { ...context.organisation, primary_colour: '#facc15' } })),
  ]),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Page title' })
    const banner = canvasElement.querySelector<HTMLElement>('[data-slot="site-banner"]')
    await expect(banner?.style.getPropertyValue('--site-ink')).toBe('#000000')
  },
}

/** The site loads: the frame says so until it knows the league. */
export const Loading: Story = {
  parameters: siteStory('/', {}, [mockPending('get', '/competition/:domain')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the league’s website')
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    await expect(canvas.getByRole('main')).toBeInTheDocument()
  },
}

/** The site could not be reached: the whole page says so, with a retry. */
export const Error: Story = {
  parameters: siteStory('/', {}, [
    mockError('get', '/competition/:domain', 500, { message: 'Something went wrong on our side.' }),
  ]),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'The league’s website could not be loaded',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Language' })).toBeVisible()
  },
}

/** A season the league does not have: the way to its current season. */
export const NotFound: Story = {
  args: { season: '1999-00' },
  parameters: siteStory('/1999-00'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This season cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the current season' })).toHaveAttribute('href', '/')
  },
}

/** An address that is no league's website (its domain was removed from the league). */
export const NoSite: Story = {
  parameters: { ...siteStory('/'), host: 'unknown.localhost' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No league website here' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument()
  },
}

/** In French: the menu in the page's language, the league's own names as they are. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: 'Menu du site' })
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr')
    await expect(within(nav).getByRole('link', { name: 'Rencontres' })).toHaveAttribute('href', '/fr/calendar')
    await expect(screen.getByRole('contentinfo')).toHaveTextContent('Propulsé par Oche')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page title' })).toBeVisible()
  },
}
