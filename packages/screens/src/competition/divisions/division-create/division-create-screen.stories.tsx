import type { Meta, StoryObj } from '@storybook/react-vite'
import { recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { groupsPath, org, season, seasonApi } from '../parts/division.story-helpers'
import { DivisionCreateScreen } from './division-create-screen'

const createCalls = recordRequests('post', `${seasonApi}/divisions`)

const meta = {
  title: 'screens/Competition/Divisions/New division',
  component: DivisionCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/create`,
    msw: { handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  beforeEach: () => {
    createCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof DivisionCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The empty form: the slug is made from the name unless typed, and a new division comes last. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New division' })).toBeVisible()
    await userEvent.type(await canvas.findByLabelText('Name'), 'Third division')
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAttribute('placeholder', 'third-division')
    await expect(canvas.getByLabelText('Position (optional)')).toHaveAccessibleDescription(
      '1 is the highest division. Left empty, the new division comes last.',
    )
    await expect(canvas.getByRole('link', { name: 'Divisions' })).toHaveAttribute('href', groupsPath)
  },
}

/** Adding a division: only what was filled in is sent, then its page opens. */
export const Create: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Third division')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the division' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/third-division`))
    await expect(await screen.findByText('Third division is added to the season')).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual({ name: 'Third division' })
  },
}

/** A slug in use: the server's reason on the field, focused, and what was typed stays. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Name'), 'Top division')
    await userEvent.type(canvas.getByLabelText('Web address (optional)'), 'first-division')
    await userEvent.type(canvas.getByLabelText('Position (optional)'), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the division' }))
    const slug = canvas.getByLabelText('Web address (optional)')
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveFocus()
    await expect(canvas.getByLabelText('Name')).toHaveValue('Top division')
    await expect(canvas.getByLabelText('Position (optional)')).toHaveValue(1)
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: 'Top division',
      slug: 'first-division',
      position: 1,
    })
  },
}

/** The form's own checks, in words, before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Web address (optional)'), 'First Division')
    await userEvent.type(canvas.getByLabelText('Position (optional)'), '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the division' }))
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
      /Use lower-case letters, digits and single dashes, such as first-division\./,
    )
    await expect(canvas.getByLabelText('Position (optional)')).toHaveAccessibleDescription(
      /Enter a whole number from 1 to 100\./,
    )
    await userEvent.clear(canvas.getByLabelText('Web address (optional)'))
    await userEvent.type(canvas.getByLabelText('Web address (optional)'), 'create')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the division' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Web address (optional)')).toHaveAccessibleDescription(
        /This word is used by the site’s own pages: choose another\./,
      ),
    )
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** A player of a team: no form, but who runs divisions. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Name')).not.toBeInTheDocument()
  },
}
