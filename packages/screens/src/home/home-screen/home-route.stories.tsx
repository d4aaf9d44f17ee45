import type { Meta, StoryObj } from '@storybook/react-vite'
import { handlers, setupHandlers } from '@oche/mocks'
import { expect } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { HomeRoute } from './home-route'

const meta = {
  title: 'screens/HomeRoute',
  component: HomeRoute,
  parameters: { page: true, layout: 'fullscreen', msw: { handlers } },
  args: { locale: 'en' },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof HomeRoute>

export default meta
type Story = StoryObj<typeof meta>

export const SetUp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Next-level darts tournament platform' })).toBeVisible()
  },
}

export const FirstRun: Story = {
  parameters: { msw: { handlers: [...setupHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome to Oche' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create the administrator' })).toBeVisible()
  },
}
