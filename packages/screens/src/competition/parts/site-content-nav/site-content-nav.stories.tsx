import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { SiteContentNav } from './site-content-nav'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}/site`

const meta = {
  title: 'screens/Competition/Parts/Site content nav',
  component: SiteContentNav,
  args: { org, season, current: 'news' },
} satisfies Meta<typeof SiteContentNav>

export default meta
type Story = StoryObj<typeof meta>

/** The public site's admin pages, the one shown marked as the current page. */
export const News: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Public site' }))
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', `${base}/settings`)
    await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', `${base}/documents`)
    await expect(nav.getByRole('link', { name: 'Board members' })).toHaveAttribute('href', `${base}/board-members`)
    await expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current')
  },
}

/** In German, on the board members' page. */
export const GermanBoardMembers: Story = {
  globals: { locale: 'de' },
  args: { current: 'board-members' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Öffentliche Website' }))
    await expect(nav.getByRole('link', { name: 'Vorstandsmitglieder' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Neuigkeiten' })).toHaveAttribute('href', `/de${base}/news`)
  },
}
