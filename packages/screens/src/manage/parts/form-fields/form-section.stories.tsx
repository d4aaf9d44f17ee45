import { Button } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FormSection } from './form-section'

const meta = {
  title: 'screens/Manage/Form fields/Form section',
  component: FormSection,
  args: {
    title: 'Schedule',
    description: 'When and where the tournament is played.',
    children: <p>The venue opens at 18:00.</p>,
  },
} satisfies Meta<typeof FormSection>

export default meta
type Story = StoryObj<typeof meta>

/** A region named by its heading, the description and the fields under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Schedule' })
    await expect(within(region).getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible()
    await expect(within(region).getByText('When and where the tournament is played.')).toBeVisible()
    await expect(within(region).getByText('The venue opens at 18:00.')).toBeVisible()
    await expect(region).toHaveAttribute('data-tone', 'default')
  },
}

const remove = fn()

/** An action that cannot be undone, outlined in the danger colour. */
export const Danger: Story = {
  args: {
    title: 'Delete tournament',
    description: undefined,
    tone: 'danger',
    children: (
      <Button variant="danger" onClick={remove}>
        Delete
      </Button>
    ),
  },
  beforeEach: () => {
    remove.mockClear()
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Delete tournament' })
    await expect(region).toHaveAttribute('data-tone', 'danger')
    await expect(region).toHaveClass('border-danger')
    await userEvent.click(within(region).getByRole('button', { name: 'Delete' }))
    await expect(remove).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { tone: 'danger' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Schedule' })).toBeVisible()
  },
}
