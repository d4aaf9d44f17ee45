import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { defaultLeagueTieBreakers, matchTemplatePresets } from '@oche/darts'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { SeasonEditScreen } from './season-edit-screen'

const org = competitionFixtureSlugs.organisation
const current = competitionFixtureSlugs.currentSeason
const previous = competitionFixtureSlugs.previousSeason
const base = `/competition/${org}/season/${current}`
const seasonApi = '/competition/manage/organisations/:org/seasons/:season'
const updateCalls = recordRequests('patch', seasonApi)

const meta = {
  title: 'screens/Competition/Season form/How matches are played',
  component: SeasonEditScreen,
  args: { org, season: current, manage: current },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/seasons/${current}/edit`,
    msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  beforeEach: () => {
    updateCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof SeasonEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const section = async () => within(await screen.findByRole('region', { name: 'How matches are played' }))
const game = (scope: ReturnType<typeof within>, number: number) =>
  within(scope.getByRole('group', { name: `Game ${number}` }))
const save = (scope: ReturnType<typeof within>) =>
  userEvent.click(scope.getByRole('button', { name: 'Save how matches are played' }))

/** The season's template, tie-breakers and leaderboard settings, with the note on matches already started. */
export const Filled: Story = {
  play: async () => {
    const matches = await section()
    await expect(matches.getByText(/Matches already started keep the template they started with/)).toBeVisible()
    await expect(matches.getByText('In use')).toBeVisible()
    await expect(matches.getAllByRole('group', { name: /^Game \d+$/ })).toHaveLength(10)
    await expect(matches.getByLabelText('Short legs: most darts')).toHaveValue(18)
    await expect(matches.getByLabelText('High checkouts: from')).toHaveValue(100)
    const chain = within(matches.getByRole('group', { name: 'Order of the standings when tied' }))
    await expect(chain.getAllByRole('button', { name: /^Remove / })).toHaveLength(defaultLeagueTieBreakers.length)
    await expect(chain.getByRole('button', { name: 'Add Game difference' })).toBeVisible()
  },
}

/** Only what changed is sent, under `settings`: the template, the chain and the short legs; not the checkouts. */
export const SaveChanges: Story = {
  // A store of its own: the saved season does not show in the next stories.
  parameters: { msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  play: async () => {
    const matches = await section()
    const legs = game(matches, 1).getByLabelText('Number of legs')
    await userEvent.clear(legs)
    await userEvent.type(legs, '7')
    const chain = within(matches.getByRole('group', { name: 'Order of the standings when tied' }))
    await userEvent.click(chain.getByRole('button', { name: 'Move Games won up' }))
    const shortLegs = matches.getByLabelText('Short legs: most darts')
    await userEvent.clear(shortLegs)
    await userEvent.type(shortLegs, '15')
    await save(matches)
    await expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    const { flemish } = matchTemplatePresets
    await expect(updateCalls.requests).toHaveLength(1)
    await expect(updateCalls.requests[0]?.body).toEqual({
      settings: {
        match_template: {
          ...flemish,
          games: [{ ...flemish.games[0], legs: { mode: 'bestOf', count: 7 } }, ...flemish.games.slice(1)],
        },
        tie_breakers: ['points', 'matchesWon', 'gamesWon', 'headToHead', 'legDifference'],
        low_visit_max_darts: 15,
      },
    })
    // The saved season fills the form again: the Flemish template is no longer the one in use.
    await waitFor(async () => expect((await section()).queryByText('In use')).not.toBeInTheDocument())
    await expect(game(await section(), 1).getByLabelText('Number of legs')).toHaveValue(7)
  },
}

/** Saving without a change sends nothing. */
export const NothingChanged: Story = {
  play: async () => {
    await save(await section())
    await expect(await screen.findByText('Nothing has changed')).toBeInTheDocument()
    await expect(updateCalls.requests).toHaveLength(0)
  },
}

/** The engine's check keeps a template with a problem from being sent, and points at the field. */
export const ProblemNotSent: Story = {
  play: async () => {
    const matches = await section()
    const legs = game(matches, 6).getByLabelText('Number of legs')
    await userEvent.clear(legs)
    await userEvent.type(legs, '25')
    await save(matches)
    await expect(legs).toHaveFocus()
    await expect(legs).toHaveAccessibleDescription('Enter a number of legs from 1 to 21.')
    await expect(matches.getByText('Game 6: Enter a number of legs from 1 to 21.')).toBeVisible()
    await expect(updateCalls.requests).toHaveLength(0)
  },
}

/** The server's refusals: on the whole template (it names no game) and on a field; what was typed stays. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', seasonApi, {
          'settings.match_template': ['A game starts from 101 to 1001 with a known in and out rule.'],
          'settings.high_checkout_minimum': ['Checkouts count from 60 to 170.'],
        }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async () => {
    const matches = await section()
    await userEvent.click(game(matches, 2).getByRole('checkbox', { name: 'Result only' }))
    const checkouts = matches.getByLabelText('High checkouts: from')
    await userEvent.clear(checkouts)
    await userEvent.type(checkouts, '101')
    await save(matches)
    await expect(await matches.findByRole('alert')).toHaveTextContent(
      'A game starts from 101 to 1001 with a known in and out rule.',
    )
    await expect(checkouts).toHaveAccessibleDescription(/Checkouts count from 60 to 170\./)
    await expect(checkouts).toHaveValue(101)
    await expect(game(matches, 2).getByRole('checkbox', { name: 'Result only' })).toBeChecked()
  },
}

/** An archived season shows how its matches were played, and nothing can change. */
export const Archived: Story = {
  args: { manage: previous },
  play: async () => {
    const matches = await section()
    await expect(game(matches, 1).getByRole('combobox', { name: 'Kind' })).toBeDisabled()
    await expect(matches.getByLabelText('Short legs: most darts')).toBeDisabled()
    await expect(matches.queryByRole('button')).not.toBeInTheDocument()
    await expect(matches.queryByText('Start from a known league')).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const matches = await section()
    await expect(game(matches, 1).getByRole('button', { name: 'Remove game 1' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await section()).getByText('In use')).toBeVisible()
  },
}

/** In French: rencontres, parties, manches. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const matches = within(await screen.findByRole('region', { name: 'Comment se jouent les rencontres' }))
    await expect(
      // The narrow no-break spaces before : and ; are read as spaces.
      matches.getByText(/^10 parties\s: 8 simples en 501, au meilleur des 5 manches\s; 2 doubles en 701/),
    ).toBeVisible()
  },
}
