import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureIds, competitionFixtureSlugs, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { finishedSeason } from './season-end.story-helpers'
import { SeasonCreateScreen } from './season-create-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`
const seasonsApi = '/competition/manage/organisations/:org/seasons'

const meta = {
  title: 'screens/Competition/Season form/Create',
  component: SeasonCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/seasons/create`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SeasonCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', seasonsApi)
const nights = () => within(screen.getByRole('group', { name: /league night/ }))

async function fillSeason(canvas: ReturnType<typeof within>, name: string, startsOn: string, endsOn: string) {
  await userEvent.type(await canvas.findByLabelText('Name'), name)
  await userEvent.type(canvas.getByLabelText('First day'), startsOn)
  await userEvent.type(canvas.getByLabelText('Last day'), endsOn)
}

/**
 * An empty season: its dates, every Tuesday added between them, one holiday removed, made current; the new
 * season's overview opens.
 */
export const CreateEmpty: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New season' })).toBeVisible()
    await fillSeason(canvas, '2027-28', '2027-09-01', '2027-10-31')
    await expect(canvas.getByText('Left empty, it is made from the name: 2027-28.')).toBeVisible()
    // 2027-09-01 is a Wednesday: the weekly helper starts on it, from the season's first to its last day.
    await expect(canvas.getByRole('button', { name: 'Add every Wednesday' })).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Night' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Tuesday' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add every Tuesday' }))
    await expect(await canvas.findByText('8 league nights added.')).toBeVisible()
    await expect(nights().getAllByRole('listitem')).toHaveLength(8)
    await userEvent.click(nights().getByRole('button', { name: /^Remove Tuesday,? 12 October 2027$/ }))
    await expect(nights().getAllByRole('listitem')).toHaveLength(7)
    await expect(nights().getByRole('button', { name: /^Remove Tuesday,? 19 October 2027$/ })).toHaveFocus()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Make it the current season' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create the season' }))
    await expect(await screen.findByText('Season 2027-28 is created')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`/competition/${org}/season/2027-28`),
    )
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: '2027-28',
      starts_on: '2027-09-01',
      ends_on: '2027-10-31',
      settings: {
        league_nights: [
          '2027-09-07',
          '2027-09-14',
          '2027-09-21',
          '2027-09-28',
          '2027-10-05',
          '2027-10-19',
          '2027-10-26',
        ],
        round_robin: 'double',
        night_mode: 'teamNight',
        min_boards_per_match: 2,
        promotion_places: 2,
        relegation_places: 2,
      },
      copy_from: null,
      copy: { settings: false, divisions: false, teams: false, members: false },
      make_current: true,
    })
  },
}

/** Copied from the current season: its settings are shown as they will be, divisions and teams with their players. */
export const CopyFromEarlier: Story = {
  parameters: {
    msw: {
      handlers: [
        createCalls.handler,
        ...competitionHandlers({ organiserRole: 'admin' }, (store) => {
          const current = store.seasons.get(competitionFixtureIds.currentSeason)
          if (current) current.settings = { ...current.settings, round_robin: 'single', min_boards_per_match: 3 }
        }),
      ],
    },
  },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await fillSeason(canvas, '2027-28', '2027-09-01', '2028-05-31')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Copy from' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Season 2026-27' }))
    await expect(canvas.getByRole('checkbox', { name: 'Its settings' })).toBeChecked()
    await expect(canvas.getByText(/^Taken over from season 2026-27\./)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Once' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Once' })).toBeDisabled()
    await expect(canvas.getByLabelText('Boards per match')).toHaveValue(3)
    await expect(canvas.getByRole('checkbox', { name: 'The teams’ players' })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The teams’ players' }))
    await userEvent.type(canvas.getByLabelText('One more night'), '2027-09-06')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the night' }))
    await expect(nights().getAllByRole('listitem')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Create the season' }))
    // The story before created a season of the same name: its toast may still be up, so wait for this one's page.
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`/competition/${org}/season/2027-28`),
    )
    await expect(screen.getByText('Season 2027-28 is created')).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: '2027-28',
      starts_on: '2027-09-01',
      ends_on: '2028-05-31',
      settings: { league_nights: ['2027-09-06'] },
      copy_from: '2026-27',
      copy: { settings: true, divisions: true, teams: true, members: true },
      make_current: false,
    })
  },
}

const promotionApi = '/competition/manage/organisations/:org/seasons/:season/promotion'
/** The fixture league's current season over: per division, the teams in this order. */
const finalTables = [
  ['Checkout Kings', 'Treble Trouble', 'The Arrows', 'Bull Busters'],
  ['Flight Club', 'Double Top', 'Shanghai Nights', 'Oche Rockers'],
]
const finished = () => competitionHandlers({ organiserRole: 'admin', ...finishedSeason(finalTables.flat()) })
const proposal = () => within(screen.getByRole('region', { name: 'Promotion and relegation' }))
const destination = (team: string) => proposal().getByRole('combobox', { name: `Next season’s division for ${team}` })

async function copyCurrentSeason(canvas: ReturnType<typeof within>) {
  await fillSeason(canvas, '2027-28', '2027-09-01', '2028-05-31')
  await userEvent.click(canvas.getByRole('combobox', { name: 'Copy from' }))
  await userEvent.click(await screen.findByRole('option', { name: 'Season 2026-27' }))
}

/**
 * The season copied is over: per division its teams in table order, where each goes and why. The top two go up and
 * the bottom two down, but none up from the first division and none down from the second.
 */
export const PromotionProposal: Story = {
  parameters: { msw: { handlers: finished() } },
  play: async ({ canvas }) => {
    await copyCurrentSeason(canvas)
    await expect(
      await proposal().findByText(
        'From the standings of season 2026-27: the top 2 of each division go up and the bottom 2 go down, one division. Choose another division for any team before you create the season.',
      ),
    ).toBeVisible()
    await expect(proposal().queryByRole('note')).not.toBeInTheDocument()
    const first = within(proposal().getByRole('region', { name: 'First division' }))
    await expect(first.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      '1. Checkout Kings',
      '2. Treble Trouble',
      '3. The Arrows',
      '4. Bull Busters',
    ])
    await expect(destination('Checkout Kings')).toHaveTextContent('First division (stays)')
    await expect(destination('Checkout Kings')).toHaveAccessibleDescription(
      'Stays: there is no higher division · 60 points',
    )
    await expect(destination('Bull Busters')).toHaveTextContent('Second division (down)')
    await expect(destination('Bull Busters')).toHaveAccessibleDescription('Relegation: last place · 0 points')
    await expect(destination('The Arrows')).toHaveAccessibleDescription('Relegation: 2nd from the bottom · 20 points')
    await expect(destination('Flight Club')).toHaveTextContent('First division (up)')
    await expect(destination('Flight Club')).toHaveAccessibleDescription('Promotion: 1st place · 60 points')
    await expect(destination('Double Top')).toHaveTextContent('First division (up)')
    await expect(destination('Oche Rockers')).toHaveTextContent('Second division (stays)')
    await expect(destination('Oche Rockers')).toHaveAccessibleDescription(
      'Stays: there is no lower division · 0 points',
    )
    await expect(proposal().queryByText('Moved by you')).not.toBeInTheDocument()
  },
}

/**
 * The admin keeps Bull Busters up and takes Shanghai Nights up as well, with the keyboard; the season is created
 * with the placements that change a team's division (Bull Busters stay: not sent).
 */
export const AdminMovesTeams: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...finished()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await copyCurrentSeason(canvas)
    await proposal().findByRole('region', { name: 'Second division' })
    destination('Shanghai Nights').focus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('option', { name: 'Second division (stays)' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await expect(destination('Shanghai Nights')).toHaveTextContent('First division (up)')
    await expect(destination('Shanghai Nights')).toHaveFocus()
    await userEvent.click(destination('Bull Busters'))
    await userEvent.click(await screen.findByRole('option', { name: 'First division (stays)' }))
    const moved = proposal()
      .getAllByRole('listitem')
      .filter((item) => item.dataset.moved === 'true')
    await expect(moved.map((item) => within(item).getByText('Moved by you'))).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Create the season' }))
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`/competition/${org}/season/2027-28`),
    )
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      copy_from: '2026-27',
      copy: { settings: true, divisions: true, teams: true, members: false },
      placements: [
        { team: 'the-arrows', division: 'second-division' },
        { team: 'flight-club', division: 'first-division' },
        { team: 'double-top', division: 'first-division' },
        { team: 'shanghai-nights', division: 'first-division' },
      ],
    })
  },
}

/** Matches of the season copied still wait for their result or sign-off: the proposal says it follows the standings now. */
export const SeasonNotFinished: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await copyCurrentSeason(canvas)
    const note = await proposal().findByRole('note')
    await expect(note).toHaveTextContent(
      /^\d+ matches of season 2026-27 are not signed off yet: this proposal follows the standings as they are now\.$/,
    )
    await expect(proposal().getAllByRole('combobox')).toHaveLength(8)
  },
}

/** The proposal is on its way: the section says so, and the rest of the form can be filled meanwhile. */
export const ProposalLoading: Story = {
  parameters: {
    msw: { handlers: [mockPending('get', promotionApi), ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  play: async ({ canvas }) => {
    await copyCurrentSeason(canvas)
    await expect(await proposal().findByRole('status')).toHaveTextContent('Loading the proposal')
    await expect(canvas.getByRole('button', { name: 'Create the season' })).toBeEnabled()
  },
}

/** No promotion and relegation when the teams are not copied: each new team is placed afterwards. */
export const WithoutTeams: Story = {
  play: async ({ canvas }) => {
    await copyCurrentSeason(canvas)
    await expect(await canvas.findByRole('region', { name: 'Promotion and relegation' })).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Its teams' }))
    await expect(canvas.queryByRole('region', { name: 'Promotion and relegation' })).not.toBeInTheDocument()
  },
}

/** What the form checks itself: the end before the start, nights outside the dates; nothing is sent. */
export const ClientChecks: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await fillSeason(canvas, '2027-28', '2027-09-01', '2027-08-01')
    await userEvent.type(canvas.getByLabelText('One more night'), '2027-06-01{Enter}')
    await expect(nights().getByText('Outside the season')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create the season' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Last day')).toHaveAccessibleDescription('The season cannot end before it starts.'),
    )
    await expect(
      nights().getByText('1 league night is outside the season’s dates: remove it or change the dates.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toHaveValue('2027-28')
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** The server refuses a slug another season has (its 422, translated, on the field); what was typed stays. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    await fillSeason(canvas, 'Next season', '2027-09-01', '2028-05-31')
    const slug = canvas.getByLabelText('Name in links (optional)')
    await userEvent.type(slug, '2025-26')
    await userEvent.click(canvas.getByRole('button', { name: 'Create the season' }))
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'))
    await expect(slug).toHaveFocus()
    await expect(slug).toHaveValue('2025-26')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Next season')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** The organisation's first season is current whatever the form says: no box to tick. */
export const FirstSeason: Story = {
  parameters: {
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => store.seasons.clear()) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The organisation’s first season is its current one.')).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Copy from' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('checkbox', { name: 'Make it the current season' })).not.toBeInTheDocument()
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Create the season' })).not.toBeInTheDocument()
  },
}

export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', seasonsApi), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the seasons')
  },
}

/** In Dutch: seizoen, speeldagen, reeksen, ploegen. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nieuw seizoen' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Speeldagen' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create the season' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('button', { name: 'Create the season' })).toBeVisible()
  },
}
