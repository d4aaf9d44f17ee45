import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { TeamCreateScreen } from './team-create-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`
const teamsPath = '/competition/manage/organisations/:org/seasons/:season/teams'
const venuesPath = '/competition/manage/organisations/:org/venues'

const meta = {
  title: 'screens/Competition/Teams/New team',
  component: TeamCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/teams/create`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', teamsPath)

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** The empty form: the team's name, web address and club, then its division, home venue and night. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Team' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'In the league' })).toBeVisible()
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
      'The team’s name in links, the same in every season. Left empty, it is made from the name.',
    )
    await expect(canvas.getByRole('combobox', { name: 'Division' })).toHaveTextContent('No division yet')
    await expect(canvas.getByRole('combobox', { name: 'Home venue' })).toHaveTextContent('No home venue yet')
    await expect(canvas.getByRole('combobox', { name: 'Home night' })).toHaveTextContent(
      'The venue’s night, or the league night',
    )
    await expect(canvas.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', `${base}/teams`)
  },
}

/** A new team in the second division at Café Bullseye on Tuesdays: saved, announced, and its page opens. */
export const FillAndSubmit: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Dart Vaders')
    await userEvent.type(canvas.getByLabelText('Club (optional)'), 'Café Bullseye')
    await choose('Division', 'Second division')
    await choose('Home venue', 'Café Bullseye, Gent')
    await choose('Home night', 'Tuesday')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the team' }))

    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/dart-vaders`))
    await expect(await screen.findByText('Dart Vaders plays in this season')).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: 'Dart Vaders',
      club_name: 'Café Bullseye',
      division: 'second-division',
      venue_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      home_weekday: 'tuesday',
    })
  },
}

/** A web address another team has: the server's answer lands on the field, and what was typed stays. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Arrows B')
    await userEvent.type(canvas.getByLabelText('Web address (optional)'), 'the-arrows')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the team' }))
    const slug = canvas.getByLabelText('Web address (optional)')
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveFocus()
    await expect(slug).toHaveValue('the-arrows')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Arrows B')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** The form checks a missing name and a web address with capitals or spaces before anything is sent. */
export const Invalid: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Web address (optional)'), 'The Arrows!')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the team' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
      /Use lower-case letters, digits and dashes only, such as the-arrows\./,
    )
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** A captain may not add teams: said plainly, no form. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins add teams' })).toBeVisible()
    await expect(canvas.queryByLabelText('Name')).not.toBeInTheDocument()
  },
}

/** An archived season takes no new teams. */
export const Archived: Story = {
  args: { season: competitionFixtureSlugs.previousSeason },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This season is archived' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Add the team' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', venuesPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the divisions and venues')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', venuesPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The divisions and venues could not be loaded')
  },
}

/** In German: Mannschaft, Staffel, Heimspiellokal, and the weekdays from the browser's own names. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Neue Mannschaft' })).toBeVisible()
    await expect(await canvas.findByRole('combobox', { name: 'Staffel' })).toBeVisible()
    await choose('Heimabend', 'Donnerstag')
    await expect(canvas.getByRole('combobox', { name: 'Heimspiellokal' })).toHaveTextContent('Noch kein Heimspiellokal')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add the team' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'In the league' })).toBeVisible()
  },
}
