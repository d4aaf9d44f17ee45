import type { Meta, StoryObj } from '@storybook/react-vite'
import { leagueNightFixtureSlugs, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import {
  divisionApi,
  first,
  groupsPath,
  keepLeagueNights,
  org,
  playFirstMatch,
  season,
  seasonApi,
  seasonPath,
} from '../parts/division.story-helpers'
import { DivisionFixturesScreen } from './division-fixtures-screen'

const rescheduleCalls = recordRequests('post', `${seasonApi}/fixtures/:fixture/reschedule`)

const meta = {
  title: 'screens/Competition/Divisions/Division fixtures',
  component: DivisionFixturesScreen,
  args: { org, season, division: first },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${first}/matches`,
    msw: { handlers: [rescheduleCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  beforeEach: () => {
    rescheduleCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof DivisionFixturesScreen>

export default meta
type Story = StoryObj<typeof meta>

const weekOne = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: /^League night 1\b/ }))

const openReschedule = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click((await weekOne(canvas)).getByRole('button', { name: 'Reschedule Bull Busters – The Arrows' }))
  return within(await screen.findByRole('dialog', { name: 'Reschedule Bull Busters – The Arrows' }))
}

/** The fixture list by league night: day, home – away (opening the match), venue and state. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fixture list of First division' })).toBeVisible()
    await expect(canvas.getByText('Season 2026-27 · 4 teams · 12 matches')).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2, name: /^League night/ })).toHaveLength(6)
    const week = await weekOne(canvas)
    await expect(week.getByRole('link', { name: 'Bull Busters – The Arrows' })).toHaveAttribute(
      'href',
      `${seasonPath}/matches/w1-bull-busters-the-arrows`,
    )
    await expect(week.getByText('Tue, 8 Sept 2026')).toBeVisible()
    await expect(week.getAllByText('Scheduled')).toHaveLength(2)
    await expect(week.getByText('Café Bullseye')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Generate fixtures' })).toBeVisible()
  },
}

/** Halfway through the season: each match with results shows its score in games beside its state. */
export const Scores: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas, canvasElement }) => {
    await weekOne(canvas)
    const rowOf = (slug: string) =>
      canvasElement.querySelector(`a[href="${seasonPath}/matches/${slug}"]`)?.closest('li') as HTMLElement
    const confirmed = within(rowOf(leagueNightFixtureSlugs.confirmed))
    await expect(confirmed.getByText('Confirmed')).toBeVisible()
    await expect(await confirmed.findByText(/^Games won: \d+ to \d+$/)).toBeInTheDocument()
    await expect(rowOf(leagueNightFixtureSlugs.live).querySelector('[data-slot="fixture-score"]')).not.toBeNull()
    await expect(rowOf(leagueNightFixtureSlugs.scheduled).querySelector('[data-slot="fixture-score"]')).toBeNull()
  },
}

/** Moving a match to the next week with the reason: it moves, and its history keeps the old date and why. */
export const Reschedule: Story = {
  play: async ({ canvas }) => {
    const dialog = await openReschedule(canvas)
    await expect(dialog.getByLabelText('New date')).toHaveValue('2026-09-08')
    await userEvent.clear(dialog.getByLabelText('New date'))
    await userEvent.type(dialog.getByLabelText('New date'), '2026-09-15')
    await userEvent.type(dialog.getByLabelText('Reason'), 'The venue hosts a tournament that night.')
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule the match' }))
    await expect(await screen.findByText('Bull Busters – The Arrows is moved to 15 Sept 2026')).toBeInTheDocument()
    await expect(rescheduleCalls.requests.at(-1)?.body).toEqual({
      date: '2026-09-15',
      reason: 'The venue hosts a tournament that night.',
    })
    const history = await canvas.findByRole('button', { name: 'History of Bull Busters – The Arrows: 1 move' })
    await userEvent.click(history)
    await expect(history).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText('Moved from Tue, 8 Sept 2026 to Tue, 15 Sept 2026')).toBeVisible()
    await expect(canvas.getByText('Reason: The venue hosts a tournament that night.')).toBeVisible()
  },
}

/** A day on which a team already plays: the server's reason on the date, the reason typed kept. */
export const RescheduleRefused: Story = {
  play: async ({ canvas }) => {
    // The day The Arrows play their match of the division's next league night: its reschedule dialog starts on it.
    await weekOne(canvas)
    const nightTwo = within(canvas.getAllByRole('region', { name: /^League night \d+\b/ })[1] as HTMLElement)
    await userEvent.click(nightTwo.getByRole('button', { name: /^Reschedule .*The Arrows/ }))
    const other = within(await screen.findByRole('dialog', { name: /^Reschedule .*The Arrows/ }))
    const busyDay = (other.getByLabelText('New date') as HTMLInputElement).value
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const dialog = await openReschedule(canvas)
    await userEvent.clear(dialog.getByLabelText('New date'))
    await userEvent.type(dialog.getByLabelText('New date'), busyDay)
    await userEvent.type(dialog.getByLabelText('Reason'), 'Asked by Bull Busters.')
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule the match' }))
    const date = dialog.getByLabelText('New date')
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(/One of the teams already plays another match that day\./),
    )
    await expect(date).toHaveFocus()
    await expect(dialog.getByLabelText('Reason')).toHaveValue('Asked by Bull Busters.')
  },
}

/** The reason is required, and a match can be postponed without a new date. */
export const Postpone: Story = {
  play: async ({ canvas }) => {
    const dialog = await openReschedule(canvas)
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Postpone: no new date yet' }))
    await expect(dialog.getByLabelText('New date')).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule the match' }))
    await waitFor(() => expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(rescheduleCalls.requests).toHaveLength(0)
    await userEvent.type(dialog.getByLabelText('Reason'), 'Snow.')
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule the match' }))
    await expect(await screen.findByText('Bull Busters – The Arrows is postponed')).toBeInTheDocument()
    await expect(rescheduleCalls.requests.at(-1)?.body).toEqual({ date: null, reason: 'Snow.' })
    const week = await weekOne(canvas)
    await expect(await week.findByText('Date to follow')).toBeVisible()
    await expect(week.getByText('Postponed')).toBeVisible()
  },
}

/** No fixture list yet: generating makes it at once. */
export const Generate: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No fixture list yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Generate fixtures' }))
    await expect(await screen.findByText('The fixture list of First division is made: 12 matches')).toBeInTheDocument()
    await expect(await canvas.findAllByRole('heading', { level: 2, name: /^League night/ })).toHaveLength(6)
  },
}

/** Generating again replaces the list: asked first, and cancelling keeps it. */
export const GenerateAgain: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate fixtures' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the fixture list?' })
    await expect(dialog).toHaveTextContent('The 12 matches of First division are made again from scratch')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await userEvent.click(canvas.getByRole('button', { name: 'Generate fixtures' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace the fixture list' }),
    )
    await expect(await screen.findByText('The fixture list of First division is made: 12 matches')).toBeInTheDocument()
  },
}

/** Too few league nights: the list is not made, and the page says why and where to fix it. */
export const GenerateRefused: Story = {
  parameters: {
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }, keepLeagueNights(3)) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate fixtures' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The fixture list was not made.')
    await expect(alert).toHaveTextContent(
      'There are not enough league nights for these teams: add league nights to the season first.',
    )
    await expect(
      within(alert).getByRole('link', { name: 'Check the season’s league nights and settings' }),
    ).toHaveAttribute('href', `${seasonPath}/seasons/${season}/edit`)
    await expect(canvas.getByText('No fixture list yet')).toBeVisible()
  },
}

/** A team without a venue: the refusal names the team and links to it. */
export const GenerateRefusedForTeam: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }, (store) => {
        for (const row of store.teamSeasons.values()) if (row.name === 'Treble Trouble') row.venueId = null
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate fixtures' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Every team needs a home venue before the fixture list can be made.')
    await expect(within(alert).getByRole('link', { name: 'Treble Trouble' })).toHaveAttribute(
      'href',
      `${seasonPath}/teams/treble-trouble/edit`,
    )
  },
}

/** A played match: no generating any more, the played match cannot move, the others still can. */
export const Locked: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, playFirstMatch(first)) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Results have been entered: the fixture list can no longer be made again. Move single matches instead.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Generate fixtures' })).not.toBeInTheDocument()
    const week = await weekOne(canvas)
    await expect(week.getByText('Confirmed')).toBeVisible()
    await expect(week.getAllByRole('button', { name: /^Reschedule/ })).toHaveLength(1)
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Generate fixtures' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', `${divisionApi}/fixtures`), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the division')
  },
}

/** In French: journée, rencontres, and the dates in French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Journée 1\b/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Générer le calendrier' })).toBeVisible()
  },
}
