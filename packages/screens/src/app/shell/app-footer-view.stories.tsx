import type { Meta, StoryObj } from '@storybook/react-vite'
import { useIntl } from 'react-intl'
import { expect } from 'storybook/test'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { AppFooterView } from './app-footer-view'

function Footer() {
  return <AppFooterView intl={useIntl()} locale={useLocale()} Link={usePlatform().Link} />
}

const meta = {
  title: 'screens/Shell/Footer view',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service')
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const legal = canvas.getByRole('navigation')
    await expect(legal.querySelector('a')).toHaveAttribute('href', '/fr/privacy-policy')
  },
}
