import type { Meta, StoryObj } from '@storybook/react-vite'
import { useIntl } from 'react-intl'
import { expect } from 'storybook/test'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { AppLogoView } from './app-logo-view'

function Logo() {
  return (
    <div className="p-4">
      <AppLogoView intl={useIntl()} locale={useLocale()} Link={usePlatform().Link} />
    </div>
  )
}

const meta = {
  title: 'screens/Shell/Logo view',
  component: Logo,
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const HomeLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Oche home' })).toHaveAttribute('href', '/')
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/nl')
  },
}
