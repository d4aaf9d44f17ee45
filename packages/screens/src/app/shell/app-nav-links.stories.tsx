import type { Meta, StoryObj } from '@storybook/react-vite'
import { useIntl } from 'react-intl'
import { expect, within } from 'storybook/test'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { appNavItems } from './app-header-view'
import { AppNavLinks, appNavLabel } from './app-nav-links'

/** The navigation's links with the page's texts and link, on the header's bar or (vertical) in the phone's drawer. */
function NavLinks({ current, vertical = false }: { current: string; vertical?: boolean }) {
  const intl = useIntl()
  const { Link } = usePlatform()
  return (
    <nav aria-label={appNavLabel(intl)}>
      <AppNavLinks
        items={appNavItems(intl, { isSignedIn: true, showAdmin: false })}
        current={current}
        locale={useLocale()}
        Link={Link}
        vertical={vertical}
      />
    </nav>
  )
}

const meta = {
  title: 'screens/Shell/Navigation links',
  component: NavLinks,
  args: { current: '/manage/tournaments/abc' },
} satisfies Meta<typeof NavLinks>

export default meta
type Story = StoryObj<typeof meta>

/** The area the page is in is the current one, in German; the others are plain links. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation'))
    await expect(nav.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/de/manage')
    await expect(nav.getByRole('link', { name: 'Turniere' })).not.toHaveAttribute('aria-current')
  },
}

/** Stacked in the drawer, each link a full-width touch target. */
export const Vertical: Story = {
  args: { vertical: true },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
