import { withThemeByClassName } from '@storybook/addon-themes'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { handlers, resetMockState } from '@oche/mocks'
import { toast } from '@oche/ui'
import { withProviders } from './decorators'
import { resetStoryRealtime } from './story-harness'
import { isCommandLineTestRun } from './test-run'
import './preview.css'

// A play test waits up to 15 s for what a user waits for (a toast, a refetch), not 1 s: the browser tests share a
// busy machine, where a save through the mocks took over 5 s in a full run (the cup editor's "Winter Cup is saved").
// Waiting longer never makes a test pass that should fail: it only fails later (a story's own limit is 60 s).
configure({ asyncUtilTimeout: 15_000 })

const preview: Preview = {
  loaders: [mswLoader()],
  // Before each story renders: a fresh mock realtime connection (`storyRealtime()`) in the story's `connection` state,
  // the default handlers' stores back at their fixtures (nothing the story before scored or saved), and no toast left
  // over from the story before (sonner keeps its toasts outside React). The browser tests clear storage too
  // (`vitest.setup.ts`).
  beforeEach: (context) => {
    resetStoryRealtime(context)
    resetMockState()
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
    // A story fails on any violation. A test run (`vitest`, not the Storybook UI's panel) keeps only those: axe then
    // lists each passed or inconclusive check with one element instead of all of them, and the result, which the
    // addon stores in every story's test report, shrinks from about 1.3 MB to 52 kB on a form screen.
    a11y: {
      test: 'error',
      ...(isCommandLineTestRun ? { options: { resultTypes: ['violations'] } } : {}),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
}

export default preview
