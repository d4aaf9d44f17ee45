import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockPending, userFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import {
  memberApiPaths,
  memberStoryLeague,
  memberStoryPaths,
  memberStorySlugs,
  transferInStore,
} from '../parts/members.story-helpers'
import { MemberCreateScreen } from './member-create-screen'

const { org, season, team } = memberStorySlugs

const meta = {
  title: 'screens/Competition/Members/Add a player',
  component: MemberCreateScreen,
  args: { org, season, team },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${memberStoryPaths.teamMembers()}/create`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof MemberCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const picker = (canvas: ReturnType<typeof within>) => canvas.findByRole('combobox', { name: 'Name' })

/** A new guest: a wrong e-mail address is caught on its field, then the guest joins and the team's list opens. */
export const AddGuest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add a player' })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Add the player' }))
    await expect(
      await canvas.findByText('Choose a player from the list, or type the name of a new guest.'),
    ).toBeVisible()
    await userEvent.type(await picker(canvas), 'Zara Zing')
    await userEvent.click(await canvas.findByRole('option', { name: 'Add “Zara Zing” as a new guest' }))
    await userEvent.type(canvas.getByLabelText('Nickname of Zara Zing (optional)'), 'The Zinger')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'zara@')
    await userEvent.type(canvas.getByLabelText('Phone number'), '+32 470 12 34 56')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the player' }))
    await expect(
      await canvas.findByText('Enter an e-mail address such as name@example.com, or leave it empty.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('+32 470 12 34 56')
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the player' }))
    await expect(await within(document.body).findByText('Zara Zing plays for The Arrows now')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(memberStoryPaths.teamMembers()))
  },
}

/** A player of an earlier season, found by name; those in a team this season are listed but cannot be chosen. */
export const AddKnownPlayer: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await picker(canvas), 'Dana Double')
    const options = await canvas.findAllByRole('option')
    // Two players are called Dana Double: one plays for The Arrows, the other played for Old Timers last season.
    await expect(options).toHaveLength(2)
    const taken = options.find((option) => option.textContent?.includes('Plays for The Arrows'))
    await expect(taken).toHaveAttribute('aria-disabled', 'true')
    const free = options.find((option) => option !== taken) as HTMLElement
    await userEvent.click(free)
    await expect(await picker(canvas)).toHaveValue('Dana Double')
    await userEvent.click(canvas.getByRole('radio', { name: 'Captain' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the player' }))
    await expect(await within(document.body).findByText('Dana Double plays for The Arrows now')).toBeInTheDocument()
  },
}

/**
 * While the form was open, someone else put the chosen player in another team: the server's 422 lands on the
 * player field and names that team; what was typed stays.
 */
export const AlreadyInTeam: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const league = memberStoryLeague({ organiserRole: 'admin' })
        return [
          http.post(`*/api${memberApiPaths.teamMembers}`, () => {
            // The other admin's change lands first: Old Timers' Anke Arrow now plays for Bull Busters.
            const oldTimer = [...league.store.participants.values()].filter((row) => row.name === 'Anke Arrow')[1]
            const busters = [...league.store.teams.values()].find((row) => row.slug === 'bull-busters')
            const teamSeason = [...league.store.teamSeasons.values()].find(
              (row) => row.teamId === busters?.id && row.seasonId.endsWith('101'),
            )
            if (oldTimer && teamSeason)
              league.store.members.set('7c0a0005-0000-4000-8000-00000000beef', {
                id: '7c0a0005-0000-4000-8000-00000000beef',
                seasonId: teamSeason.seasonId,
                teamSeasonId: teamSeason.id,
                participantId: oldTimer.id,
                role: 'player',
                joined_on: '2026-11-01',
                left_on: null,
                contact_email: '',
                contact_phone: '',
              })
            return HttpResponse.json(
              {
                message: 'The given data was invalid.',
                errors: { participant_id: ['This player already plays for a team this season.'] },
              },
              { status: 422 },
            )
          }),
          ...league.handlers,
        ]
      })(),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await picker(canvas), 'anke')
    const options = await canvas.findAllByRole('option')
    const free = options.find((option) => option.getAttribute('aria-disabled') !== 'true') as HTMLElement
    await userEvent.click(free)
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'anke@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the player' }))
    await expect(
      await canvas.findByText(
        'Anke Arrow already plays for Bull Busters this season. A player is in one team per season: an admin can transfer them.',
      ),
    ).toBeVisible()
    await expect(await picker(canvas)).toHaveValue('Anke Arrow')
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('anke@example.com')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** The team's captain adds players too. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await picker(canvas)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Players of The Arrows' })).toHaveAttribute(
      'href',
      memberStoryPaths.teamMembers(),
    )
  },
}

/** A player of the team cannot add players: the page says who can. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot change this team’s players' })).toBeVisible()
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Go to the team’s players' })).toHaveAttribute(
      'href',
      memberStoryPaths.teamMembers(),
    )
  },
}

/** Last season is archived: no players join it any more. */
export const Archived: Story = {
  args: { season: competitionFixtureSlugs.previousSeason },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This season is archived' })).toBeVisible()
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { team: 'no-such-team' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', memberApiPaths.team), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the team')
  },
}

/** A player moved this season is known by their current team. */
export const AfterTransfer: Story = {
  parameters: {
    msw: {
      handlers: memberStoryLeague({ organiserRole: 'admin' }, (store) =>
        transferInStore(store, 'Eddy Eyes', { from: 'bull-busters', to: 'treble-trouble', on: '2026-10-15' }),
      ).handlers,
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await picker(canvas), 'eddy')
    await expect(await canvas.findByRole('option', { name: /Plays for Treble Trouble/ })).toBeVisible()
  },
}
