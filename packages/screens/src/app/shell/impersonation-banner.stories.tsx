import type { Meta, StoryObj } from '@storybook/react-vite'
import { superAdminFixture, userFixture } from '@oche/mocks'
import { expect, userEvent, waitFor } from 'storybook/test'
import { readCookie, removeCookie, writeCookie } from '../preferences/cookies'
import { storageKeys } from '../preferences/storage-keys'
import { ImpersonationBanner } from './impersonation-banner'

/** The banner shows while an impersonation token is kept: the story keeps one, and drops it afterwards. */
function keepImpersonationToken() {
  writeCookie(storageKeys.impersonationToken, 'oche_mock-impersonation-token', 1)
  return () => removeCookie(storageKeys.impersonationToken)
}

const navigation = () => document.querySelector('[data-testid="navigation"]')

const meta = {
  title: 'screens/App/Shell/Impersonation banner',
  component: ImpersonationBanner,
  parameters: { user: userFixture, layout: 'fullscreen' },
  beforeEach: keepImpersonationToken,
} satisfies Meta<typeof ImpersonationBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Whose account this is; stopping ends the impersonation and opens the account's admin page. */
export const Impersonating: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Impersonation' })
    await expect(banner).toHaveTextContent(`You are using the account of ${userFixture.name} (${userFixture.email}).`)
    await userEvent.click(canvas.getByRole('button', { name: 'Stop impersonating' }))
    await waitFor(() => expect(navigation()).toHaveTextContent(`reload:/admin/users/${userFixture.id}/edit`))
    await expect(readCookie(storageKeys.impersonationToken)).toBeUndefined()
  },
}

/** A phone: the text wraps above the button; nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stop impersonating' })
    await expect(button).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Without an impersonation, as for the super admin in their own account, there is no banner. */
export const NotImpersonating: Story = {
  parameters: { user: superAdminFixture },
  beforeEach: () => removeCookie(storageKeys.impersonationToken),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument()
  },
}
