import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  mockError,
  mockValidationError,
  recordRequests,
  userFixture,
  type CompetitionStore,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { SeasonEditScreen } from './season-edit-screen'

const org = competitionFixtureSlugs.organisation
const current = competitionFixtureSlugs.currentSeason
const previous = competitionFixtureSlugs.previousSeason
const base = `/competition/${org}/season/${current}`
const seasonApi = '/competition/manage/organisations/:org/seasons/:season'

const meta = {
  title: 'screens/Competition/Season form/Edit',
  component: SeasonEditScreen,
  args: { org, season: current, manage: current },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/seasons/${current}/edit`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SeasonEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('patch', seasonApi)
const nights = () => within(screen.getByRole('group', { name: /league night/ }))

/** Last season out of the archive (but not current): the one that can be archived or made current. */
function previousOpen(store: CompetitionStore) {
  const season = store.seasons.get(competitionFixtureIds.previousSeason)
  if (season) season.is_archived = false
}

/** The current season: its values in the form; changes are saved, a new slug moves the page to it. */
export const SaveChanges: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Season 2026-27' })).toBeVisible()
    await expect(await canvas.findByLabelText('First day')).toHaveValue('2026-09-01')
    await expect(canvas.getByLabelText('Last day')).toHaveValue('2027-05-31')
    await expect(canvas.getByRole('radio', { name: 'Twice: home and away' })).toBeChecked()
    await expect(nights().getAllByRole('listitem')).toHaveLength(14)
    await expect(canvas.queryByRole('combobox', { name: 'Copy from' })).not.toBeInTheDocument()
    await userEvent.click(nights().getByRole('button', { name: /^Remove Monday,? 7 September 2026$/ }))
    await userEvent.click(canvas.getByRole('radio', { name: 'On the league night' }))
    const slug = canvas.getByLabelText('Name in links')
    await userEvent.clear(slug)
    await userEvent.type(slug, 'season-2026-27')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/seasons/season-2026-27/edit`),
    )
    const body = updateCalls.requests.at(-1)?.body as { settings: { league_nights: string[] } }
    await expect(body).toMatchObject({ slug: 'season-2026-27', settings: { night_mode: 'fixedNight' } })
    await expect(body.settings.league_nights).toHaveLength(13)
    await expect(body.settings.league_nights).not.toContain('2026-09-07')
  },
}

/** How many teams go up and down at the end of the season: out of range is refused on the field, then saved. */
export const PromotionPlaces: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const up = await canvas.findByLabelText('Teams up per division')
    const down = canvas.getByLabelText('Teams down per division')
    await expect(up).toHaveValue(2)
    await expect(down).toHaveValue(2)
    await userEvent.clear(up)
    await userEvent.type(up, '11')
    await userEvent.clear(down)
    await userEvent.type(down, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(up).toHaveAttribute('aria-invalid', 'true'))
    await expect(updateCalls.requests).toHaveLength(0)
    await userEvent.clear(up)
    await userEvent.type(up, '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({
      settings: { promotion_places: 3, relegation_places: 1 },
    })
  },
}

/** The current season cannot be archived: the page says why, and the button is off. */
export const CurrentNotArchivable: Story = {
  play: async ({ canvas }) => {
    const archive = within(await canvas.findByRole('region', { name: 'Archive' }))
    await expect(
      archive.getByText('The current season cannot be archived: make another season the current one first.'),
    ).toBeVisible()
    await expect(archive.getByRole('button', { name: 'Archive this season' })).toBeDisabled()
    await expect(
      within(canvas.getByRole('region', { name: 'Current season' })).getByText(
        /^This is the organisation’s current season/,
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Make it the current season' })).not.toBeInTheDocument()
  },
}

/** If the API still refuses (another admin made it current meanwhile), its reason is shown. */
export const ArchiveRefused: Story = {
  args: { manage: previous },
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', seasonApi, {
          is_archived: ['The current season cannot be archived: make another season current first.'],
        }),
        ...competitionHandlers({ organiserRole: 'admin' }, previousOpen),
      ],
    },
  },
  play: async ({ canvas }) => {
    const archive = within(await canvas.findByRole('region', { name: 'Archive' }))
    await userEvent.click(archive.getByRole('button', { name: 'Archive this season' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Archive season 2025-26?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Archive' }))
    await expect(
      await screen.findByText('The current season cannot be archived: make another season current first.'),
    ).toBeInTheDocument()
  },
}

/** An earlier season, open: it is archived after a confirmation and the form turns read only. */
export const Archive: Story = {
  args: { manage: previous },
  parameters: {
    msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, previousOpen)] },
  },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive this season' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Archive season 2025-26?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Archive' }))
    await expect(await screen.findByText('Season 2025-26 is archived')).toBeInTheDocument()
    await expect(await canvas.findByRole('button', { name: 'Take it out of the archive' })).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).toEqual({ is_archived: true })
  },
}

/** An archived season reads only; taken out of the archive, it can be changed and made current. */
export const ArchivedSeason: Story = {
  args: { manage: previous },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^This season is archived, so it is shown read only\./)).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toBeDisabled()
    await expect(nights().queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument()
    await expect(
      canvas.getByText('An archived season cannot be the current one: take it out of the archive first.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Take it out of the archive' }))
    await expect(await screen.findByText('Season 2025-26 is out of the archive')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByLabelText('Name')).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Make it the current season' }))
    await expect(await screen.findByText('Season 2025-26 is now the current season')).toBeInTheDocument()
    await expect(await canvas.findByText(/^This is the organisation’s current season/)).toBeVisible()
  },
}

/** A server refusal of the dates lands on the league nights (renamed from `settings.league_nights`). */
export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', seasonApi, {
          'settings.league_nights': ['A league night is outside the season.'],
        }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Season 26/27')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await nights().findByText('A league night is outside the season.')).toBeVisible()
    await expect(name).toHaveValue('Season 26/27')
  },
}

export const NotFound: Story = {
  args: { manage: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', seasonApi, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The season could not be loaded')
  },
}

/** In French: saison, journées, archive. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Saison 2026-27' })).toBeVisible()
    await expect(canvas.getByText('14 journées')).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Archive' })).toBeVisible()
  },
}
