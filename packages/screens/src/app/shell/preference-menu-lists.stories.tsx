import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Locale } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'
import { IconButton } from '@oche/ui'
import { Languages, SunMoon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useIntl } from 'react-intl'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyPlatform } from '../../../../../.storybook/decorators'
import { AppProviders } from '../app-providers'
import { ColourModeProvider } from '../colour-mode/colour-mode-context'
import { storageKeys } from '../preferences/storage-keys'
import { ColourModeMenuList, LanguageMenuList } from './preference-menu-lists'
import { preferenceMessages } from './preference-messages'

// The language and colour mode menus once their code is there (preference-menus.tsx loads it when a button is first
// reached for). A route that forces the colour mode disables the colour mode's button, so its menu never opens
// there: that state is in preference-menus.stories.tsx.

type PreferenceMenuListsStoryArgs = {
  menu: 'language' | 'colour mode'
  locale: Locale
  /** Opened at once, as a press on the button before the menu's code came opens it. */
  defaultOpen: boolean
  navigate: (href: string) => void
}

/** The menu's button as preference-menus.tsx draws it, its name in the page's language. */
function MenuButton({ menu, ...props }: { menu: PreferenceMenuListsStoryArgs['menu'] } & ComponentProps<'button'>) {
  const intl = useIntl()
  const Icon = menu === 'language' ? Languages : SunMoon
  const label = intl.formatMessage(menu === 'language' ? preferenceMessages.language : preferenceMessages.colourMode)
  return (
    <IconButton label={label} variant="ghost" size="lg" {...props}>
      <Icon />
    </IconButton>
  )
}

function PreferenceMenuListsStory({ menu, locale, defaultOpen, navigate }: PreferenceMenuListsStoryArgs) {
  const platform = { ...storyPlatform(`/${locale === 'en' ? '' : `${locale}/`}privacy-policy`), navigate }
  const List = menu === 'language' ? LanguageMenuList : ColourModeMenuList
  return (
    <AppProviders locale={locale} messages={messagesFor(locale)} platform={platform}>
      <ColourModeProvider>
        <List defaultOpen={defaultOpen} trigger={<MenuButton menu={menu} />} />
      </ColourModeProvider>
    </AppProviders>
  )
}

const meta = {
  title: 'screens/App/Shell/Preference menu lists',
  component: PreferenceMenuListsStory,
  args: { menu: 'language', locale: 'en', defaultOpen: false, navigate: fn() },
  beforeEach: () => {
    localStorage.clear()
    return () => {
      localStorage.clear()
      document.documentElement.style.colorScheme = ''
    }
  },
} satisfies Meta<typeof PreferenceMenuListsStory>

export default meta
type Story = StoryObj<typeof meta>

/** Closes the open menu with Escape: the focus goes back to its button. */
async function closeMenu(buttonName: string) {
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  await expect(screen.getByRole('button', { name: buttonName })).toHaveFocus()
}

/**
 * The languages, each in its own name and language (`lang`), the page's ticked. Choosing another remembers it and
 * opens the same page in that language.
 */
export const Language: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu', { name: 'Language' })
    await expect(within(menu).getByText('Language')).toBeVisible()
    const languages = within(menu).getAllByRole('menuitemradio')
    await expect(languages.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en-GB'],
      ['Nederlands', 'nl-BE'],
      ['Français', 'fr-FR'],
      ['Deutsch', 'de-DE'],
    ])
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }))
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/de\/privacy-policy(\?|$)/)),
    )
    await expect(document.cookie).toContain('i18n_redirected=de')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** Choosing the page's own language closes the menu and opens nothing: the page is in that language already. */
export const SameLanguage: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu', { name: 'Language' })
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/**
 * On a French page the menu's button and heading are French, but every language keeps its own name; French is
 * ticked, and English opens the page without a language prefix.
 */
export const LanguageOnAFrenchPage: Story = {
  args: { locale: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Langue' }))
    const menu = await screen.findByRole('menu', { name: 'Langue' })
    await expect(within(menu).getByText('Langue')).toBeVisible()
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Nederlands', 'Français', 'Deutsch'])
    await expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/privacy-policy(\?|$)/)))
    await expect(document.cookie).toContain('i18n_redirected=en')
  },
}

/**
 * Light, dark or the system's, the system's ticked at first. Dark darkens the page and is remembered (ticked when
 * the menu opens again); Light takes the dark away.
 */
export const ColourMode: Story = {
  args: { menu: 'colour mode' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Colour mode' }))
    const menu = await screen.findByRole('menu', { name: 'Colour mode' })
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Light', 'Dark', 'System'])
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }))
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
    await expect(document.documentElement.style.colorScheme).toBe('dark')
    await expect(localStorage.getItem(storageKeys.colourMode)).toBe('dark')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())

    await userEvent.click(canvas.getByRole('button', { name: 'Colour mode' }))
    await expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }))
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'))
    await expect(localStorage.getItem(storageKeys.colourMode)).toBe('light')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** Opened at once (pressed before its code came) and closed again with Escape: the focus is back on its button. */
export const ColourModeOpenedAtOnce: Story = {
  args: { menu: 'colour mode', defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menu', { name: 'Colour mode' })).toBeVisible()
    await closeMenu('Colour mode')
  },
}
