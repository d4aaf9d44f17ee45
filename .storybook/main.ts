import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['@oche/source'] },
      // Vite's scan of the stories does not find these (imported by screens deep in the league pages); found later,
      // they are optimised mid-run and the page reloads, which on a fresh checkout failed every story file then
      // loading ("Failed to import test file .storybook/vitest.setup.ts") and cost the run a second pass.
      optimizeDeps: {
        include: ['@oche/screens > papaparse', '@oche/screens > @tiptap/react', '@oche/screens > @tiptap/starter-kit'],
      },
    })
  },
}

export default config
