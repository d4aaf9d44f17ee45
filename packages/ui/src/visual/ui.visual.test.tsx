/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite'
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import '../styles/theme.css'

// Every story of every ui component, in light and dark, against the committed
// baselines in __screenshots__/. A new component's stories are picked up here
// by themselves; `pnpm test:visual --update` writes new baselines to review.
const storyFiles = import.meta.glob<Record<string, unknown>>(
  ['../components/**/*.stories.tsx', '../darts/**/*.stories.tsx'],
  {
    eager: true,
  },
)

type ComposedStory = ComponentType & { storyName?: string; parameters?: { visual?: { skip?: boolean } } }

afterEach(() => {
  cleanup()
  document.documentElement.classList.remove('dark')
})

for (const [path, module] of Object.entries(storyFiles)) {
  const component = path.split('/')[2] ?? path
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<string, ComposedStory>
  describe(component, () => {
    for (const [exportName, Story] of Object.entries(stories)) {
      if (Story.parameters?.visual?.skip) continue
      for (const mode of ['light', 'dark'] as const) {
        it(`${exportName} looks as before in ${mode} mode`, async () => {
          if (mode === 'dark') document.documentElement.classList.add('dark')
          const { container } = render(
            <div className="bg-background p-4 text-foreground">
              <Story />
            </div>,
          )
          await document.fonts.ready
          await expect(page.elementLocator(container)).toMatchScreenshot(`${component}-${exportName}-${mode}`)
        })
      }
    }
  })
}
