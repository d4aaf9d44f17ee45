import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SiteNewsSummary } from '@oche/api'
import { expect } from 'storybook/test'
import { SiteNewsStatusBadge, SiteNewsWhen } from './site-news-status'

type Article = Pick<SiteNewsSummary, 'status' | 'visible' | 'published_at'>

/** An article's state as the admins' list and page show it: the badge, then when the public sees it. */
function SiteNewsStatus({ article }: { article: Article }) {
  return (
    <p className="flex items-center gap-3">
      <SiteNewsStatusBadge article={article} />
      <span data-slot="site-news-when">
        <SiteNewsWhen article={article} />
      </span>
    </p>
  )
}

const meta = {
  title: 'screens/Competition/Site news/Status',
  component: SiteNewsStatus,
  args: { article: { status: 'published', visible: true, published_at: '2026-11-11T19:30:00Z' } },
} satisfies Meta<typeof SiteNewsStatus>

export default meta
type Story = StoryObj<typeof meta>

const when = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="site-news-when"]')

/** On the public site since its moment. */
export const Published: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Published')).toBeVisible()
    await expect(when(canvasElement)).toHaveTextContent(/^Published .*2026/)
  },
}

/** Published, but its moment is to come: scheduled. */
export const Scheduled: Story = {
  args: { article: { status: 'published', visible: false, published_at: '2027-05-01T18:00:00Z' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Scheduled')).toBeVisible()
    await expect(when(canvasElement)).toHaveTextContent(/^Shows from .*2027/)
  },
}

/** A draft, even with a moment set: only the admins see it. */
export const Draft: Story = {
  args: { article: { status: 'draft', visible: false, published_at: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible()
    await expect(canvas.getByText('Not on the public site')).toBeVisible()
  },
}

/** In French. */
export const French: Story = {
  ...Scheduled,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(when(canvasElement)).toHaveTextContent(/2027/)
    await expect(when(canvasElement)).not.toHaveTextContent('Shows from')
  },
}
