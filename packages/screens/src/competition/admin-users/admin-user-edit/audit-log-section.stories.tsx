import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AuditLogEntry } from '@oche/api'
import { adminUserIds, auditLogFixtures, mockError, superAdminFixture } from '@oche/mocks'
import { expect } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminUserHandlers } from '../story-helpers/admin-users.story-helpers'
import { AuditLogList, AuditLogSection } from './audit-log-section'

const ada = { id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e00', name: 'Ada Admin' }
const mia = { id: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e03', name: 'Mia Maximum' }
const entry = (change: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: crypto.randomUUID(),
  action: 'user.updated',
  actor: ada,
  acting_as: ada,
  target: mia,
  at: '2026-11-20T10:00:00.000Z',
  before: null,
  after: null,
  ...change,
})

const meta = {
  title: 'screens/Competition/Admin users/Audit log',
  component: AuditLogList,
  args: { entries: auditLogFixtures },
} satisfies Meta<typeof AuditLogList>

export default meta
type Story = StoryObj<typeof meta>

const sentences = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('li')].map((item) => item.firstChild?.textContent)

/** Each entry in words, with its day and time. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Recent changes' })).toBeVisible()
    await expect(sentences(canvasElement)).toEqual([
      'Ada Admin blocked the account',
      'Ada Admin stopped acting as this account',
      'Ada Admin started acting as this account',
      'Ada Admin changed the language',
    ])
  },
}

/** What changed is named; a change made while impersonating says as whom; a deleted actor is named so. */
export const InWords: Story = {
  args: {
    entries: [
      entry({ after: { name: 'Mia Max', email: 'max@oche.test' } }),
      entry({ action: 'user.nameChanged', acting_as: mia }),
      entry({ action: 'user.unblocked', actor: null, acting_as: null }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(sentences(canvasElement)).toEqual([
      'Ada Admin changed the name and the e-mail address',
      'Ada Admin changed the name',
      'A deleted account unblocked the account',
    ])
    await expect(canvas.getByText('while acting as Mia Maximum')).toBeVisible()
  },
}

/** The section on the account's page reads the account's entries from the API and lists them. */
export const SectionFromTheApi: Story = {
  parameters: { user: superAdminFixture, msw: { handlers: adminUserHandlers() } },
  beforeEach: forgetStoryToken,
  render: () => <AuditLogSection userId={adminUserIds.mia} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Recent changes' })).toBeVisible()
    // Mia's entries in the mock log, in words.
    await expect(sentences(canvasElement)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ada Admin (changed|blocked|started|stopped) /)]),
    )
  },
}

/** The entries cannot be loaded: the section says so and offers to try again; the rest of the page stays. */
export const SectionError: Story = {
  parameters: {
    user: superAdminFixture,
    msw: { handlers: [mockError('get', '/admin/audit-log', 500, { message: 'Server Error' }), ...adminUserHandlers()] },
  },
  beforeEach: forgetStoryToken,
  render: () => <AuditLogSection userId={adminUserIds.mia} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The changes could not be loaded')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}
