import type { Meta, StoryObj } from '@storybook/react-vite'
import { useIntl } from 'react-intl'
import { expect, within } from 'storybook/test'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { AppHeaderView, appNavItems } from './app-header-view'

type HeaderProps = { current: string; isSignedIn?: boolean; showAdmin?: boolean; withMenus?: boolean }

/** The view with the page's texts and link, as the client header and a server page render it. */
function Header({ current, isSignedIn = false, showAdmin = false, withMenus = false }: HeaderProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  return (
    <AppHeaderView
      intl={intl}
      items={appNavItems(intl, { isSignedIn, showAdmin })}
      current={current}
      locale={useLocale()}
      Link={Link}
      menus={withMenus ? <button type="button">Menus</button> : undefined}
    />
  )
}

const meta = {
  title: 'screens/Shell/Header view',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { current: '/tournaments/abc/groups' },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Play' })).not.toHaveAttribute('aria-current')
    await expect(nav.queryByRole('link', { name: 'Manage' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Oche home' })).toHaveAttribute('href', '/')
  },
}

export const SuperAdminWithMenus: Story = {
  args: { current: '/admin/users', isSignedIn: true, showAdmin: true, withMenus: true },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/manage')
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'Menus' })).toBeVisible()
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/de/tournaments')
  },
}
