import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteBoardMemberEditScreen } from './site-board-member-edit-screen'
import {
  boardMemberApi,
  fixtureBoard,
  org,
  season,
  seasonBase,
  siteContentHandlers,
} from './site-board-members.story-helpers'

const { chair } = fixtureBoard

const meta = {
  title: 'screens/Competition/Site board members/Edit',
  component: SiteBoardMemberEditScreen,
  args: { org, season, id: chair.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/board-members/${chair.id}/edit`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteBoardMemberEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('put', boardMemberApi)

/** The chair as saved; the admin removes the photo, hides the phone number and saves: back to the list. */
export const SaveChanges: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `Edit ${chair.name}` })).toBeVisible()
    await expect(await canvas.findByLabelText('Name')).toHaveValue(chair.name)
    await expect(canvas.getByLabelText('Role')).toHaveValue(chair.role)
    await expect(canvas.getByLabelText('E-mail address (optional)')).toHaveValue('chair@demo-darts-league.example')
    await expect(canvas.getByRole('checkbox', { name: 'Show the e-mail address on the public site' })).toBeChecked()
    const showPhone = canvas.getByRole('checkbox', { name: 'Show the phone number on the public site' })
    await expect(showPhone).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove chair.png' }))
    await userEvent.click(showPhone)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText(`${chair.name} is saved`)).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${seasonBase}/site/board-members`))
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({
      name: chair.name,
      photo_file_id: null,
      show_email: true,
      phone: '+32 470 12 34 56',
      show_phone: false,
    })
  },
}

export const NotFound: Story = {
  args: { id: '5e0a0000-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This board member cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the board members' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/board-members`,
    )
  },
}

export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', boardMemberApi), ...siteContentHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the board member')
  },
}
