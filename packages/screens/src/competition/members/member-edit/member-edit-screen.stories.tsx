import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  createCompetitionStore,
  mockValidationError,
  userFixture,
} from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import {
  memberApiPaths,
  memberIdOf,
  memberStoryLeague,
  memberStoryPaths,
  memberStorySlugs,
  transferInStore,
} from '../parts/members.story-helpers'
import { MemberEditScreen } from './member-edit-screen'

const { org, season, team } = memberStorySlugs
const bart = memberIdOf(createCompetitionStore({ organiserRole: 'admin' }), 'Bart Bulls')

const meta = {
  title: 'screens/Competition/Members/Edit a player',
  component: MemberEditScreen,
  args: { org, season, team, member: bart },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${memberStoryPaths.teamMembers()}/${bart}/edit`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof MemberEditScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An admin makes Bart the captain and changes his phone number; the team's list opens after. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Bart Bulls' })).toBeVisible()
    await expect(await canvas.findByLabelText('E-mail address')).toHaveValue('bart-bulls@example.com')
    await expect(canvas.getByLabelText('First day in the team')).toHaveValue('2026-09-01')
    await expect(canvas.getByText('No transfers this season.')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Captain' }))
    const phone = canvas.getByLabelText('Phone number')
    await userEvent.clear(phone)
    await userEvent.type(phone, '+32 470 99 88 77')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the changes' }))
    await expect(await within(document.body).findByText('The changes to Bart Bulls are saved')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(memberStoryPaths.teamMembers()))
  },
}

/** A first day outside the season is refused on its field, before anything is sent. */
export const DayOutsideSeason: Story = {
  play: async ({ canvas }) => {
    const day = await canvas.findByLabelText('First day in the team')
    await userEvent.clear(day)
    await userEvent.type(day, '2026-08-15')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the changes' }))
    await expect(await canvas.findByText('Choose a day from 1 Sept 2026 to 31 May 2027.')).toBeVisible()
    await expect(day).toHaveValue('2026-08-15')
  },
}

/** The server refuses a field: its message lands on the field and what was typed stays. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', memberApiPaths.member, {
          contact_email: ['This address is on the blocked list.'],
        }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('E-mail address')
    await userEvent.clear(email)
    await userEvent.type(email, 'bart@blocked.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the changes' }))
    await expect(await canvas.findByText('This address is on the blocked list.')).toBeVisible()
    await expect(email).toHaveValue('bart@blocked.example')
    await expect(email).toHaveFocus()
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

const transfer = { from: 'bull-busters', to: team, on: '2026-10-15' }
const movedLeague = () =>
  memberStoryLeague({ organiserRole: 'admin' }, (store) => transferInStore(store, 'Eddy Eyes', transfer))
const eddy = transferInStore(createCompetitionStore({ organiserRole: 'admin' }), 'Eddy Eyes', transfer)

/** A player who came by transfer: both teams in the history, the present one marked. */
export const WithHistory: Story = {
  args: { member: eddy.started },
  parameters: { msw: { handlers: movedLeague().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Eddy Eyes' })).toBeVisible()
    const history = within(canvas.getByRole('region', { name: 'This season' }))
    await expect(history.getByText('1 transfer this season, kept with their days.')).toBeVisible()
    const steps = history.getAllByRole('listitem')
    await expect(steps).toHaveLength(2)
    await expect(within(steps[0] as HTMLElement).getByText('Bull Busters')).toBeVisible()
    await expect(within(steps[0] as HTMLElement).getByText('1 Sept 2026 to 15 Oct 2026')).toBeVisible()
    await expect(steps[1]).toHaveAttribute('aria-current', 'true')
    await expect(within(steps[1] as HTMLElement).getByText('since 15 Oct 2026')).toBeVisible()
  },
}

/** The membership that ended with the transfer: its history, and no form (a former membership stays as it was). */
export const FormerMembership: Story = {
  args: { team: 'bull-busters', member: eddy.ended },
  parameters: { msw: { handlers: movedLeague().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Eddy Eyes left Bull Busters on 15 Oct 2026. A former membership stays as it was.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save the changes' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'This season' })).toBeVisible()
  },
}

/** A player of the team may not change its players. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot change this team’s players' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save the changes' })).not.toBeInTheDocument()
  },
}

/** A membership that is not the team's. */
export const NotFound: Story = {
  args: { member: '7c0a0005-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

/** Last season is archived: its players no longer change. */
export const Archived: Story = {
  args: {
    season: competitionFixtureSlugs.previousSeason,
    member: memberIdOf(
      createCompetitionStore({ organiserRole: 'admin' }),
      'Bart Bulls',
      team,
      competitionFixtureIds.previousSeason,
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This season is archived' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save the changes' })).not.toBeInTheDocument()
  },
}
