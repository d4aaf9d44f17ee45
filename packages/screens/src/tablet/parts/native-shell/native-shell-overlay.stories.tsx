import type { Meta, StoryObj } from '@storybook/react-vite'
import { userFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { useSession } from '../../../app/session/session-provider'
import { readCookie, writeCookie } from '../../../app/preferences/cookies'
import { storageKeys } from '../../../app/preferences/storage-keys'
import { tabletHandlers } from '../../story-helpers/tablet-fixtures.story-helpers'
import { logInFixtureTablet, tabletLandscape, tabletViewports } from '../../story-helpers/tablet.story-helpers'
import { TabletScreen } from '../../tablet-screen/tablet-screen'
import { createStoryShell, WithNativeShell, type StoryShell } from './native-shell.story-helpers'
import { NativeShellOverlay } from './native-shell-overlay'

let shell: StoryShell = createStoryShell()

const meta = {
  title: 'screens/Tablet/Native app/Shell',
  component: NativeShellOverlay,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
    msw: { handlers: tabletHandlers.waiting() },
  },
  globals: tabletLandscape,
  beforeEach: async () => {
    shell = createStoryShell()
    return logInFixtureTablet()
  },
  decorators: [(Story) => <WithNativeShell shell={shell}>{Story()}</WithNativeShell>],
  // The board's screen and the shell's prompts, as the tablet app shows them.
  render: () => (
    <>
      <TabletScreen />
      <NativeShellOverlay />
    </>
  ),
} satisfies Meta<typeof NativeShellOverlay>

export default meta
type Story = StoryObj<typeof meta>

const navigation = () => document.querySelector('[data-testid="navigation"]')
const remaining = (root: HTMLElement) => root.querySelector('[data-side="0"] [data-slot="scoreboard-side-remaining"]')

/** Between games a newer version is offered: the spec's prompt; "Update now" installs it. */
export const UpdateBetweenGames: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the next game', {}, { timeout: 10_000 })).toBeVisible()
    shell.offer('1.5.0')
    const prompt = within(await screen.findByRole('alertdialog', { name: 'Update Available' }))
    await expect(prompt.getByText('Version 1.5.0 is available. Would you like to update now?')).toBeVisible()
    await userEvent.click(prompt.getByRole('button', { name: 'Update now' }))
    await waitFor(() => expect(shell.applyUpdate).toHaveBeenCalledOnce())
  },
}

/** "Later": the prompt goes and nothing is installed. */
export const UpdateDeclined: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the next game', {}, { timeout: 10_000 })).toBeVisible()
    shell.offer('1.5.0')
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Update Available' })).getByRole('button', {
        name: 'Later',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(shell.applyUpdate).not.toHaveBeenCalled()
  },
}

/** During a game the scorer keeps the screen on and no update is offered; the back button asks first. */
export const DuringAGame: Story = {
  parameters: { msw: { handlers: tabletHandlers.playing() } },
  play: async ({ canvasElement }) => {
    // The match loads after the board's state: on a busy machine that takes longer than the default wait.
    await waitFor(() => expect(remaining(canvasElement)).toHaveTextContent('Remaining 141'), { timeout: 10_000 })
    await expect(shell.setScoring).toHaveBeenLastCalledWith(true)
    shell.offer('1.5.0')
    await expect(screen.queryByRole('alertdialog', { name: 'Update Available' })).toBeNull()
    shell.pressBack()
    const asked = within(await screen.findByRole('alertdialog', { name: 'Leave the game?' }))
    await userEvent.click(asked.getByRole('button', { name: 'Keep scoring' }))
    await expect(shell.answerLeaveGame).toHaveBeenCalledOnce()
    await expect(shell.answerLeaveGame).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(remaining(canvasElement)).toHaveTextContent('Remaining 141')
    await expect(shell.isScoring()).toBe(true)
  },
}

/** The board token was revoked while the app slept: on resume the tablet goes to its login, which says why. */
export const ResumeWithRevokedToken: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the next game', {}, { timeout: 10_000 })).toBeVisible()
    await expect(navigation()).toHaveTextContent('')
    // The organiser logged the tablet out meanwhile: Oche no longer knows its token (the mocks refuse any token that
    // is not a board token).
    writeCookie(storageKeys.boardToken, 'revoked-board-token', 1)
    shell.resume()
    await waitFor(() => expect(navigation()).toHaveTextContent('/tablet/login?reason=revoked'))
    await expect(readCookie(storageKeys.boardToken)).toBeUndefined()
  },
}

/** A valid token: on resume the board stays. */
export const ResumeWithValidToken: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the next game', {}, { timeout: 10_000 })).toBeVisible()
    shell.resume()
    await expect(await canvas.findByText('Waiting for the next game', {}, { timeout: 10_000 })).toBeVisible()
    await expect(navigation()).toHaveTextContent('')
  },
}

function SignedInAs() {
  const { user } = useSession()
  return <p data-testid="user">{user?.name}</p>
}

/** Signed in (spec §4): on resume the user is loaded again, here renamed on another device meanwhile. */
export const ResumeReloadsTheUser: Story = {
  parameters: {
    pathname: '/',
    user: userFixture,
    msw: { handlers: [http.get('*/api/user', () => HttpResponse.json({ ...userFixture, name: 'Renamed Player' }))] },
  },
  render: () => (
    <>
      <SignedInAs />
      <NativeShellOverlay />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('user')).toHaveTextContent(userFixture.name)
    shell.resume()
    await waitFor(() => expect(canvas.getByTestId('user')).toHaveTextContent('Renamed Player'))
  },
}

const insets = { top: '32px', right: '48px', bottom: '24px', left: '40px' } as const

/**
 * A notch and a gesture bar, the tablet on its side: the tablet layout keeps every side of the board's screen out of
 * the insets the app reports (Capacitor's `--safe-area-inset-*`).
 */
export const SafeAreaInsets: Story = {
  parameters: { frame: { layout: 'tablet' } },
  beforeEach: () => {
    const root = document.documentElement.style
    for (const [side, value] of Object.entries(insets)) root.setProperty(`--safe-area-inset-${side}`, value)
    return () => {
      for (const side of Object.keys(insets)) root.removeProperty(`--safe-area-inset-${side}`)
    }
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Waiting for the next game', {}, { timeout: 10_000 })).toBeVisible()
    const layout = canvasElement.querySelector<HTMLElement>('[data-slot="tablet-layout"]')
    if (!layout) throw new Error('The tablet layout is not shown')
    const padding = getComputedStyle(layout)
    await expect([padding.paddingTop, padding.paddingRight, padding.paddingBottom, padding.paddingLeft]).toEqual([
      insets.top,
      insets.right,
      insets.bottom,
      insets.left,
    ])
    const board = canvas.getByRole('heading', { level: 1, name: 'Board 2' }).getBoundingClientRect()
    await expect(board.top).toBeGreaterThanOrEqual(32)
    await expect(board.left).toBeGreaterThanOrEqual(40)
  },
}
