import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { MarkReady } from './mark-ready'

const meta = {
  title: 'screens/Shell/Ready marker',
  component: MarkReady,
  beforeEach: () => () => document.documentElement.removeAttribute('data-app-ready'),
} satisfies Meta<typeof MarkReady>

export default meta
type Story = StoryObj<typeof meta>

/** Once it has hydrated the page says so on `<html>`, which scripts and browser tests wait for. */
export const MarksThePage: Story = {
  play: async () => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'))
  },
}
