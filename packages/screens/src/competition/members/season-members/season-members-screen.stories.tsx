import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers, emptyCurrentSeason } from '../../story-helpers/competition.story-helpers'
import {
  memberApiPaths,
  memberStoryLeague,
  memberStoryPaths,
  memberStorySlugs,
  transferInStore,
} from '../parts/members.story-helpers'
import { SeasonMembersScreen } from './season-members-screen'

const { org, season } = memberStorySlugs

const meta = {
  title: 'screens/Competition/Members/Season members',
  component: SeasonMembersScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: memberStoryPaths.seasonMembers,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SeasonMembersScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: 'Players of the season' }))
    .getAllByRole('row')
    .slice(1)

async function choose(canvas: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: field }))
  await userEvent.click(await within(document.body).findByRole('option', { name: option }))
}

/** An admin: all 32 players with team, role and contact; search, team and division narrow the list. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
    await expect(await rows(canvas)).toHaveLength(32)
    await expect(canvas.getByRole('status')).toHaveTextContent('32 players shown · 32 players in the season')
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', memberStoryPaths.season)

    await choose(canvas, 'Division', 'Second division')
    await expect(await rows(canvas)).toHaveLength(16)
    await choose(canvas, 'Team', 'Oche Rockers')
    const rockers = await rows(canvas)
    await expect(rockers).toHaveLength(4)
    const first = within(rockers[0] as HTMLElement)
    await expect(first.getByRole('link', { name: 'Oche Rockers' })).toHaveAttribute(
      'href',
      memberStoryPaths.teamMembers('oche-rockers'),
    )
    await expect(first.getByText('Captain')).toBeVisible()
    await expect(first.getByRole('button', { name: /^Actions for/ })).toBeVisible()

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, team or e-mail address' }), 'nobody')
    await expect(await canvas.findByRole('heading', { name: 'No player matches' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show everyone' }))
    await expect(await rows(canvas)).toHaveLength(32)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name, team or e-mail address' }), 'fien')
    await expect(await rows(canvas)).toHaveLength(1)
  },
}

/** A transfer shows as two memberships when those who left are shown: the old team with its days, and the new one. */
export const WithTransfers: Story = {
  parameters: {
    msw: {
      handlers: memberStoryLeague({ organiserRole: 'admin' }, (store) =>
        transferInStore(store, 'Bart Bulls', { from: 'the-arrows', to: 'bull-busters', on: '2026-10-15' }),
      ).handlers,
    },
  },
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search by name, team or e-mail address' })
    await userEvent.type(search, 'bart')
    await expect(await rows(canvas)).toHaveLength(1)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show who left a team' }))
    const both = await rows(canvas)
    await expect(both).toHaveLength(2)
    await expect(canvas.getByText('1 Sept 2026 to 15 Oct 2026')).toBeVisible()
    await expect(canvas.getByText('since 15 Oct 2026')).toBeVisible()
  },
}

/** A captain: every player, but only their own team's contacts and actions; no division filter. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(33)
    await expect(canvas.getByText(/You see the contact details of your own team’s players/)).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Division' })).not.toBeInTheDocument()
    await choose(canvas, 'Team', 'Bull Busters')
    const busters = await rows(canvas)
    await expect(within(busters[0] as HTMLElement).getByText('Not shown to you')).toBeVisible()
    await expect(within(busters[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    await expect(within(busters[0] as HTMLElement).queryByRole('link', { name: 'Bull Busters' })).toBeNull()
    await choose(canvas, 'Team', 'The Arrows')
    const arrows = await rows(canvas)
    await expect(within(arrows[1] as HTMLElement).getByRole('link', { name: /@example\.com/ })).toBeVisible()
    await expect(within(arrows[1] as HTMLElement).getByRole('button', { name: /^Actions for/ })).toBeVisible()
  },
}

/** A team's player: the season's list is for admins and captains. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The season’s player list is for admins and captains' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season' })).toHaveAttribute(
      'href',
      memberStoryPaths.season,
    )
  },
}

/** A season just created: nobody plays yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, emptyCurrentSeason) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No players in this season yet' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { season: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', memberApiPaths.seasonMembers), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the season’s players')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', memberApiPaths.seasonMembers, 500, { message: 'Server Error' }),
        ...competitionHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The season’s players could not be loaded')
  },
}

/** In German: Spieler, Mannschaft, Staffel. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Spieler' })).toBeVisible()
    await expect(await canvas.findByRole('combobox', { name: 'Mannschaft' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Staffel' })).toBeVisible()
  },
}
