import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Skeleton } from '@oche/ui'
import { Lock, SearchX, TriangleAlert } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { PageLoading } from './page-loading'
import { PageState, PageStateLink } from './page-state'

const onRetry = fn()

const meta = {
  title: 'screens/App/PageState',
  component: PageState,
  beforeEach: () => {
    onRetry.mockClear()
  },
  args: {
    icon: <SearchX />,
    title: 'This tournament cannot be found',
    description: 'The link may be mistyped, or the tournament is private or was removed.',
  },
} satisfies Meta<typeof PageState>

export default meta
type Story = StoryObj<typeof meta>

/** A whole page that is not there: the state is the page's `h1`, with a way on. */
export const NotFound: Story = {
  args: {
    headingLevel: 'h1',
    className: 'my-10',
    actions: (
      <PageStateLink variant="outline" href="/tournaments">
        See all tournaments
      </PageStateLink>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'This tournament cannot be found', level: 1 })).toBeVisible()
    await expect(canvas.getByText(/The link may be mistyped/)).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute('aria-hidden', 'true')
    const link = canvas.getByRole('link', { name: 'See all tournaments' })
    await expect(link).toHaveAttribute('href', '/tournaments')
    await expect(link).toHaveAttribute('data-variant', 'outline')
  },
}

/** Loading failed: announced at once as an alert, with a retry the keyboard reaches. */
export const LoadError: Story = {
  args: {
    role: 'alert',
    headingLevel: 'h1',
    icon: <TriangleAlert />,
    title: 'The tournament could not be loaded',
    description: 'Oche could not be reached. Check your connection and try again.',
    actions: <Button onClick={onRetry}>Try again</Button>,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('The tournament could not be loaded')
    await expect(canvas.getByRole('heading', { name: 'The tournament could not be loaded', level: 1 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(onRetry).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Enter}')
    await expect(onRetry).toHaveBeenCalledTimes(2)
  },
}

/** Inside a page that has its own `h1`: the state is an `h2`, and may offer two ways on. */
export const Forbidden: Story = {
  args: {
    className: 'w-full',
    icon: <Lock />,
    title: 'You do not organise this tournament',
    description: 'Only its organisers can change it. Ask them to make the changes, or follow it on its public page.',
    actions: (
      <>
        <PageStateLink href="/tournaments/1">Open the public page</PageStateLink>
        <PageStateLink variant="outline" href="/manage/tournaments">
          Go to your tournaments
        </PageStateLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You do not organise this tournament', level: 2 })).toBeVisible()
    const publicPage = canvas.getByRole('link', { name: 'Open the public page' })
    await expect(publicPage).toHaveAttribute('href', '/tournaments/1')
    await expect(publicPage).toHaveAttribute('data-variant', 'primary')
    await expect(canvas.getByRole('link', { name: 'Go to your tournaments' })).toHaveAttribute(
      'href',
      '/manage/tournaments',
    )
    await userEvent.tab()
    await expect(publicPage).toHaveFocus()
  },
}

/** No action to offer: the actions row is left out. */
export const WithoutActions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'This tournament cannot be found', level: 2 })).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="empty-state-actions"]')).not.toBeInTheDocument()
  },
}

/** A page while it loads: busy, with what is loading told to screen readers. */
export const Loading: Story = {
  render: () => (
    <PageLoading label="Loading the tournament" className="flex flex-col gap-4">
      <Skeleton shape="block" className="h-64" />
    </PageLoading>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament')
    await expect(canvasElement.querySelector('[data-slot="skeleton-group"]')).toHaveAttribute('aria-busy', 'true')
    // The title and subtitle lines, then the page's own skeleton.
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3)
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
  },
}
