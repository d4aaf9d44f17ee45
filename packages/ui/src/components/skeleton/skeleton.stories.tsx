import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton, SkeletonGroup } from './skeleton'

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'select', options: ['line', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {
  args: { className: 'w-48' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]')
    await expect(skeleton).toHaveAttribute('data-shape', 'line')
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Shapes: Story = {
  render: () => (
    <div className="flex max-w-sm items-start gap-3">
      <Skeleton shape="circle" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="line" className="w-32" />
        <Skeleton shape="block" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = Array.from(canvasElement.querySelectorAll('[data-slot="skeleton"]')).map((el) =>
      el.getAttribute('data-shape'),
    )
    await expect(shapes).toEqual(['circle', 'line', 'block'])
  },
}

export const LoadingStandings: Story = {
  render: () => (
    <SkeletonGroup label="Loading standings" className="max-w-sm">
      {[1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="circle" className="size-8" />
          <Skeleton className="w-40" />
          <Skeleton className="ml-auto w-10" />
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('Loading standings')
    const group = canvasElement.querySelector('[data-slot="skeleton-group"]')
    await expect(group).toHaveAttribute('aria-busy', 'true')
    await expect(group).toContainElement(status)
    // Only the label reaches assistive technology; the twelve placeholders are hidden.
    await expect(group?.querySelectorAll('[data-slot="skeleton"]:not([aria-hidden="true"])')).toHaveLength(0)
  },
}
