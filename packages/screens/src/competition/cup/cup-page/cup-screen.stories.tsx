import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { DivisionDetailScreen } from '../../divisions/division-detail'
import { groupsPath, org, season, seasonPath } from '../../divisions/parts/division.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { cupApi, cupHandlers, cups, oneTeamInOpenCup } from '../parts/cup.story-helpers'

const meta = {
  title: 'screens/Competition/Cup/Cup',
  component: DivisionDetailScreen,
  args: { org, season, division: cups.open },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${cups.open}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', cups: 'demo' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof DivisionDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

const entries = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Teams in the cup' }))

/** An admin before the draw: chooses the teams (The Arrows in), then draws the cup, which shows its bracket. */
export const EntriesOpenAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter Cup' })).toBeVisible()
    await expect(canvas.getByText('Entries open')).toBeVisible()
    await expect((await entries(canvas)).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByText('The bracket appears here once the cup is drawn.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit the cup' })).toHaveAttribute(
      'href',
      `${groupsPath}/${cups.open}/edit`,
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Choose the teams' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: /The Arrows/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save 6 teams' }))
    await waitFor(async () => expect((await entries(canvas)).getAllByRole('listitem')).toHaveLength(6))
    await expect((await entries(canvas)).getByText('The Arrows')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Make the draw' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Draw Winter Cup?' }))
    await expect(dialog.getByText(/6 teams are drawn/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Make the draw' }))
    await expect(await screen.findByText('Winter Cup is drawn')).toBeInTheDocument()
    const bracket = within(await canvas.findByRole('region', { name: 'Bracket: Cup' }))
    await expect(bracket.getByRole('heading', { name: 'Quarter-finals' })).toBeVisible()
    await expect(bracket.getByRole('heading', { name: 'Final' })).toBeVisible()
    await expect(bracket.getAllByText('Bye')).toHaveLength(2)
    await expect(canvas.getByText('Under way')).toBeVisible()
    // Drawn and nothing played: the draw can be made again.
    await expect(canvas.getByRole('button', { name: 'Draw again' })).toBeVisible()
  },
}

/** The captain of The Arrows enters their team, then takes it out again, before the draw. */
export const EntriesOpenCaptain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain', cups: 'demo' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter Cup' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Make the draw' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Edit the cup' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', seasonPath)
    const enter = await canvas.findByRole('button', { name: 'Enter The Arrows' })
    enter.focus()
    await userEvent.keyboard('{Enter}')
    const list = await entries(canvas)
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(6))
    await expect(canvas.queryByRole('button', { name: 'Enter The Arrows' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw The Arrows' }))
    await waitFor(async () => expect((await entries(canvas)).getAllByRole('listitem')).toHaveLength(5))
    await expect(await canvas.findByRole('button', { name: 'Enter The Arrows' })).toBeVisible()
  },
}

/** A straight draw of seven teams, half played: a bye, two winners (one on the deciding game), matches to play. */
export const DrawnDrawCup: Story = {
  args: { division: cups.drawn },
  parameters: { pathname: `${groupsPath}/${cups.drawn}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'League Cup' })).toBeVisible()
    const bracket = within(await canvas.findByRole('region', { name: 'Bracket: Cup' }))
    await expect(bracket.getByRole('heading', { name: 'Quarter-finals' })).toBeVisible()
    await expect(bracket.getByRole('heading', { name: 'Semi-finals' })).toBeVisible()
    await expect(bracket.getByRole('heading', { name: 'Final' })).toBeVisible()
    const bye = within(bracket.getByRole('listitem', { name: 'Quarter-final 1' }))
    await expect(bye.getByText('Bye')).toBeVisible()
    await expect(bye.getByText('Through without playing')).toBeVisible()
    const played = within(bracket.getByRole('listitem', { name: 'Quarter-final 2' }))
    await expect(played.getByLabelText('Won')).toBeVisible()
    await expect(played.getByRole('link', { name: 'The match: Quarter-final 2' })).toHaveAttribute(
      'href',
      `${seasonPath}/matches/${cups.drawn}-cup-1-2`,
    )
    await expect(within(bracket.getByRole('listitem', { name: 'Quarter-final 3' })).getByLabelText('Won')).toBeVisible()
    await expect(bracket.getAllByText('Winner of Quarter-final 4')).toHaveLength(1)
    // A result is in: no new draw.
    await expect(canvas.queryByRole('button', { name: 'Draw again' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Bracket: Plate' })).not.toBeInTheDocument()
  },
}

/** Groups then a cup and a plate: the group tables and matches, both brackets, and the cup's final ranking. */
export const GroupsWithPlateFinished: Story = {
  args: { division: cups.groups },
  parameters: { pathname: `${groupsPath}/${cups.groups}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shield' })).toBeVisible()
    await expect(canvas.getByText('Finished')).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Standings of Group A' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Standings of Group B' })).toBeVisible()
    const groupA = within(canvas.getByRole('list', { name: 'Matches of group A' }))
    await expect(groupA.getAllByRole('listitem')).toHaveLength(6)
    const ranking = within(canvas.getByRole('region', { name: 'Final ranking: Cup' }))
    await expect(ranking.getAllByRole('listitem')).toHaveLength(4)
    const winner = ranking.getAllByRole('listitem')[0] as HTMLElement
    await expect(winner).toHaveTextContent(/^1\./)
    const plate = within(canvas.getByRole('region', { name: 'Bracket: Plate' }))
    await expect(plate.getByRole('link', { name: 'Lineups and games: Final' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Bracket: Cup' })).toBeVisible()
    await expect(canvas.getByText(/^Winner$/)).toBeVisible()
  },
}

/** A 422 of the draw, said beside the button: too few teams. */
export const DrawRefused: Story = {
  parameters: { msw: { handlers: cupHandlers({ organiserRole: 'admin' }, oneTeamInOpenCup) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Make the draw' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Draw Winter Cup?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Make the draw' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A cup needs at least two teams.')
    await expect(canvas.getByText('Entries open')).toBeVisible()
  },
}

/** A captain of a drawn cup withdraws their team, confirmed first: its open matches become walkovers. */
export const CaptainWithdrawsAfterDraw: Story = {
  args: { division: cups.drawn },
  parameters: {
    pathname: `${groupsPath}/${cups.drawn}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'captain', cups: 'demo' }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw The Arrows' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Withdraw The Arrows from League Cup?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }))
    await expect(await screen.findByText('The Arrows has withdrawn')).toBeInTheDocument()
    await expect(await canvas.findByText('Withdrawn')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockPending('get', cupApi), ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Loading the (cup|division)/)
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', cupApi, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cup could not be loaded')
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none', cups: 'demo' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { division: 'no-such-cup' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}

/** In Dutch: the cup is a beker, its rounds and draw in Dutch words. */
export const Dutch: Story = {
  args: { division: cups.drawn },
  parameters: { pathname: `${groupsPath}/${cups.drawn}` },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'League Cup' })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Schema: Beker' })).toBeVisible()
  },
}
