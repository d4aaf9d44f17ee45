import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  mockValidationError,
  recordRequests,
  userFixture,
  type CompetitionStore,
} from '@oche/mocks'
import { matchTemplatePresets } from '@oche/darts'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { divisionApi, first, groupsPath, org, season } from '../parts/division.story-helpers'
import { DivisionEditScreen } from './division-edit-screen'

const updateCalls = recordRequests('patch', divisionApi)

const meta = {
  title: 'screens/Competition/Divisions/Match template of a division',
  component: DivisionEditScreen,
  args: { org, season, division: first },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${first}/edit`,
    msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  beforeEach: () => {
    updateCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof DivisionEditScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Stories only: the first division of the current season plays the Dutch café league's template. */
function ownCafeTemplate(store: CompetitionStore) {
  const division = [...store.divisions.values()].find(
    (row) => row.seasonId === competitionFixtureIds.currentSeason && row.slug === first,
  )
  const { dutchCafe } = matchTemplatePresets
  if (division) division.match_template = { ...dutchCafe, games: structuredClone([...dutchCafe.games]) }
}

const section = async () => within(await screen.findByRole('region', { name: 'Match template of this division' }))
const save = (scope: ReturnType<typeof within>) =>
  userEvent.click(scope.getByRole('button', { name: 'Save the match template' }))

/** A division that plays the season's template: the choice says what that template is, and nothing more shows. */
export const SeasonTemplate: Story = {
  play: async () => {
    const template = await section()
    const seasons = template.getByRole('radio', { name: 'As the season’s' })
    await expect(seasons).toBeChecked()
    await expect(seasons).toHaveAccessibleDescription(
      '10 games: 8 singles of 501, best of 5 legs; 2 pairs of 701, best of 5 legs. Every game is played; a point for every game won.',
    )
    await expect(template.queryByRole('group', { name: 'Game 1' })).not.toBeInTheDocument()
  },
}

/** Its own template, starting from the season's: shorter singles and one pair less, sent in full. */
export const OwnTemplate: Story = {
  // A store of its own: the saved division does not show in the next stories.
  parameters: { msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  play: async () => {
    const template = await section()
    await userEvent.click(template.getByRole('radio', { name: 'Own template for this division' }))
    const legs = within(template.getByRole('group', { name: 'Game 1' })).getByLabelText('Number of legs')
    await expect(legs).toHaveValue(5)
    await userEvent.clear(legs)
    await userEvent.type(legs, '3')
    await userEvent.click(template.getByRole('button', { name: 'Remove game 6' }))
    await save(template)
    await expect(await screen.findByText('First division plays its own match template')).toBeInTheDocument()
    const { flemish } = matchTemplatePresets
    const games = flemish.games.filter((_game, index) => index !== 5)
    await expect(updateCalls.requests.at(-1)?.body).toEqual({
      match_template: {
        ...flemish,
        games: [{ ...flemish.games[0], legs: { mode: 'bestOf', count: 3 } }, ...games.slice(1)],
      },
    })
    await waitFor(async () =>
      expect((await section()).getByRole('radio', { name: 'Own template for this division' })).toBeChecked(),
    )
  },
}

/** A division with its own template goes back to the season's: `null` is sent. */
export const BackToSeason: Story = {
  parameters: {
    msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, ownCafeTemplate)] },
  },
  play: async () => {
    const template = await section()
    await expect(template.getByRole('radio', { name: 'Own template for this division' })).toBeChecked()
    await expect(template.getAllByRole('group', { name: /^Game \d+$/ })).toHaveLength(9)
    await userEvent.click(template.getByRole('radio', { name: 'As the season’s' }))
    await save(template)
    await expect(await screen.findByText('First division plays the season’s match template')).toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).toEqual({ match_template: null })
  },
}

/** The server refuses the template: its reason above the games, and the edits stay. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('patch', divisionApi, {
          match_template: ['A match has at most 30 games.'],
        }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async () => {
    const template = await section()
    await userEvent.click(template.getByRole('radio', { name: 'Own template for this division' }))
    await userEvent.click(template.getByRole('button', { name: 'Add a game' }))
    await save(template)
    await expect(await template.findByRole('alert')).toHaveTextContent('A match has at most 30 games.')
    await expect(template.getAllByRole('group', { name: /^Game \d+$/ })).toHaveLength(11)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, ownCafeTemplate)] },
  },
  play: async () => {
    const template = await section()
    await expect(within(template.getByRole('group', { name: 'Game 9' })).getByLabelText('Players a side')).toBeVisible()
  },
}

/** In Dutch: reeks, wedstrijdformule, enkels en koppels. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    const template = within(await screen.findByRole('region', { name: 'Wedstrijdformule van deze reeks' }))
    await expect(template.getByRole('radio', { name: 'Zoals het seizoen' })).toHaveAccessibleDescription(
      /^10 partijen: 8 enkels van 501, best of 5 legs; 2 koppels van 701/,
    )
  },
}
