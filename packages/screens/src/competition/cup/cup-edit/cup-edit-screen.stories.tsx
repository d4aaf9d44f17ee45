import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { DivisionEditScreen } from '../../divisions/division-edit'
import { groupsPath, org, season } from '../../divisions/parts/division.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import {
  archiveCurrentSeason,
  cupApi,
  cupHandlers,
  cups,
  drawOpenCup,
  lineupInOpenCup,
} from '../parts/cup.story-helpers'
import { CupEditScreen } from './cup-edit-screen'

const updateCalls = recordRequests('patch', cupApi)
const admin = competitionHandlers({ organiserRole: 'admin', cups: 'demo' })
/** A story that saves gets a league of its own: what it changes shows in no other story. */
const fresh = () => ({
  msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' })] },
})

/** A cup's edit page is the division's (`groups/{slug}/edit`): a cup's slug shows the cup's form. */
const meta = {
  title: 'screens/Competition/Cup/Edit cup',
  component: DivisionEditScreen,
  args: { org, season, division: cups.open },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${cups.open}/edit`,
    msw: { handlers: [updateCalls.handler, ...admin] },
  },
  beforeEach: () => {
    updateCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof DivisionEditScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const formatNote = 'The cup has been drawn: its format and entry are fixed.'
const templateNote = 'A cup match has started: its games are fixed.'

const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }))

const chooseDecider = async (canvas: Canvas, option: RegExp) => {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Deciding game' }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** Before the draw: the cup as saved, everything may change. */
export const BeforeDraw: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Winter Cup' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Winter Cup' })).toHaveAttribute('href', `${groupsPath}/${cups.open}`)
    await expect(canvas.getByLabelText('Name of the cup')).toHaveValue('Winter Cup')
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveValue(cups.open)
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
      'The cup’s part of the link to its pages. After a change, the old link keeps working.',
    )
    const format = section(canvas, 'Format and entry')
    await expect(format.getByRole('radio', { name: 'Straight draw' })).toBeChecked()
    await expect(format.getByRole('radio', { name: 'Straight draw' })).toBeEnabled()
    await expect(format.getByRole('radio', { name: 'Teams enter' })).toBeChecked()
    await expect(canvas.queryByText(formatNote)).not.toBeInTheDocument()
    await expect(canvas.queryByText(templateNote)).not.toBeInTheDocument()
    const dates = section(canvas, 'Dates')
    await expect(dates.getAllByLabelText(/^Date \d$/)).toHaveLength(3)
    await expect(canvas.getByRole('combobox', { name: 'Deciding game' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Save the cup' })).toBeEnabled()
  },
}

/** Before the draw: a new name, every team in, a date less; the cup is saved and its page opens. */
export const SaveBeforeDraw: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), ' 2026')
    await userEvent.click(canvas.getByRole('radio', { name: 'Every team plays' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Remove date 3' }))
    await expect(canvas.queryByLabelText('Date 3')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cup' }))

    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/${cups.open}`))
    await expect(await screen.findByText('Winter Cup 2026 is saved')).toBeInTheDocument()
    // Only what changed is sent, with the name and the dates.
    await expect(updateCalls.requests.at(-1)?.body).toEqual({
      name: 'Winter Cup 2026',
      entry: 'compulsory',
      dates: [expect.any(String), expect.any(String)],
    })
  },
}

/** Another cup's web address: the server's 422 on the field, focused, what was typed kept. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    const slug = await canvas.findByLabelText('Web address (optional)')
    await userEvent.clear(slug)
    await userEvent.type(slug, cups.drawn)
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cup' }))
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveFocus()
    await expect(slug).toHaveValue(cups.drawn)
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/**
 * Drawn, no match started: format and entry are shown, not changed, and the page says why; the games and the dates
 * may still change, and only what may is sent.
 */
export const Drawn: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...cupHandlers({ organiserRole: 'admin' }, drawOpenCup)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Winter Cup' })).toBeVisible()
    const format = section(canvas, 'Format and entry')
    await expect(format.getByText(formatNote)).toBeVisible()
    await expect(format.getByRole('radio', { name: 'Straight draw' })).toBeDisabled()
    await expect(format.getByRole('radio', { name: 'Groups, then a knockout' })).toBeDisabled()
    await expect(format.getByRole('radio', { name: 'Teams enter' })).toBeDisabled()
    await expect(format.getByRole('radio', { name: 'Every team plays' })).toBeDisabled()
    await expect(canvas.queryByText(templateNote)).not.toBeInTheDocument()
    await expect(canvas.getByRole('combobox', { name: 'Deciding game' })).toBeEnabled()

    const first = canvas.getByLabelText('Date 1')
    await userEvent.clear(first)
    await userEvent.type(first, '2026-10-21')
    await chooseDecider(canvas, /^Like game 5:/)
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cup' }))
    await expect(await screen.findByText('Winter Cup is saved')).toBeInTheDocument()
    const body = updateCalls.requests.at(-1)?.body
    await expect(body).toHaveProperty('dates', expect.arrayContaining(['2026-10-21']))
    await expect(body).toHaveProperty('template.decidingGame', expect.objectContaining({ kind: 'pairs' }))
    await expect(body).not.toHaveProperty('format')
    await expect(body).not.toHaveProperty('entry')
  },
}

/**
 * A match has been played: the games are fixed too, both said; the name and the dates are what may change, and
 * only they are sent.
 */
export const Started: Story = {
  args: { division: cups.drawn },
  parameters: { pathname: `${groupsPath}/${cups.drawn}/edit`, ...fresh() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit League Cup' })).toBeVisible()
    await expect(section(canvas, 'Format and entry').getByText(formatNote)).toBeVisible()
    const template = section(canvas, 'How a cup match is played')
    await expect(template.getByText(templateNote)).toBeVisible()
    await expect(template.getByRole('combobox', { name: 'Deciding game' })).toBeDisabled()
    await expect(template.queryByRole('button', { name: /Add a game/ })).not.toBeInTheDocument()

    await userEvent.type(canvas.getByLabelText('Name of the cup'), ' 2026-27')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cup' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/${cups.drawn}`))
    await expect(await screen.findByText('League Cup 2026-27 is saved')).toBeInTheDocument()
    const body = updateCalls.requests.at(-1)
    await expect(body?.body).toEqual({ name: 'League Cup 2026-27', dates: expect.any(Array) })
  },
}

const lineupHandedIn = {
  msw: { handlers: [updateCalls.handler, ...cupHandlers({ organiserRole: 'admin' }, lineupInOpenCup)] },
}

/**
 * A lineup is in, no result yet: the server holds the games fixed, which the cup does not show. A new name is saved
 * all the same: the unchanged games are not sent.
 */
export const LineupHandedIn: Story = {
  parameters: lineupHandedIn,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), ' B')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cup' }))
    await expect(await screen.findByText('Winter Cup B is saved')).toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).not.toHaveProperty('template')
  },
}

/** A lineup is in: another deciding game is refused by the server, said in the form, and what was chosen stays. */
export const LineupHandedInTemplateRefused: Story = {
  parameters: lineupHandedIn,
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Name of the cup')
    await chooseDecider(canvas, /^Like game 5:/)
    await userEvent.click(canvas.getByRole('button', { name: 'Save the cup' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A cup match has started: its games are fixed.')
    await expect(canvas.getByRole('combobox', { name: 'Deciding game' })).toHaveTextContent(/^Like game 5:/)
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', cupApi), ...admin] } },
  play: async ({ canvas }) => {
    // The division is loaded first, then the cup (a cup's slug): what is loaded is said.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the cup'))
    await expect(canvas.queryByLabelText('Name of the cup')).not.toBeInTheDocument()
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', cupApi, 500, { message: 'Server Error' }), ...admin] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cup could not be loaded')
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible()
  },
}

/** A captain: no form, and who edits the cup. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain', cups: 'demo' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Name of the cup')).not.toBeInTheDocument()
  },
}

/** The cup's own screen for a captain, who may read the cup but not change it: no form either. */
export const CaptainOnCupScreen: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain', cups: 'demo' }) } },
  render: ({ org: orgSlug, season: seasonSlug, division }) => (
    <CupEditScreen org={orgSlug} season={seasonSlug} cup={division} />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Name of the cup')).not.toBeInTheDocument()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none', cups: 'demo' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.queryByLabelText('Name of the cup')).not.toBeInTheDocument()
  },
}

/** An archived season: its cups are read, not changed. */
export const ArchivedSeason: Story = {
  parameters: { msw: { handlers: cupHandlers({ organiserRole: 'admin' }, archiveCurrentSeason) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Winter Cup' })).toBeVisible()
    await expect(
      canvas.getByText('This season is archived: its divisions, teams and fixture lists change no more.'),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Name of the cup')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Save the cup' })).not.toBeInTheDocument()
  },
}

/** In German: a started cup ("Pokal"), its locks said in German. */
export const German: Story = {
  args: { division: cups.drawn },
  parameters: { pathname: `${groupsPath}/${cups.drawn}/edit`, ...fresh() },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'League Cup bearbeiten' })).toBeVisible()
    await expect(canvas.getByText('Der Pokal ist ausgelost: Spielform und Teilnahme stehen fest.')).toBeVisible()
    await expect(canvas.getByText('Eine Pokalbegegnung hat begonnen: Die Spiele stehen fest.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pokal speichern' })).toBeEnabled()
  },
}
