import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, type within } from 'storybook/test'
import { forgetStoryToken } from '../../../../accounts/story-helpers/account.story-helpers'
import { DivisionCreateScreen } from '../../../divisions/division-create'
import { groupsPath, org, season, seasonApi } from '../../../divisions/parts/division.story-helpers'
import { competitionHandlers } from '../../../story-helpers/competition.story-helpers'
import { cups } from '../cup.story-helpers'

const cupsApi = `${seasonApi}/cups`
const createCalls = recordRequests('post', cupsApi)
/** A story that adds a cup gets a league of its own: what it adds shows in no other story. */
const fresh = () => ({
  msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' })] },
})

const meta = {
  title: 'screens/Competition/Cup/New cup',
  component: DivisionCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/create`,
    msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' })] },
  },
  beforeEach: () => {
    createCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof DivisionCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** Chooses "A cup" at the top of the create page: the cup's form replaces the division's. */
const chooseCup = async (canvas: Canvas, name = 'A cup') => {
  await userEvent.click(await canvas.findByRole('radio', { name }))
}

const choose = async (canvas: Canvas, label: string, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

const addDate = async (canvas: Canvas, number: number, day: string) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Add a date' }))
  const field = await canvas.findByLabelText(`Date ${number}`)
  await userEvent.type(field, day)
}

/** The page opens on a league division; "A cup" shows the cup's form with a straight draw the teams enter. */
export const ChooseCup: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New division' })).toBeVisible()
    await expect(await canvas.findByRole('radio', { name: 'A league division' })).toBeChecked()
    await expect(canvas.getByLabelText('Name')).toBeVisible()

    await chooseCup(canvas)
    await expect(canvas.getByRole('radio', { name: 'A cup' })).toBeChecked()
    await expect(await canvas.findByLabelText('Name of the cup')).toHaveValue('')
    await expect(canvas.queryByLabelText('Name')).not.toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: 'Straight draw' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Teams enter' })).toBeChecked()
    await expect(canvas.queryByLabelText('Date 1')).not.toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'How a cup match is played' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Deciding game' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add the cup' })).toBeEnabled()

    await userEvent.type(canvas.getByLabelText('Name of the cup'), 'Spring Cup')
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAttribute('placeholder', 'spring-cup')
  },
}

/** "New cup" of the division list links to `create#cup`: the page opens on the cup's form. */
export const OpensOnCup: Story = {
  beforeEach: () => {
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}#cup`)
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'A cup' })).toBeChecked()
    await expect(canvas.getByLabelText('Name of the cup')).toBeVisible()
  },
}

/** Adding a straight draw with its first date: the cup is sent as filled in, then its page opens with a toast. */
export const Create: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await chooseCup(canvas)
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), 'Spring Cup')
    await addDate(canvas, 1, '2027-03-02')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the cup' }))

    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/spring-cup`))
    await expect(await screen.findByText('Spring Cup is added to the season')).toBeInTheDocument()
    await expect(createCalls.requests).toHaveLength(1)
    const body = createCalls.requests.at(-1)?.body
    await expect(body).toEqual(
      expect.objectContaining({
        name: 'Spring Cup',
        format: { kind: 'draw' },
        entry: 'optional',
        dates: ['2027-03-02'],
      }),
    )
    await expect(body).toHaveProperty('template')
    await expect(body).not.toHaveProperty('slug')
  },
}

/** Groups of three, the winner of each through, a plate, every team playing: the format is sent as chosen. */
export const CreateInGroups: Story = {
  parameters: fresh(),
  play: async ({ canvas }) => {
    await chooseCup(canvas)
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), 'Shield B')
    await userEvent.click(canvas.getByRole('radio', { name: 'Groups, then a knockout' }))
    await choose(canvas, 'Teams per group, at most', '3')
    await choose(canvas, 'Teams through per group', '1')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Play a plate' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Every team plays' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the cup' }))

    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/shield-b`))
    await expect(await screen.findByText('Shield B is added to the season')).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual(
      expect.objectContaining({
        name: 'Shield B',
        format: { kind: 'groups', groupSize: 3, qualifiersPerGroup: 1, hasPlate: true },
        entry: 'compulsory',
        dates: [],
      }),
    )
  },
}

/** The form's own checks, in words on their fields, before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await chooseCup(canvas)
    await userEvent.click(await canvas.findByRole('radio', { name: 'Groups, then a knockout' }))
    await choose(canvas, 'Teams per group, at most', '3')
    await choose(canvas, 'Teams through per group', '3')
    await userEvent.type(canvas.getByLabelText('Web address (optional)'), 'Cup!')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a date' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the cup' }))

    await waitFor(() =>
      expect(canvas.getByLabelText('Name of the cup')).toHaveAccessibleDescription(/Fill in this field\./),
    )
    await expect(canvas.getByLabelText('Name of the cup')).toHaveFocus()
    await expect(canvas.getByRole('combobox', { name: 'Teams through per group' })).toHaveAccessibleDescription(
      'Fewer teams go through than a group has.',
    )
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
      /Use lower-case letters, digits and single dashes, such as winter-cup\./,
    )
    await expect(canvas.getByLabelText('Date 1')).toHaveAccessibleDescription('Enter a date.')
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** The web address of a cup already in the season: the server's 422 on the field, focused, and what was typed stays. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    await chooseCup(canvas)
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), 'Winter Cup B')
    await userEvent.type(canvas.getByLabelText('Web address (optional)'), cups.open)
    await userEvent.click(canvas.getByRole('radio', { name: 'Every team plays' }))
    await addDate(canvas, 1, '2027-01-12')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the cup' }))

    const slug = canvas.getByLabelText('Web address (optional)')
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveFocus()
    await expect(slug).toHaveValue(cups.open)
    await expect(canvas.getByLabelText('Name of the cup')).toHaveValue('Winter Cup B')
    await expect(canvas.getByRole('radio', { name: 'Every team plays' })).toBeChecked()
    await expect(canvas.getByLabelText('Date 1')).toHaveValue('2027-01-12')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
    await expect(createCalls.requests.at(-1)?.body).toEqual(
      expect.objectContaining({ name: 'Winter Cup B', slug: cups.open, entry: 'compulsory', dates: ['2027-01-12'] }),
    )
  },
}

/** The server refuses the template (a cup rule the form did not catch): said on the deciding game, the form kept. */
export const TemplateRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', cupsApi, {
          template: ['A cup match needs a winner: choose a deciding game.'],
        }),
        ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await chooseCup(canvas)
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), 'Spring Cup')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the cup' }))
    const decider = canvas.getByRole('combobox', { name: 'Deciding game' })
    await waitFor(() =>
      expect(decider).toHaveAccessibleDescription(/A cup match needs a winner: choose a deciding game\./),
    )
    await expect(canvas.getByLabelText('Name of the cup')).toHaveValue('Spring Cup')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** In German: the kind choice and the cup's form ("Pokal"), and the cup added. */
export const German: Story = {
  parameters: fresh(),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await chooseCup(canvas, 'Einen Pokal')
    await userEvent.type(await canvas.findByLabelText('Name des Pokals'), 'Frühjahrspokal')
    await expect(canvas.getByRole('radio', { name: 'Direkte Auslosung' })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Entscheidungsspiel' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pokal hinzufügen' }))
    await expect(await screen.findByText('Frühjahrspokal ist der Saison hinzugefügt')).toBeInTheDocument()
  },
}
