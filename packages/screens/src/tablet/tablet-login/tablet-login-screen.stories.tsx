import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardCodeFixtures, boardFixtures, createEventHandlers, tabletBoardFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { readCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'
import { forgetTablet, tabletLandscape, tabletPortrait, tabletViewports } from '../story-helpers/tablet.story-helpers'
import { TabletLoginScreen } from './tablet-login-screen'
import { createStoryShell, WithNativeShell } from '../parts/native-shell/native-shell.story-helpers'

const meta = {
  title: 'screens/Tablet/Login',
  component: TabletLoginScreen,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet/login',
    msw: { handlers: createEventHandlers() },
  },
  globals: tabletLandscape,
  beforeEach: forgetTablet,
} satisfies Meta<typeof TabletLoginScreen>

export default meta
type Story = StoryObj<typeof meta>

const boardCode = boardCodeFixtures[tabletBoardFixture.id] ?? ''
const disabledBoard = boardFixtures.upcoming.find((board) => !board.enabled)
const disabledCode = disabledBoard ? (boardCodeFixtures[disabledBoard.id] ?? '') : ''
const navigation = () => document.querySelector('[data-testid="navigation"]')

/** Nothing typed yet: the code field and what it is for. */
export const Empty: Story = {
  args: { searchParams: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in a board' })).toBeVisible()
    await expect(canvas.getByLabelText('Board code')).toHaveValue('')
    // Sent before the page is interactive, the form posts: the board code never lands in the address bar.
    await expect(canvas.getByLabelText('Board code').closest('form')).toHaveAttribute('method', 'post')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(canvas.getByLabelText('Board code')).toHaveAccessibleDescription(/./)
    await expect(readCookie(storageKeys.boardToken)).toBeUndefined()
    // In a browser there is no app to configure.
    await expect(canvas.queryByRole('button', { name: 'Server settings' })).toBeNull()
  },
}

const appShell = createStoryShell()

/** In the tablet app, an organiser sets where the app finds its Oche before logging in a board. */
export const ServerSettingsInTheApp: Story = {
  args: { searchParams: {} },
  decorators: [(Story) => <WithNativeShell shell={appShell}>{Story()}</WithNativeShell>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Server settings' }))
    const settings = within(await screen.findByRole('dialog', { name: 'Server settings' }))
    await expect(settings.getByLabelText('Oche API address')).toHaveValue('https://oche.example.org/api')
    await userEvent.clear(settings.getByLabelText('Oche API address'))
    await userEvent.type(settings.getByLabelText('Oche API address'), 'https://darts.club.example/api')
    await userEvent.click(settings.getByRole('button', { name: 'Save and restart' }))
    await waitFor(() =>
      expect(appShell.settings.save).toHaveBeenCalledWith({
        apiUrl: 'https://darts.club.example/api',
        realtimeHost: '',
      }),
    )
  },
}

/** A typed code, with spaces and in lower case: the board token is kept and the board's page loads. */
export const LogsIn: Story = {
  args: { searchParams: {} },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText('Board code'),
      `${boardCode.slice(0, 3).toLowerCase()} ${boardCode.slice(3)}`,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(navigation()).toHaveTextContent('reload:/tablet'))
    await expect(readCookie(storageKeys.boardToken)).toMatch(/^oche_board_/)
  },
}

/** A code no board has: the server's message on the field, the typed code kept. */
export const WrongCode: Story = {
  args: { searchParams: {} },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Board code'), 'ZZZ999')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Board code')).toHaveAccessibleDescription(
        expect.stringContaining('No board has this code. Check the code shown by the organiser.'),
      ),
    )
    await expect(canvas.getByLabelText('Board code')).toHaveValue('ZZZ999')
    await expect(readCookie(storageKeys.boardToken)).toBeUndefined()
  },
}

/** The code of a board the organiser switched off. */
export const DisabledBoard: Story = {
  args: { searchParams: {} },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Board code'), disabledCode)
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Board code')).toHaveAccessibleDescription(
        expect.stringContaining('This board is switched off for now. Ask the organiser to enable it.'),
      ),
    )
    await expect(readCookie(storageKeys.boardToken)).toBeUndefined()
  },
}

/** Opened from the QR code on the organiser's page: the code is filled in and sent without a tap. */
export const FromQrCode: Story = {
  args: { searchParams: { code: boardCode } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Board code')).toHaveValue(boardCode)
    await waitFor(() => expect(navigation()).toHaveTextContent('reload:/tablet'))
    await expect(readCookie(storageKeys.boardToken)).toMatch(/^oche_board_/)
  },
}

/** Back here because the server no longer knew the board token (401 on the board's page). */
export const TokenRevoked: Story = {
  args: { searchParams: { reason: 'revoked' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This tablet was logged out of its board, or the board was removed. Log in again with the board’s code.',
    )
  },
}

/** Upright on its stand. */
export const Portrait: Story = {
  args: { searchParams: {} },
  globals: tabletPortrait,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible()
  },
}
