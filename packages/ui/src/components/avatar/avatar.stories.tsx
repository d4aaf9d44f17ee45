import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Avatar, AvatarGroup, AvatarGroupCount, getInitials } from './avatar'

// A local image keeps the story offline and its screenshot stable.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#047857"/><circle cx="32" cy="26" r="12" fill="#ffffff"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#ffffff"/></svg>',
  )

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  args: { name: 'Luke Humphries' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Luke Humphries' })
    await expect(avatar).toHaveTextContent('LH')
    await expect(avatar).toHaveAttribute('data-size', 'md')
  },
}

export const Image: Story = {
  args: { name: 'Beau Greaves', src: photo, size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Beau Greaves' })
    await waitFor(() => expect(avatar.querySelector('[data-slot="avatar-image"]')).toBeInTheDocument())
    await expect(avatar).not.toHaveTextContent('BG')
    await expect(avatar).toHaveAttribute('data-size', 'lg')
  },
}

export const BrokenImage: Story = {
  args: { name: 'Fallon Sherrock', src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Fallon Sherrock' })
    await waitFor(() => expect(avatar).toHaveTextContent('FS'))
  },
}

export const InitialsRules: Story = {
  render: () => (
    <div className="flex gap-3">
      <Avatar name="Michael van Gerwen" />
      <Avatar name="Fallon" />
      <Avatar name="  ørjan   ølberg " />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Michael van Gerwen' })).toHaveTextContent('MG')
    await expect(canvas.getByRole('img', { name: 'Fallon' })).toHaveTextContent('F')
    await expect(canvas.getByRole('img', { name: 'ørjan ølberg' })).toHaveTextContent('ØØ')
    await expect(getInitials('')).toBe('')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('img', { name: 'Luke Humphries' }).map((el) => el.getAttribute('data-size'))
    await expect(sizes).toEqual(['sm', 'md', 'lg', 'xl'])
  },
}

export const Decorative: Story = {
  render: (args) => (
    <p className="flex items-center gap-2">
      <Avatar {...args} decorative size="sm" />
      Luke Humphries
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(canvas.getByText('LH').closest('[data-slot="avatar"]')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Group: Story = {
  render: () => (
    <AvatarGroup role="group" aria-label="Players waiting for board 2">
      <Avatar name="Luke Littler" />
      <Avatar name="Beau Greaves" src={photo} />
      <Avatar name="Gerwyn Price" />
      <AvatarGroupCount label="3 more players">+3</AvatarGroupCount>
    </AvatarGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Players waiting for board 2' })
    await expect(group).toHaveAttribute('data-slot', 'avatar-group')
    await expect(canvas.getByRole('img', { name: 'Luke Littler' })).toHaveTextContent('LL')
    await expect(canvas.getByRole('img', { name: '3 more players' })).toHaveTextContent('+3')
  },
}
