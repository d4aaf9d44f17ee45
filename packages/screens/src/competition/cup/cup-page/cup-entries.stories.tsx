import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureIds, cupFixtureSlugs, mockError, userFixture, type CompetitionStore } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { usePlatform } from '../../../app/platform/platform-context'
import { groupsPath, org, season, seasonApi } from '../../divisions/parts/division.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { cupHandlers, cups } from '../parts/cup.story-helpers'
import { useCupActions, useCupPage } from '../parts/use-cup-page'
import { CupEntries } from './cup-entries'

// The cup's teams on their own: who is in and who withdrew, the captains' "Enter" and "Withdraw", the admins' choice.

type EntriesProps = { org: string; season: string; cup: string }

/** Stories only: the cup read from the API and its teams' part, with the page's actions. */
function Entries({ org, season, cup }: EntriesProps) {
  const page = useCupPage(org, season, cup)
  const { api } = usePlatform()
  const refs = { org, season, cup }
  const actions = useCupActions(api, refs)
  if (page.status !== 'ready') return <p role="status">{page.status}</p>
  return <CupEntries cup={page.cup} refs={refs} actions={actions} />
}

/** Stories only: the open cup (Winter Cup) with no team in yet. */
function emptyOpenCup(store: CompetitionStore) {
  for (const row of store.divisions.values())
    if (row.seasonId === competitionFixtureIds.currentSeason && row.slug === cupFixtureSlugs.open && row.cup)
      row.cup.entries = []
}

const meta = {
  title: 'screens/Competition/Cup/Entries',
  component: Entries,
  args: { org, season, cup: cups.open },
  parameters: {
    user: userFixture,
    pathname: `${groupsPath}/${cups.open}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', cups: 'demo' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof Entries>

export default meta
type Story = StoryObj<typeof meta>

const list = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Teams in the cup' }))

/** An admin before the draw: five teams in; choosing the teams adds The Arrows. */
export const AdminChoosesTeams: Story = {
  // A league of its own: the team it adds shows in no other story.
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', cups: 'demo' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Teams (5)' })).toBeVisible()
    await expect((await list(canvas)).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByText(/^Captains enter their team until the draw/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Choose the teams' }))
    const teams = within(await canvas.findByRole('group', { name: 'Teams in the cup' }))
    await userEvent.click(await teams.findByRole('checkbox', { name: /The Arrows/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save 6 teams' }))
    await expect(await canvas.findByRole('heading', { name: 'Teams (6)' })).toBeVisible()
    await expect((await list(canvas)).getByText('The Arrows')).toBeVisible()
  },
}

/** Choosing, then thinking better of it: Cancel keeps the teams as they were. */
export const AdminCancelsChoice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose the teams' }))
    const teams = within(await canvas.findByRole('group', { name: 'Teams in the cup' }))
    await userEvent.click(await teams.findByRole('checkbox', { name: /The Arrows/ }))
    await expect(canvas.getByRole('button', { name: 'Save 6 teams' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect((await list(canvas)).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByRole('button', { name: 'Choose the teams' })).toBeVisible()
  },
}

/** No team in yet: the part says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: cupHandlers({ organiserRole: 'admin' }, emptyOpenCup) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Teams (0)' })).toBeVisible()
    await expect(canvas.getByText('No teams have entered yet.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Teams in the cup' })).not.toBeInTheDocument()
  },
}

/** The season's teams cannot be loaded for the choice: an error in their place. */
export const TeamsError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', `${seasonApi}/teams`, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose the teams' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The season’s teams could not be loaded.')
  },
}

/** The captain of The Arrows enters by keyboard, then withdraws before the draw (no confirmation needed). */
export const CaptainEntersAndWithdraws: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain', cups: 'demo' }) } },
  play: async ({ canvas }) => {
    const enter = await canvas.findByRole('button', { name: 'Enter The Arrows' })
    await expect(canvas.queryByRole('button', { name: 'Choose the teams' })).not.toBeInTheDocument()
    enter.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByRole('heading', { name: 'Teams (6)' })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw The Arrows' }))
    await expect(await canvas.findByRole('heading', { name: 'Teams (5)' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Enter The Arrows' })).toBeVisible()
  },
}

/** After the draw a captain's withdrawal is confirmed first; the team stays listed as withdrawn. */
export const CaptainWithdrawsAfterDraw: Story = {
  args: { cup: cups.drawn },
  parameters: {
    pathname: `${groupsPath}/${cups.drawn}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'captain', cups: 'demo' }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Teams \(\d+\)$/ })).toBeVisible()
    await expect(canvas.queryByText(/^Captains enter their team/)).not.toBeInTheDocument()
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw The Arrows' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Withdraw The Arrows from League Cup?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    const arrows = within((await list(canvas)).getByText('The Arrows').closest('li') as HTMLElement)
    await expect(await arrows.findByText('Withdrawn')).toBeVisible()
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ploegen (5)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Ploegen kiezen' }))
    await expect(await canvas.findByRole('button', { name: '5 ploegen opslaan' })).toBeVisible()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { name: 'Teams (5)' })).toBeVisible()
  },
}
