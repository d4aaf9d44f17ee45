import { afterEach, beforeEach } from 'vitest'
import { isCommandLineTestRun } from './test-run'

// The browser tests run story files one after the other in a shared page (`isolate: false` in vitest.config.ts:
// loading the preview and its modules once instead of once per file halves the run). What a story leaves in the page
// beyond React and the mocks (`preview.tsx` resets those) is cleared here, so each story starts as on a fresh page:
// light (a play that darkens the app, or a colour mode chosen in a menu, leaves the `.dark` class on <html>), no stored
// settings, no session cookie. Not in preview.tsx: in the Storybook UI the preview shares its storage with the
// manager's own, and the toolbar's theme switch owns the class (its decorator puts the chosen mode back after a play).
beforeEach(() => {
  document.documentElement.classList.remove('dark')
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
})

// A test run (`vitest`, not the Storybook UI's test panel) keeps no story's accessibility report in its results. The
// addon puts axe's result into every story's test metadata for the UI's panel; a story with a violation fails on its own
// (the addon's check throws, naming each one). Kept, each result goes from the page to Node, stays in memory for the run
// and is written into the JSON report (about 40 kB a story even with only the violations in full: preview.tsx).
if (isCommandLineTestRun)
  afterEach(({ task }) => {
    delete (task.meta as { reports?: unknown }).reports
  })
