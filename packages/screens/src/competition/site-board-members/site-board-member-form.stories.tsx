import type { Meta, StoryObj } from '@storybook/react-vite'
import { siteContentMutations } from '@oche/api'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { useMutation } from '@tanstack/react-query'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { usePlatform } from '../../app/platform/platform-context'
import { SiteBoardMemberForm } from './site-board-member-form'
import {
  siteBoardMemberFormValues,
  toSiteBoardMemberInput,
  type SiteBoardMemberFormValues,
} from './site-board-member-form-values'
import {
  boardMembersApi,
  chairMember,
  fixtureBoard,
  org,
  photoFile,
  seasonBase,
  siteContentHandlers,
} from './site-board-members.story-helpers'

type BoardMemberFormStoryProps = {
  values: SiteBoardMemberFormValues
  /** Told once the server has added the member. */
  onSaved: (name: string) => void
}

/** The form as the create screen gives it, saving through the API. */
function BoardMemberFormStory({ values, onSaved }: BoardMemberFormStoryProps) {
  const { api } = usePlatform()
  const create = useMutation(siteContentMutations.createBoardMember(api, { org }))
  return (
    <SiteBoardMemberForm
      org={org}
      defaultValues={values}
      cancelHref={`${seasonBase}/site/board-members`}
      submitLabel="Add the board member"
      onSubmit={async (submitted) => onSaved((await create.mutateAsync(toSiteBoardMemberInput(submitted))).name)}
    />
  )
}

const meta = {
  title: 'screens/Competition/Site board members/Form',
  component: BoardMemberFormStory,
  args: { values: siteBoardMemberFormValues(null), onSaved: fn() },
  parameters: { user: userFixture, msw: { handlers: siteContentHandlers() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof BoardMemberFormStory>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', boardMembersApi)

/** A new member: the usual roles are offered; the admin adds a photo and shows the e-mail address only. */
export const New: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/board-members`,
    )
    const role = canvas.getByLabelText('Role')
    const offered = [...(document.getElementById(role.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])]
    await expect(offered.map((option) => option.value)).toEqual(['Chair', 'Secretary', 'Treasurer', 'Match secretary'])
    await userEvent.type(canvas.getByLabelText('Name'), 'Jan Wouters')
    await userEvent.type(role, 'Match secretary')
    await userEvent.upload(canvas.getByLabelText('Photo (optional)'), photoFile('jan.png'))
    await expect(await canvas.findByRole('link', { name: 'jan.png' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('E-mail address (optional)'), 'jan@example.com')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the e-mail address on the public site' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the board member' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Jan Wouters'))
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      name: 'Jan Wouters',
      role: 'Match secretary',
      email: 'jan@example.com',
      show_email: true,
      show_phone: false,
      photo_file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  },
}

/** The chair's values in the fields: the photo, and both contact details ticked to show. */
export const Existing: Story = {
  args: { values: siteBoardMemberFormValues(chairMember()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue(fixtureBoard.chair.name)
    await expect(canvas.getByRole('link', { name: 'chair.png' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Show the phone number on the public site' })).toBeChecked()
  },
}

/** A mistyped e-mail address: the form says how it should look and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Jan Wouters')
    await userEvent.type(canvas.getByLabelText('Role'), 'Chair')
    await userEvent.type(canvas.getByLabelText('E-mail address (optional)'), 'jan@')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the board member' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail address (optional)')).toHaveAccessibleDescription(
        'Enter an e-mail address such as name@example.com, or leave it empty.',
      ),
    )
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}

/** The server refuses the phone number (422): the message is on the phone field, and everything typed stays. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', boardMembersApi, { phone: ['This phone number is not valid.'] }),
        ...siteContentHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Jan Wouters')
    await userEvent.type(canvas.getByLabelText('Role'), 'Treasurer')
    const phone = canvas.getByLabelText('Phone (optional)')
    await userEvent.type(phone, '0472 11 22 33')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the board member' }))
    await waitFor(() => expect(phone).toHaveAccessibleDescription('This phone number is not valid.'))
    await expect(phone).toHaveValue('0472 11 22 33')
    await expect(canvas.getByLabelText('Name')).toHaveValue('Jan Wouters')
    await expect(canvas.getByLabelText('Role')).toHaveValue('Treasurer')
  },
}

/** In Dutch: the usual roles in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const role = canvas.getByLabelText('Functie')
    const offered = [...(document.getElementById(role.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])]
    await expect(offered.map((option) => option.value)).toContain('Voorzitter')
  },
}
