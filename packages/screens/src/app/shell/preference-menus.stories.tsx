import type { Meta, StoryObj } from '@storybook/react-vite'
import { messagesFor } from '@oche/i18n/messages'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from '../app-providers'
import type { ResolvedColourMode } from '../colour-mode/colour-mode'
import { ColourModeProvider } from '../colour-mode/colour-mode-context'
import { storageKeys } from '../preferences/storage-keys'
import { ColourModeMenu, LanguageMenu } from './preference-menus'

// The header's language and colour mode buttons, their menus' code loaded when first reached for. The menus
// themselves are in preference-menu-lists.stories.tsx; here is what only the buttons know: a route that forces the
// colour mode (the board tablet's dark pages) disables the colour mode's button, so its menu never opens.

/** The two buttons as the header draws them, on a page whose route forces `forced` (or nothing). */
function PreferenceMenusStory({ forced }: { forced?: ResolvedColourMode }) {
  return (
    <AppProviders locale="en" messages={messagesFor('en')} platform={storyPlatform('/')}>
      <ColourModeProvider forced={forced}>
        <div className="flex gap-1">
          <LanguageMenu />
          <ColourModeMenu />
        </div>
      </ColourModeProvider>
    </AppProviders>
  )
}

const meta = {
  title: 'screens/App/Shell/Preference menus',
  component: PreferenceMenusStory,
  args: { forced: undefined },
  beforeEach: () => {
    localStorage.clear()
    return () => {
      localStorage.clear()
      const root = document.documentElement
      root.removeAttribute('data-forced-colour-mode')
      root.style.colorScheme = ''
    }
  },
} satisfies Meta<typeof PreferenceMenusStory>

export default meta
type Story = StoryObj<typeof meta>

/** Without a forced mode the colour mode's button opens its menu on the first press, its code loaded on the way. */
export const ColourModeToChoose: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Colour mode' })
    await expect(button).toBeEnabled()
    await userEvent.click(button)
    await expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(canvas.getByRole('button', { name: 'Colour mode' })).toHaveFocus()
  },
}

/**
 * A route that forces dark: the page is dark whatever the visitor chose (light here), and the colour mode's button is
 * disabled (no pointer reaches it, Tab passes it by), while the language's menu still opens.
 */
export const ForcedByTheRoute: Story = {
  args: { forced: 'dark' },
  beforeEach: () => {
    localStorage.setItem(storageKeys.colourMode, 'light')
  },
  play: async ({ canvas, canvasElement }) => {
    // Storybook's own theme switch owns the class in stories; the forced mode shows in the attribute and colour scheme.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-forced-colour-mode', 'dark'))
    await expect(document.documentElement.style.colorScheme).toBe('dark')
    await expect(canvas.getByRole('button', { name: 'Colour mode' })).toBeDisabled()
    // The language's menu still opens, and closed it gives the focus back to its button.
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }))
    await expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(canvas.getByRole('button', { name: 'Language' })).toHaveFocus()
    // The keyboard passes the colour mode's button by: Tab from the language's leaves the two.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Colour mode' })).not.toHaveFocus()
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement)
  },
}
