import type { Meta, StoryObj } from '@storybook/react-vite'
import { tabletStateFixtures } from '@oche/mocks'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storageKeys } from '../../app/preferences/storage-keys'
import { createMemoryOutbox } from '../parts/outbox/outbox'
import type { OutboxSync } from '../parts/tablet-scoring/use-outbox-sync'
import { forgetTablet, tabletLandscape, tabletViewports } from '../story-helpers/tablet.story-helpers'
import { TabletHeader } from './tablet-header'

/** The tablet's sync as the header reads it. */
const storySync = (changes: Partial<OutboxSync> = {}): OutboxSync => ({
  outbox: createMemoryOutbox(),
  pending: 0,
  isOffline: false,
  conflict: null,
  resets: 0,
  flush: fn(),
  dismissConflict: fn(),
  ...changes,
})

const meta = {
  title: 'screens/Tablet/Board tablet/Tablet header',
  component: TabletHeader,
  globals: tabletLandscape,
  parameters: {
    page: true,
    shell: 'tablet',
    frame: 'background',
    layout: 'fullscreen',
    viewport: { options: tabletViewports },
    pathname: '/tablet',
  },
  args: { tablet: tabletStateFixtures.called, sync: storySync(), onLogOut: fn() },
  beforeEach: forgetTablet,
} satisfies Meta<typeof TabletHeader>

export default meta
type Story = StoryObj<typeof meta>

const navigation = () => document.querySelector('[data-testid="navigation"]')

/** The board and its event, every visit saved; the tablet's own actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Board 2' })).toBeVisible()
    await expect(canvas.getByText('Brabant Open Night')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Online · all visits saved')
    await expect(canvas.getByRole('button', { name: 'Enter tablet mode' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Log this board out' })).toBeVisible()
  },
}

/** A board with a name. */
export const NamedBoard: Story = {
  args: { tablet: { ...tabletStateFixtures.called, board: { ...tabletStateFixtures.called.board, name: 'Stage' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Board 2 · Stage' })).toBeVisible()
  },
}

/** Offline with visits waiting, in the header. */
export const OfflineWithVisits: Story = {
  args: { sync: storySync({ pending: 2, isOffline: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline · 2 visits waiting')
  },
}

/** Logging out, confirmed: the screen's log-out runs. */
export const LogOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log this board out' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Log this tablet out of board 2?' }))
    await expect(dialog.getByText(/log in with the board’s code or QR code/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Log out' }))
    await expect(args.onLogOut).toHaveBeenCalledTimes(1)
  },
}

/** Logging out with visits still waiting: the dialog says they stay on the tablet; staying keeps everything. */
export const LogOutWithWaitingVisits: Story = {
  args: { sync: storySync({ pending: 3, isOffline: true }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log this board out' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Log this tablet out of board 2?' })
    await expect(within(dialog).getByText(/^3 visits have not reached Oche yet/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay logged in' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(args.onLogOut).not.toHaveBeenCalled()
  },
}

/** Entering tablet mode, confirmed: the flag is set and the page reloads on /tablet; the button is gone. */
export const EnterTabletMode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enter tablet mode' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Turn this device into a board tablet?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Start tablet mode' }))
    await waitFor(() => expect(navigation()).toHaveTextContent('reload:/tablet'))
    await expect(localStorage.getItem(storageKeys.tabletMode)).toBe('true')
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Enter tablet mode' })).toBeNull())
  },
}

/** Already in tablet mode: only the log-out. */
export const InTabletMode: Story = {
  beforeEach: () => {
    localStorage.setItem(storageKeys.tabletMode, 'true')
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Enter tablet mode' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Log this board out' })).toBeVisible()
  },
}
