import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteBoardMemberListScreen } from './site-board-member-list-screen'
import {
  boardMemberApi,
  boardMemberOrderApi,
  boardMembersApi,
  fixtureBoard,
  longEmail,
  org,
  season,
  seasonBase,
  siteContentHandlers,
  withLongEmail,
  withoutBoardMembers,
} from './site-board-members.story-helpers'

const { chair, secretary, treasurer } = fixtureBoard

const meta = {
  title: 'screens/Competition/Site board members/List',
  component: SiteBoardMemberListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/board-members`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteBoardMemberListScreen>

export default meta
type Story = StoryObj<typeof meta>

const orderCalls = recordRequests('put', boardMemberOrderApi)
const deleteCalls = recordRequests('delete', boardMemberApi)

/** The list item of a board member, found by the name. */
function row(name: string) {
  const item = screen.getByText(name).closest('li')
  if (!(item instanceof HTMLElement)) throw new Error(`No board member row ${name}`)
  return within(item)
}

/** The names on the board, in the list's order. */
async function names(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Board members, in the site’s order' })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-slot="board-member-name"]')?.textContent)
}

/** An admin: the board in order, with roles, contact details and whether the site shows each. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Board members' })).toBeVisible()
    await expect(await names(canvas)).toEqual([chair.name, secretary.name, treasurer.name])
    const chairRow = row(chair.name)
    await expect(chairRow.getByText('Chair')).toBeVisible()
    await expect(chairRow.getByText('chair@demo-darts-league.example')).toBeVisible()
    await expect(chairRow.getAllByText('shown on the site')).toHaveLength(2)
    const secretaryRow = row(secretary.name)
    await expect(secretaryRow.getByText('shown on the site')).toBeVisible()
    await expect(secretaryRow.getByText('hidden')).toBeVisible()
    const treasurerRow = row(treasurer.name)
    await expect(treasurerRow.getByText('hidden')).toBeVisible()
    await expect(treasurerRow.getByText('No phone number')).toBeVisible()
    await expect(chairRow.getByRole('button', { name: `Move ${chair.name} up` })).toBeDisabled()
    await expect(treasurerRow.getByRole('button', { name: `Move ${treasurer.name} down` })).toBeDisabled()
    await expect(secretaryRow.getByRole('link', { name: `Edit ${secretary.name}` })).toHaveAttribute(
      'href',
      `${seasonBase}/site/board-members/${secretary.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'New board member' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/board-members/create`,
    )
  },
}

/** The admin moves the treasurer up by keyboard: the new order is saved, the focus stays on the moved row. */
export const Reorder: Story = {
  parameters: { msw: { handlers: [orderCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    orderCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await names(canvas)).toEqual([chair.name, secretary.name, treasurer.name])
    row(treasurer.name)
      .getByRole('button', { name: `Move ${treasurer.name} up` })
      .focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => expect(await names(canvas)).toEqual([chair.name, treasurer.name, secretary.name]))
    await expect(orderCalls.requests.at(-1)?.body).toEqual({ ids: [chair.id, treasurer.id, secretary.id] })
    await expect(canvas.getByText(`${treasurer.name} is now number 2 of 3.`)).toBeInTheDocument()
    await waitFor(() =>
      expect(row(treasurer.name).getByRole('button', { name: `Move ${treasurer.name} up` })).toHaveFocus(),
    )
  },
}

/** Deleted after the confirmation: a toast, and the member is gone from the list. */
export const Delete: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${secretary.name}` }))
    const dialog = within(await screen.findByRole('alertdialog', { name: `Delete ${secretary.name}?` }))
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the board member' }))
    await expect(await screen.findByText(`${secretary.name} is deleted`)).toBeInTheDocument()
    await waitFor(async () => expect(await names(canvas)).toEqual([chair.name, treasurer.name]))
    await expect(deleteCalls.requests).toHaveLength(1)
  },
}

/** A failure keeps the confirmation open and says what went wrong; the member stays. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [mockError('delete', boardMemberApi, 500, { message: 'Server Error' }), ...siteContentHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${chair.name}` }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the board member' }))
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(screen.getByRole('alertdialog')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(await names(canvas)).toEqual([chair.name, secretary.name, treasurer.name])
  },
}

/** No board yet: the way to add the first member. */
export const Empty: Story = {
  parameters: { msw: { handlers: siteContentHandlers({}, withoutBoardMembers) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No board members yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add the first board member' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/board-members/create`,
    )
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'New board member' })).not.toBeInTheDocument()
  },
}

export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', boardMembersApi), ...siteContentHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the board members')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', boardMembersApi, 500, { message: 'Server Error' }), ...siteContentHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The board members could not be loaded')
  },
}

/** In Dutch: bestuursleden, "op de site" and "verborgen". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bestuursleden' })).toBeVisible()
    await expect(await canvas.findByText(treasurer.name)).toBeVisible()
    await expect(row(treasurer.name).getByText('verborgen')).toBeVisible()
  },
}

/**
 * On a phone: a long e-mail address wraps beside its icon (not under it) inside the row, the buttons come below with
 * touch targets of 40 px, and nothing is wider than the screen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: siteContentHandlers({}, withLongEmail) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(chair.name)).toBeVisible()
    await expect(window.innerWidth).toBeLessThan(640)
    const email = canvas.getByText(longEmail)
    const row = email.closest('li') as HTMLElement
    const contact = email.closest('[data-slot="board-member-contact"]') as HTMLElement
    const icon = contact.querySelector('svg') as SVGElement
    await expect(Math.abs(icon.getBoundingClientRect().top - email.getBoundingClientRect().top)).toBeLessThan(8)
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right)
    const edit = within(row).getByRole('link', { name: `Edit ${chair.name}` })
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
    await expect(
      within(row)
        .getByRole('button', { name: `Move ${chair.name} down` })
        .getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(40)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByText(treasurer.name)).toBeVisible()
  },
}
