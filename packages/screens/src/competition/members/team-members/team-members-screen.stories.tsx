import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { memberApiPaths, memberStoryLeague, memberStoryPaths, memberStorySlugs } from '../parts/members.story-helpers'
import { TeamMembersScreen } from './team-members-screen'

const { org, season, team } = memberStorySlugs

const meta = {
  title: 'screens/Competition/Members/Team members',
  component: TeamMembersScreen,
  args: { org, season, team },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: memberStoryPaths.teamMembers(),
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamMembersScreen>

export default meta
type Story = StoryObj<typeof meta>

const table = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: 'Players of The Arrows' }))
const rowOf = (rows: HTMLElement[], name: string) => {
  const row = rows.find((each) => within(each).queryByText(name))
  if (!row) throw new Error(`No row for ${name}`)
  return within(row)
}

/** An admin: the four players, the captain first, with contacts, and every action. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Players of The Arrows' })).toBeVisible()
    await expect(canvas.getByText('Season 2026-27 · First division')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'The Arrows' })).toHaveAttribute('href', memberStoryPaths.team())
    await expect(canvas.getByRole('link', { name: 'Add a player' })).toHaveAttribute(
      'href',
      `${memberStoryPaths.teamMembers()}/create`,
    )
    const rows = (await table(canvas)).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(4)
    const first = within(rows[0] as HTMLElement)
    await expect(first.getByText('Anke Arrow')).toBeVisible()
    await expect(first.getByText('Captain')).toBeVisible()
    await expect(first.getByText('Guest')).toBeVisible()
    await expect(first.getByRole('link', { name: 'anke-arrow@example.com' })).toHaveAttribute(
      'href',
      'mailto:anke-arrow@example.com',
    )
    await userEvent.click(rowOf(rows, 'Bart Bulls').getByRole('button', { name: 'Actions for Bart Bulls' }))
    const menu = within(await within(document.body).findByRole('menu'))
    for (const item of ['Edit', 'Make captain', 'Transfer to another team…', 'Remove from the team…'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** Making another player the captain: confirmed, then the list shows the new captain first. */
export const MakeCaptain: Story = {
  play: async ({ canvas }) => {
    const rows = (await table(canvas)).getAllByRole('row').slice(1)
    await userEvent.click(rowOf(rows, 'Chris Cork').getByRole('button', { name: 'Actions for Chris Cork' }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Make captain' }))
    const dialog = within(await within(document.body).findByRole('alertdialog'))
    await expect(dialog.getByText('Make Chris Cork the captain of The Arrows?')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Make captain' }))
    await expect(await within(document.body).findByText('Chris Cork is the captain now')).toBeInTheDocument()
    await waitFor(async () => {
      const first = within((await table(canvas)).getAllByRole('row')[1] as HTMLElement)
      await expect(first.getByText('Chris Cork')).toBeVisible()
      await expect(first.getByText('Captain')).toBeVisible()
    })
  },
}

/** An admin transfers a player: a day outside the season is refused on the field, then the move is kept in history. */
export const Transfer: Story = {
  play: async ({ canvas }) => {
    const rows = (await table(canvas)).getAllByRole('row').slice(1)
    await userEvent.click(rowOf(rows, 'Bart Bulls').getByRole('button', { name: 'Actions for Bart Bulls' }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Transfer to another team…' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Transfer Bart Bulls' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }))
    await expect(await dialog.findByText('Choose a team.')).toBeVisible()
    await userEvent.click(dialog.getByRole('combobox', { name: 'New team' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Bull Busters' }))
    const date = dialog.getByLabelText('Day of the transfer')
    await userEvent.clear(date)
    await userEvent.type(date, '2027-07-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }))
    await expect(await dialog.findByText('Choose a day from 1 Sept 2026 to 31 May 2027.')).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'New team' })).toHaveTextContent('Bull Busters')
    await userEvent.clear(date)
    await userEvent.type(date, '2026-11-20')
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }))
    await expect(
      await within(document.body).findByText('Bart Bulls moves to Bull Busters on 20 Nov 2026'),
    ).toBeInTheDocument()
    const former = within(await canvas.findByRole('region', { name: 'Former players' }))
    await expect(former.getByText('Bart Bulls')).toBeVisible()
    await expect(former.getByText('1 Sept 2026 to 20 Nov 2026')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('heading', { name: '3 players' })).toBeVisible())
  },
}

/** Removing a player asks first; they stay among the former players. */
export const Remove: Story = {
  play: async ({ canvas }) => {
    const rows = (await table(canvas)).getAllByRole('row').slice(1)
    await userEvent.click(rowOf(rows, 'Dana Double').getByRole('button', { name: 'Actions for Dana Double' }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Remove from the team…' }))
    const dialog = within(await within(document.body).findByRole('alertdialog'))
    await expect(dialog.getByText('Remove Dana Double from The Arrows?')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }))
    await expect(await within(document.body).findByText('Dana Double has left The Arrows')).toBeInTheDocument()
    const former = within(await canvas.findByRole('region', { name: 'Former players' }))
    await expect(former.getByText('Dana Double')).toBeVisible()
  },
}

/** The team's captain: contacts and the captain's actions, but no transfer (admins only). */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    const rows = (await table(canvas)).getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(5)
    await expect(within(rows[0] as HTMLElement).getByText(userFixture.name)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'anke-arrow@example.com' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add a player' })).toBeVisible()
    await userEvent.click(rowOf(rows, 'Bart Bulls').getByRole('button', { name: 'Actions for Bart Bulls' }))
    const menu = within(await within(document.body).findByRole('menu'))
    await expect(menu.getByRole('menuitem', { name: 'Make captain' })).toBeVisible()
    await expect(menu.queryByRole('menuitem', { name: 'Transfer to another team…' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** A player of the team reads its players, without contacts or actions. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    const list = await table(canvas)
    await expect(list.getAllByRole('row').slice(1)).toHaveLength(5)
    await expect(list.queryByRole('columnheader', { name: 'Contact' })).not.toBeInTheDocument()
    await expect(list.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Add a player' })).not.toBeInTheDocument()
    await expect(
      canvas.getByText('The team’s captain and the organisation’s admins add, change and remove its players.'),
    ).toBeVisible()
  },
}

/** A captain opening another team's players: not theirs to see. */
export const OtherTeam: Story = {
  args: { team: 'bull-busters' },
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not play for this team' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season' })).toHaveAttribute(
      'href',
      memberStoryPaths.season,
    )
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

/** A team that has no players yet: the way to add the first. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: memberStoryLeague({ organiserRole: 'admin' }, (store) => {
        const arrows = [...store.teams.values()].find((row) => row.slug === team)
        const teamSeasonIds = new Set(
          [...store.teamSeasons.values()].filter((row) => row.teamId === arrows?.id).map((row) => row.id),
        )
        for (const [id, row] of store.members) if (teamSeasonIds.has(row.teamSeasonId)) store.members.delete(id)
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No players yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add a player' })).toBeVisible()
  },
}

/** Last season, archived: read only. */
export const Archived: Story = {
  args: { season: competitionFixtureSlugs.previousSeason },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This season is archived/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Add a player' })).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { team: 'no-such-team' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', memberApiPaths.teamMembers), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the players')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', memberApiPaths.teamMembers, 500, { message: 'Server Error' }),
        ...competitionHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The players could not be loaded')
  },
}

/** In Dutch: the glossary's words (speler, kapitein, ploeg). */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Spelers van The Arrows' })).toBeVisible()
    await expect(canvas.getByText('Kapitein')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Speler toevoegen' })).toHaveAttribute(
      'href',
      `/nl${memberStoryPaths.teamMembers()}/create`,
    )
  },
}
