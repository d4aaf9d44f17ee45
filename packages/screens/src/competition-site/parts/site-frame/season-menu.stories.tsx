import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { site } from '../site-page/site-page.story-helpers'
import { sitePartStory, WithSite } from '../site-page/site-part.story-helpers'
import { SeasonMenu } from './season-menu'

/** The season menu as the site's header gives it: the season the page shows and the league's seasons. */
function SiteSeasonMenu({ season }: { season?: string | undefined }) {
  return (
    <WithSite season={season}>
      {({ context }) =>
        context.season ? (
          <div className="flex justify-end">
            <SeasonMenu shown={context.season} seasons={context.seasons} />
          </div>
        ) : null
      }
    </WithSite>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Season menu',
  component: SiteSeasonMenu,
  args: { season: undefined },
  parameters: sitePartStory('/'),
} satisfies Meta<typeof SiteSeasonMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the menu as a visitor does and gives its items: the current season's, the other one's, the shown one's. */
async function openSeasons(name: RegExp = /^Season/) {
  await userEvent.click(await screen.findByRole('button', { name }))
  const menu = await screen.findByRole('menu')
  // The button as the menu's code draws it (the press loaded it in place of the one drawn first), hidden from
  // assistive technology while the menu is open.
  const trigger = screen.getByRole('button', { name, hidden: true })
  const items = within(menu).getAllByRole('menuitem')
  const current = items.find((item) => item.textContent?.includes('Current season'))
  const other = items.find((item) => !item.textContent?.includes('Current season'))
  const shown = items.find((item) => item.getAttribute('aria-current') === 'page')
  return { trigger, menu, items, current, other, shown }
}

/**
 * On the home of the current season: the button names the season shown; opened, it lists the league's two seasons,
 * the shown one ticked and marked as the page, each going to its season's home.
 */
export const CurrentSeason: Story = {
  play: async () => {
    const { trigger, menu, items, current, other, shown } = await openSeasons()
    await expect(trigger).toHaveAccessibleName(`Season ${site.currentSeason}`)
    await expect(within(menu).getByText('Seasons')).toBeVisible()
    await expect(items).toHaveLength(2)
    await expect(shown).toBe(current)
    await expect(current).toHaveTextContent(site.currentSeason)
    await expect(current).toHaveAttribute('href', '/')
    await expect(other).toHaveTextContent(site.previousSeason)
    await expect(other).toHaveAttribute('href', `/${site.previousSeason}`)
    await expect(other).not.toHaveAttribute('aria-current')
    // Down to the other season with the keyboard, and closed again with Escape: the focus goes back to the button.
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement).toBe(items[0]))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement).toBe(items[1]))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

/** On a page of the whole season (the matches): each season's item goes to that season's matches. */
export const OnTheCalendar: Story = {
  parameters: sitePartStory('/calendar'),
  play: async () => {
    const { current, other } = await openSeasons()
    await expect(current).toHaveAttribute('href', '/calendar')
    await expect(other).toHaveAttribute('href', `/${site.previousSeason}/calendar`)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** Last season's page: that season is the one shown and ticked; the current season's item leaves it. */
export const OtherSeason: Story = {
  args: { season: site.previousSeason },
  parameters: sitePartStory(`/${site.previousSeason}/calendar`),
  play: async () => {
    const { trigger, current, other, shown } = await openSeasons()
    await expect(trigger).toHaveAccessibleName(`Season ${site.previousSeason}`)
    await expect(shown).toBe(other)
    await expect(other).toHaveAttribute('href', `/${site.previousSeason}/calendar`)
    await expect(current).toHaveAttribute('href', '/calendar')
    await expect(current).not.toHaveAttribute('aria-current')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** On a team's page: the other season may not have the team, so its item goes to that season's home. */
export const FromATeam: Story = {
  parameters: sitePartStory(`/groups/${site.divisions.first}/teams/${site.team}`),
  play: async () => {
    const { items } = await openSeasons()
    await expect(items.map((item) => item.getAttribute('href')).sort()).toEqual(['/', `/${site.previousSeason}`])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** In French on a phone: the season's words in French, every season's link in the page's language. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory('/fr/calendar'),
  play: async () => {
    const trigger = await screen.findByRole('button', { name: /^Saison/ })
    await expect(trigger).toHaveAccessibleName(`Saison ${site.currentSeason}`)
    await userEvent.click(trigger)
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByText('Saisons')).toBeVisible()
    const items = within(menu).getAllByRole('menuitem')
    const current = items.find((item) => item.textContent?.includes('Saison en cours'))
    await expect(current).toHaveAttribute('href', '/fr/calendar')
    await expect(items.map((item) => item.getAttribute('href')).sort()).toEqual([
      `/fr/${site.previousSeason}/calendar`,
      '/fr/calendar',
    ])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    const { items } = await openSeasons()
    await expect(items).toHaveLength(2)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}
