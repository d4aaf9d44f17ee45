import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { PageLoadingBar, ShellEnd } from './shell-parts'

/** What every page has around its content: the loading bar above, the toasts' region and overlay area after. */
function Parts({ loading }: { loading: 'idle' | 'loading' | 'error' }) {
  return (
    <>
      <PageLoadingBar loading={loading} />
      <p>The page</p>
      <ShellEnd />
    </>
  )
}

const meta = {
  title: 'screens/Shell/Shell parts',
  component: Parts,
  args: { loading: 'loading' },
} satisfies Meta<typeof Parts>

export default meta
type Story = StoryObj<typeof meta>

/** A page loading: the bar is named for screen readers; the overlay area is there for dialogs and drawers. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Shown after its short delay (a quick load shows no bar).
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument(), {
      timeout: 5000,
    })
    await expect(canvasElement.ownerDocument.getElementById('oche-overlays')).toBeInTheDocument()
  },
}

/** In Dutch, at rest: no bar to announce. */
export const IdleInDutch: Story = {
  args: { loading: 'idle' },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument())
    await expect(canvas.getByText('The page')).toBeVisible()
  },
}
