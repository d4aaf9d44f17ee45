import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockJson, mockPending, myTournamentsFixture, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { manageHandlers } from '../story-helpers/manage.story-helpers'
import { MyTournamentsScreen } from './my-tournaments-screen'

const meta = {
  title: 'screens/Manage/My tournaments',
  component: MyTournamentsScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/profile/my-tournaments',
    msw: { handlers: manageHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof MyTournamentsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas }) => {
    const playing = within(await canvas.findByRole('table', { name: 'Tournaments I play in' }))
    const cologne = myTournamentsFixture.playing[0]
    if (!cologne) throw new Error('The fixtures have no tournament the user plays in')
    await expect(playing.getByRole('link', { name: cologne.name })).toHaveAttribute(
      'href',
      `/tournaments/${cologne.id}`,
    )
    const organising = within(canvas.getByRole('table', { name: 'Tournaments I organise' }))
    await expect(organising.getAllByRole('row')).toHaveLength(myTournamentsFixture.organising.length + 1)
    const open = myTournamentsFixture.organising.find((item) => item.visibility === 'public')
    if (!open) throw new Error('The fixtures have no public tournament')
    await expect(organising.getByRole('link', { name: open.name })).toHaveAttribute(
      'href',
      `/manage/tournaments/${open.id}`,
    )
    await expect(organising.getByRole('link', { name: `Public page of ${open.name}` })).toHaveAttribute(
      'href',
      `/tournaments/${open.id}`,
    )
  },
}

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', '/me/tournaments', { organising: [], playing: [] }), ...manageHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have not entered a tournament yet/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Set up a tournament' })).toHaveAttribute(
      'href',
      '/manage/tournaments/create',
    )
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/me/tournaments'), ...manageHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your tournaments')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/me/tournaments', 500, { message: 'Server Error' }), ...manageHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your tournaments could not be loaded')
  },
}
