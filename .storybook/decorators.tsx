import type { Decorator } from '@storybook/react-vite'
import { isLocale } from '@oche/i18n'
import { StoryHarness, storyParameters } from './story-harness'

export { storyPlatform } from './story-harness'

/** The providers every story gets, from its `StoryParameters`, in the toolbar's language. */
export const withProviders: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  return (
    <StoryHarness locale={locale} parameters={storyParameters(context)}>
      <Story />
    </StoryHarness>
  )
}
