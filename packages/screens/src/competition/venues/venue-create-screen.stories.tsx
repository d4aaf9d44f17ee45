import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueCreateScreen } from './venue-create-screen'
import { org, season, seasonBase, venuesApi } from './venue.story-helpers'

const meta = {
  title: 'screens/Competition/Venues/Create',
  component: VenueCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/locations/create`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', venuesApi)

/** An admin adds a venue: address, map link, boards and two nights; it opens the new venue's page. */
export const Create: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New venue' })).toBeVisible()
    await expect(await canvas.findByLabelText('Boards')).toHaveValue(4)
    await userEvent.type(canvas.getByLabelText('Name'), 'Café De Roos')
    await userEvent.type(canvas.getByLabelText('Street and number'), 'Markt 3')
    await userEvent.type(canvas.getByLabelText('Postcode'), '9000')
    await userEvent.type(canvas.getByLabelText('City'), 'Gent')
    await userEvent.type(canvas.getByLabelText('Map link (optional)'), 'https://osm.org/go/0EEQjE')
    await userEvent.clear(canvas.getByLabelText('Boards'))
    await userEvent.type(canvas.getByLabelText('Boards'), '5')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Thursday' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tuesday' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the venue' }))
    await expect(await screen.findByText('Café De Roos is added to the venues')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(new RegExp(`${seasonBase}/locations/[0-9a-f-]{36}$`)),
    )
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: 'Café De Roos',
      street: 'Markt 3',
      postcode: '9000',
      city: 'Gent',
      country: '',
      map_url: 'https://osm.org/go/0EEQjE',
      default_board_count: 5,
      notes: '',
      weekdays: ['tuesday', 'thursday'],
    })
  },
}

/** A map link that is not a web address (a script) is refused before anything is sent; the rest stays typed. */
export const MapLinkRefused: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Café De Roos')
    const map = canvas.getByLabelText('Map link (optional)')
    await userEvent.type(map, 'javascript:alert(1)')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the venue' }))
    await waitFor(() =>
      expect(map).toHaveAccessibleDescription(
        expect.stringContaining('Enter a web address starting with https:// or http://, or leave it empty.'),
      ),
    )
    await expect(map).toHaveFocus()
    await expect(canvas.getByLabelText('Name')).toHaveValue('Café De Roos')
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** The server's 422 lands on its field, translated, and what was typed stays. */
export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', venuesApi, { name: ['A venue with this name already exists.'] }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.type(name, 'Café Bullseye')
    await userEvent.type(canvas.getByLabelText('City'), 'Gent')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the venue' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('A venue with this name already exists.'))
    await expect(name).toHaveFocus()
    await expect(name).toHaveValue('Café Bullseye')
    await expect(canvas.getByLabelText('City')).toHaveValue('Gent')
    await expect(canvas.getByRole('checkbox', { name: 'Friday' })).toBeChecked()
  },
}

/** Without a name nothing is sent; the field says what it needs. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add the venue' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.'))
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Add the venue' })).not.toBeInTheDocument()
  },
}

/** In German: Spiellokal, Boards, Spieltage. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Neues Spiellokal' })).toBeVisible()
    await expect(await canvas.findByRole('checkbox', { name: 'Donnerstag' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add the venue' })).toBeVisible()
  },
}
