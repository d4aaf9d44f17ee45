import type { Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { isLocale } from '@oche/i18n'
import { AppProviders } from '@oche/screens'

/** The providers every story gets: translations in the toolbar's language and a fresh query cache. */
export const withProviders: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <AppProviders locale={locale} queryClient={queryClient}>
      <Story />
    </AppProviders>
  )
}
