import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteBoardMemberCreateScreen } from './site-board-member-create-screen'
import {
  boardMembersApi,
  org,
  photoFile,
  season,
  seasonBase,
  siteContentHandlers,
} from './site-board-members.story-helpers'

const meta = {
  title: 'screens/Competition/Site board members/Create',
  component: SiteBoardMemberCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/board-members/create`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteBoardMemberCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', boardMembersApi)

/**
 * The admin adds the match secretary with a photo, the e-mail address shown on the site and the phone kept hidden:
 * the list opens and a toast says so.
 */
export const UploadAndSave: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New board member' })).toBeVisible()
    await userEvent.type(await canvas.findByLabelText('Name'), 'Jan De Smet')
    const role = canvas.getByLabelText('Role')
    const offered = [...(document.getElementById(role.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])]
    await expect(offered.map((option) => option.value)).toEqual(['Chair', 'Secretary', 'Treasurer', 'Match secretary'])
    await userEvent.type(role, 'Match secretary')
    await userEvent.upload(canvas.getByLabelText('Photo (optional)'), photoFile('jan.png'))
    await expect(await canvas.findByRole('link', { name: 'jan.png' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('E-mail address (optional)'), 'matches@demo-darts-league.example')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the e-mail address on the public site' }))
    await userEvent.type(canvas.getByLabelText('Phone (optional)'), '+32 472 11 22 33')
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the board' }))
    await expect(await screen.findByText('Jan De Smet is added to the board')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${seasonBase}/site/board-members`))
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      name: 'Jan De Smet',
      role: 'Match secretary',
      photo_file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'matches@demo-darts-league.example',
      show_email: true,
      phone: '+32 472 11 22 33',
      show_phone: false,
    })
  },
}

/** Checked before sending: a name and role are needed, and an e-mail address must be one. */
export const InvalidFields: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail address (optional)'), 'not an address')
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the board' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field.'))
    await expect(canvas.getByLabelText('Role')).toHaveAccessibleDescription(/Fill in this field\./)
    await expect(canvas.getByLabelText('E-mail address (optional)')).toHaveAccessibleDescription(
      /Enter an e-mail address such as name@example\.com, or leave it empty\./,
    )
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** The server refuses the phone number (422): the message on the field, everything typed kept. */
export const ServerRefusesPhone: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', boardMembersApi, { phone: ['This phone number is not valid.'] }),
        ...siteContentHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Jan De Smet')
    await userEvent.type(canvas.getByLabelText('Role'), 'Chair')
    const phone = canvas.getByLabelText('Phone (optional)')
    await userEvent.type(phone, '0472 11 22 33')
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the board' }))
    await waitFor(() => expect(phone).toHaveAccessibleDescription('This phone number is not valid.'))
    await expect(phone).toHaveFocus()
    await expect(phone).toHaveValue('0472 11 22 33')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Jan De Smet')
  },
}

export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Add to the board' })).not.toBeInTheDocument()
  },
}

/** In German: the usual roles offered in German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const role = await canvas.findByLabelText('Funktion')
    const offered = [...(document.getElementById(role.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])]
    await expect(offered.map((option) => option.value)).toContain('Kassenwart')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByLabelText('Name')).toBeVisible()
  },
}
