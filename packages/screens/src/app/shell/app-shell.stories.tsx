import type { Meta, StoryObj } from '@storybook/react-vite'
import { superAdminFixture, userFixture } from '@oche/mocks'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from '../app-providers'
import { routes } from '../../routing/routes'
import { RouteView, type RouteViewProps } from './route-view'
import { messagesFor } from '@oche/i18n/messages'

const home = routes.find((route) => route.name === 'index')!
const adminUsers = routes.find((route) => route.name === 'admin-users')!
const manage = routes.find((route) => route.name === 'manage')!
const tablet = routes.find((route) => route.name === 'tablet')!
const login = routes.find((route) => route.name === 'auth-login')!

type ShellStoryArgs = RouteViewProps & { signedIn?: 'player' | 'admin'; navigate: (href: string) => void }

function ShellStory({ signedIn, navigate, ...props }: ShellStoryArgs) {
  const user = signedIn === 'admin' ? superAdminFixture : signedIn === 'player' ? userFixture : null
  const platform = { ...storyPlatform(props.path), navigate }
  return (
    <AppProviders locale={props.locale} messages={messagesFor(props.locale)} platform={platform} initialUser={user}>
      <RouteView screenBoundary {...props} />
    </AppProviders>
  )
}

const meta = {
  title: 'screens/Shell/RouteView',
  component: ShellStory,
  parameters: { layout: 'fullscreen' },
  args: { route: home, params: {}, locale: 'en', path: '/', navigate: fn() },
  beforeEach: () => {
    localStorage.clear()
    return () => {
      localStorage.clear()
    }
  },
} satisfies Meta<typeof ShellStory>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Next-level darts tournament platform' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service')
  },
}

export const SignedIn: Story = {
  args: { signedIn: 'player' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Account menu of ${userFixture.name}` }))
    await expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await expect(screen.getByRole('menuitem', { name: 'Use as board tablet' })).toBeVisible()
    await expect(screen.queryByRole('menuitemcheckbox', { name: 'Show administration' })).toBeNull()
    // The leagues they run or play in are a menu item away.
    await userEvent.click(screen.getByRole('menuitem', { name: 'Your leagues' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/competition'))
  },
}

export const SuperAdminShowsAdministration: Story = {
  args: { signedIn: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: `Account menu of ${superAdminFixture.name}` }))
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Show administration' }))
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: 'Admin' })[0]).toHaveAttribute('href', '/admin/users'),
    )
  },
}

/**
 * On a phone the navigation is a drawer behind "Open menu", its code loaded on the first press: it opens on that
 * press, following a link in it closes it, and Escape gives the focus back to the button.
 */
export const PhoneMenu: Story = {
  args: { signedIn: 'player' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' })
    // The header fits the narrowest phone (320 px) with every control of a signed-in player in it.
    const account = await canvas.findByRole('button', { name: `Account menu of ${userFixture.name}` })
    await expect(await canvas.findByRole('button', { name: /^Notifications/ })).toBeVisible()
    await expect(account.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAttribute('aria-controls', drawer.id)
    const nav = within(drawer).getByRole('navigation', { name: 'Main' })
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tournaments', 'Play', 'Rankings', 'Manage'])
    const rankings = within(nav).getByRole('link', { name: 'Rankings' })
    await expect(rankings).toHaveAttribute('href', '/rankings')
    await userEvent.click(rankings)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())

    await userEvent.click(button)
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).not.toHaveAttribute('aria-controls')
  },
}

/** German, signed in, on a 320 px phone: the header and the footer's legal links stay on the screen. */
export const GermanOnTheNarrowestPhone: Story = {
  args: { signedIn: 'player', locale: 'de' },
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Nutzungsbedingungen' })).toBeVisible()
    for (const link of canvas.getAllByRole('link', { name: /Datenschutz|Nutzungsbedingungen/ })) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const SwitchLanguage: Story = {
  args: { path: '/privacy-policy' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Nederlands' }))
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/nl\/privacy-policy(\?|$)/)),
    )
    await expect(document.cookie).toContain('i18n_redirected=nl')
  },
}

export const SwitchColourMode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Colour mode' }))
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }))
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
    await expect(localStorage.getItem('nuxt-color-mode')).toBe('dark')
  },
}

export const NotFound: Story = {
  args: { route: null, path: '/nope', locale: 'de' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hoppla! Da ist etwas schiefgelaufen' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de')
  },
}

export const GuardSendsToLogin: Story = {
  args: { route: manage, path: '/manage' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fmanage', { replace: true }))
  },
}

/**
 * Signing in on the page the guard sent them to takes the organiser on to where they were going: the page's own
 * guard (signed in now) must not send them to the marketing home first.
 */
export const SignInGoesWhereTheyWereGoing: Story = {
  args: { route: login, path: '/auth/login', searchParams: { redirect: '/manage/events' }, navigate: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'organiser@oche.test')
    await userEvent.type(canvas.getByLabelText('Password'), 'oche-demo{Enter}')
    const hrefs = () => (args.navigate as ReturnType<typeof fn>).mock.calls.map(([href]) => href as string)
    await waitFor(() => expect(hrefs()).toContain('/manage/events'))
    await expect(new Set(hrefs())).toEqual(new Set(['/manage/events']))
  },
}

export const ForbiddenForPlayers: Story = {
  args: { route: adminUsers, path: '/admin/users', signedIn: 'player' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('403')).toBeVisible()
    await expect(canvas.getByText('Forbidden: /admin/users')).toBeVisible()
  },
}

export const TabletModeRedirects: Story = {
  beforeEach: () => {
    localStorage.setItem('tabletMode', 'true')
  },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/tablet', { replace: true }))
    await expect(canvas.getByRole('button', { name: 'Oche (tap five times to leave tablet mode)' })).toBeVisible()
  },
}

export const TabletLayoutForcesDark: Story = {
  args: { route: tablet, path: '/tablet' },
  beforeEach: () => {
    document.cookie = 'board_token=story; path=/'
    return () => {
      document.cookie = 'board_token=; path=/; max-age=0'
    }
  },
  play: async ({ canvas }) => {
    // Storybook's own theme switch owns the class in stories; the forced mode shows in the attribute and colour scheme.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-forced-colour-mode', 'dark'))
    await expect(document.documentElement.style.colorScheme).toBe('dark')
    // The tablet layout has only the logo: nothing to wander off to.
    await expect(canvas.getByRole('link', { name: 'Oche home' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull()
  },
}

/**
 * The first Tab of a page shows "Skip to content"; Enter moves focus to the page's main landmark, so the next Tab
 * is in the content, past the header (WCAG 2.4.1, issue 27).
 */
export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main')
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveFocus()
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(main).toHaveFocus())
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    await userEvent.tab()
    await expect(main).toContainElement(document.activeElement as HTMLElement)
  },
}

/** Tabbing back up a long page, the sticky header never covers the focused element (WCAG 2.4.11, issue 27). */
export const HeaderNeverCoversFocus: Story = {
  parameters: { page: true, frame: { layout: 'default' } },
  render: () => (
    <main>
      {Array.from({ length: 24 }, (_, index) => (
        <p key={index} className="py-6">
          <a href={`#game-${index + 1}`}>Game {index + 1}</a>
        </p>
      ))}
    </main>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner')
    const games = canvas.getAllByRole('link', { name: /^Game / })
    games.at(-1)!.focus()
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0))
    for (const game of games.slice(0, -1).reverse()) {
      await userEvent.tab({ shift: true })
      await expect(game).toHaveFocus()
      await expect(game.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom)
    }
  },
}
