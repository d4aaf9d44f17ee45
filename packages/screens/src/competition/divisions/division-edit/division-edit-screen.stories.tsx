import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { divisionApi, first, groupsPath, org, season } from '../parts/division.story-helpers'
import { DivisionEditScreen } from './division-edit-screen'

const updateCalls = recordRequests('patch', divisionApi)

const meta = {
  title: 'screens/Competition/Divisions/Edit division',
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

/** The saved division in the same form as a new one, with the note that an old link keeps working. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit First division' })).toBeVisible()
    await expect(await canvas.findByLabelText('Name')).toHaveValue('First division')
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveValue(first)
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
      'The division’s part of the link to its pages. After a change, the old link keeps working.',
    )
    await expect(canvas.getByLabelText('Position')).toHaveValue(1)
    await expect(canvas.getByRole('link', { name: 'First division' })).toHaveAttribute('href', `${groupsPath}/${first}`)
  },
}

/** A new name, slug and place: only the changes are sent, and the division's page opens at its new address. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Premier division')
    await userEvent.clear(canvas.getByLabelText('Web address (optional)'))
    await userEvent.type(canvas.getByLabelText('Web address (optional)'), 'premier')
    await userEvent.clear(canvas.getByLabelText('Position'))
    await userEvent.type(canvas.getByLabelText('Position'), '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/premier`))
    await expect(await screen.findByText('Premier division is saved')).toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).toEqual({ name: 'Premier division', slug: 'premier', position: 2 })
  },
}

/** Another division's slug: the server's reason on the field, the typed values kept. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    const slug = await canvas.findByLabelText('Web address (optional)')
    await userEvent.clear(slug)
    await userEvent.type(slug, 'second-division')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveValue('second-division')
  },
}

export const NotFound: Story = {
  args: { division: 'third-division' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the divisions' })).toHaveAttribute('href', groupsPath)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', divisionApi), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the division')
  },
}

/** A captain: no form. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
  },
}
