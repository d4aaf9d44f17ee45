import type { Meta, StoryObj } from '@storybook/react-vite'
import { useIntl } from 'react-intl'
import { expect } from 'storybook/test'
import { useLocale } from '../../app/language/use-locale'
import { HomeView } from './home-view'

/** The view with the page's texts, as the client screen and the server page render it. */
function Home() {
  return <HomeView intl={useIntl()} locale={useLocale()} />
}

const meta = {
  title: 'screens/Home/View',
  component: Home,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Home>

export default meta
type Story = StoryObj<typeof meta>

/** In French: the title, the calls to action as links in the page's language, the four promises. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'La plateforme de tournois de fléchettes nouvelle génération',
    )
    await expect(canvas.getByRole('link', { name: 'Trouver un tournoi' })).toHaveAttribute('href', '/fr/tournaments')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}

/** A 320 px phone: the long title breaks inside a word rather than running off the screen. */
export const NarrowPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile1' } },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 })
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.body.clientWidth)
  },
}
