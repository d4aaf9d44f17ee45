import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockPending, handlers, superAdminFixture, userFixture } from '@oche/mocks'
import { expect, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../story-helpers/account.story-helpers'
import { ProfileScreen } from './profile-screen'

const meta = {
  title: 'screens/Accounts/Profile',
  component: ProfileScreen,
  parameters: { page: true, layout: 'fullscreen' },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(canvas.getByText(userFixture.name)).toBeVisible()
    await expect(canvas.getByText(userFixture.email)).toBeVisible()
    await expect(canvas.getByText('English')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings')
    await expect(canvas.getByRole('link', { name: 'My tournaments' })).toHaveAttribute(
      'href',
      '/profile/my-tournaments',
    )
    await expect(canvas.getByRole('link', { name: 'My statistics' })).toHaveAttribute('href', '/profile/my-stats')
  },
}

export const SignedInInDutch: Story = {
  globals: { locale: 'nl' },
  parameters: { user: { ...superAdminFixture, langcode: 'nl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Je profiel' })).toBeVisible()
    await expect(canvas.getByText('Nederlands')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', '/nl/profile/settings')
  },
}

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in to see your profile' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fprofile',
    )
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/user'), ...handlers] } },
  beforeEach: () => {
    document.cookie = 'token=oche_mock-user-token; path=/'
    return () => {
      document.cookie = 'token=; path=/; max-age=0'
    }
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile'))
  },
}
