import { withThemeByClassName } from '@storybook/addon-themes'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { handlers } from '@oche/mocks'
import { toast } from '@oche/ui'
import { withProviders } from './decorators'
import { resetStoryRealtime } from './story-harness'
import './preview.css'

// A play test waits up to 5 s for what a user waits for (a toast, a refetch), not 1 s: the browser tests share a
// busy machine, where an answer of the mocks can take longer than a second. Waiting longer never makes a test pass
// that should fail: it only fails later.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  loaders: [mswLoader()],
  // Before each story renders: a fresh mock realtime connection (`storyRealtime()`) in the story's `connection` state,
  // and no toast left over from the story before (sonner keeps its toasts outside React).
  beforeEach: (context) => {
    resetStoryRealtime(context)
    toast.dismiss()
  },
  decorators: [
    withProviders,
    withThemeByClassName({ themes: { light: '', dark: 'dark' }, defaultTheme: 'light', parentSelector: 'html' }),
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'nl', title: 'Nederlands' },
          { value: 'fr', title: 'Français' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
}

export default preview
