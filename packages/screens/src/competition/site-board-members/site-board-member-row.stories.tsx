import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SiteBoardMemberRow } from './site-board-member-row'
import {
  chairMember,
  fixtureBoard,
  longEmail,
  seasonBase,
  siteContentHandlers,
} from './site-board-members.story-helpers'

const { chair, treasurer } = fixtureBoard
const editHref = `${seasonBase}/site/board-members/${chair.id}/edit`

const meta = {
  title: 'screens/Competition/Site board members/Row',
  component: SiteBoardMemberRow,
  args: {
    member: chairMember(),
    editHref,
    isFirst: false,
    isLast: false,
    focusAfterMove: null,
    onMove: fn(),
    onDelete: fn(),
  },
  // The photo's bytes come from the mocks' file route; the avatar shows the image once it has loaded.
  parameters: { msw: { handlers: siteContentHandlers() } },
  decorators: [
    (Story) => (
      <ol className="max-w-3xl">
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof SiteBoardMemberRow>

export default meta
type Story = StoryObj<typeof meta>

/** The chair: photo, name, role, e-mail and phone both shown on the site; the buttons call back, edit opens her form. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(chair.name)).toBeVisible()
    await expect(canvas.getByText(chair.role)).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('listitem').querySelector('img')).toHaveAttribute('src', args.member.photo?.url),
    )
    await expect(canvas.getAllByText('shown on the site')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: `Edit ${chair.name}` })).toHaveAttribute('href', editHref)
    await userEvent.click(canvas.getByRole('button', { name: `Move ${chair.name} up` }))
    await expect(args.onMove).toHaveBeenLastCalledWith('up')
    await userEvent.click(canvas.getByRole('button', { name: `Move ${chair.name} down` }))
    await expect(args.onMove).toHaveBeenLastCalledWith('down')
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${chair.name}` }))
    await expect(args.onDelete).toHaveBeenCalledOnce()
  },
}

/** No photo, the e-mail address hidden from the site, no phone; the last of the board cannot move down. */
export const HiddenAndMissing: Story = {
  args: {
    member: chairMember({ ...treasurer, photo: null, show_email: false, phone: null, show_phone: false, position: 2 }),
    isLast: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SC')).toBeVisible()
    await expect(canvas.getByText('hidden')).toBeVisible()
    await expect(canvas.getByText('No phone number')).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Move ${treasurer.name} down` })).toBeDisabled()
  },
}

/** Just moved to the bottom: the focus goes to "up" (the "down" it pressed is now disabled). */
export const MovedToBottom: Story = {
  args: { isLast: true, focusAfterMove: 'down' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: `Move ${chair.name} up` })).toHaveFocus())
  },
}

/** On a phone: a long e-mail address wraps beside its icon; the buttons come below, 40 px high. */
export const Phone: Story = {
  args: { member: chairMember({ email: longEmail }) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(640)
    const email = canvas.getByText(longEmail)
    const contact = email.closest('[data-slot="board-member-contact"]') as HTMLElement
    const icon = contact.querySelector('svg') as SVGElement
    await expect(Math.abs(icon.getBoundingClientRect().top - email.getBoundingClientRect().top)).toBeLessThan(8)
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('listitem').getBoundingClientRect().right,
    )
    const actions = within(canvas.getByRole('listitem'))
    for (const control of [
      actions.getByRole('button', { name: `Move ${chair.name} up` }),
      actions.getByRole('link', { name: `Edit ${chair.name}` }),
      actions.getByRole('button', { name: `Delete ${chair.name}` }),
    ])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
