/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite'
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
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

type VisualParameters = {
  /** No picture to compare (say why beside it). */
  skip?: boolean
}

type ComposedStory = ComponentType & { storyName?: string; parameters?: { visual?: VisualParameters } }

// Every font the theme declares is there before the first story is drawn. A chart measures its labels as it draws
// them and keeps the widths for later drawings: a chart drawn before Inter had come laid its axis out for another font,
// so its picture depended on which stories ran before it.
beforeAll(async () => {
  await document.fonts.load('1rem "Inter Variable"', 'Aa0 –’×·…éü')
})

afterEach(() => {
  cleanup()
  document.documentElement.classList.remove('dark')
})

// A baseline is named after the story file's folder (`button-Default-light`); a second story file in that folder adds
// its own name (`toaster-sonner-toaster-ShowsAToast-light`), so that the two files' stories never share a baseline.
function baselinePrefix(path: string) {
  const parts = path.split('/')
  const folder = parts[2] ?? path
  const name = (parts.at(-1) ?? path).replace(/\.stories\.tsx$/, '')
  return name === folder ? folder : `${folder}-${name}`
}

for (const [path, module] of Object.entries(storyFiles)) {
  const prefix = baselinePrefix(path)
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as Record<string, ComposedStory>
  describe(prefix, () => {
    for (const [exportName, Story] of Object.entries(stories)) {
      const visual = Story.parameters?.visual
      if (visual?.skip) continue
      for (const mode of ['light', 'dark'] as const) {
        it(`${exportName} looks as before in ${mode} mode`, async () => {
          if (mode === 'dark') document.documentElement.classList.add('dark')
          const { container } = render(
            <div className="bg-background p-4 text-foreground">
              <Story />
            </div>,
          )
          await document.fonts.ready
          await expect(page.elementLocator(container)).toMatchScreenshot(`${prefix}-${exportName}-${mode}`)
        })
      }
    }
  })
}
