import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { contentId, SkipLink } from './skip-link'

/** Stories only: a header with links before the page's main landmark, as every layout has. */
function PageWithHeader() {
  return (
    <div>
      <SkipLink />
      <header className="flex gap-3 p-3">
        <a href="#tournaments">Tournaments</a>
        <a href="#play">Play</a>
      </header>
      <div id={contentId}>
        <main className="p-3">
          <h1>Tournaments</h1>
          <a href="#first">Oche Demo Open</a>
        </main>
      </div>
    </div>
  )
}

const meta = {
  title: 'screens/Shell/Skip link',
  component: PageWithHeader,
} satisfies Meta<typeof PageWithHeader>

export default meta
type Story = StoryObj<typeof meta>

/** Hidden until the first Tab; Enter moves past the header, so the next Tab is inside the page. */
export const SkipsTheHeader: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveClass('sr-only')
    await userEvent.tab()
    await expect(skip).toHaveFocus()
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1)
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Oche Demo Open' })).toHaveFocus()
  },
}

/** In French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument()
  },
}
