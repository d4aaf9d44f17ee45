import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NotFoundScreen } from './not-found-screen'

const meta = {
  title: 'screens/Errors/NotFound',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen', pathname: '/nl/toernooien' },
} satisfies Meta<typeof NotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { pathname: '/tournaments/unknown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
    await expect(canvas.getByText('We couldn’t find the page you were looking for')).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /tournaments/unknown')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oeps! Er ging iets mis' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl')
  },
}

export const FailedValidation: Story = {
  args: { statusCode: 410, message: 'This tournament was deleted' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('410')).toBeVisible()
    await expect(canvas.getByText('This tournament was deleted')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr')
  },
}
