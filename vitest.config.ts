import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import tailwindcss from '@tailwindcss/vite'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

// Debian's chromium, never a downloaded browser (see docs/toolchain notes in README).
const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  })

// A fresh object per project: Vitest keeps state on the provider it is given.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
})

// Vitest's default is one worker less than the cores, and a project of one worker runs its files after every other
// project, one at a time: on a 2-core machine the story pages, then each unit file, then each e2e file, with one core
// idle most of the time (a story mostly waits on what it looks for, a unit file on one PGlite). Two or more workers
// run the unit files two at a time beside two story pages (each in a browser context of its own), so the cores are
// used; the e2e files still run one at a time after them (`fileParallelism: false`), against one platform.
const workers = Math.max(2, availableParallelism() - 1)

export default defineConfig({
  resolve: { conditions: ['@oche/source'] },
  ssr: { resolve: { conditions: ['@oche/source'] } },
  test: {
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Opening and migrating a fresh PGlite takes seconds on a busy machine, and a test that plays a whole cup
          // through the API takes several beside two story pages on two cores: Vitest's 5 s is a speed target, and
          // those belong in benchmarks (`pnpm bench`). Each test still waits on what it checks, never on a sleep.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
            'hosts/*/src/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/platform.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // `expect.poll` waits on what a user would see; on a machine busy with the storybook tests a page can take
          // far longer than the default second to show it.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        // The league's form stories (the match template editor inside the cup, season and division forms) fill in
        // dozens of fields as a user does; on a machine busy with the whole run one takes 15–20 s, so a story gets
        // the e2e tests' bound. Each still waits on what a user would see, never on a fixed sleep.
        // Story files share their page (`isolate: false`; one page per worker): the preview, React, the mocks and the
        // catalogues load once per page, not once per file, which halves the run on a 2-core machine. Each story still
        // starts as on a fresh page: `.storybook/preview.tsx` and `.storybook/vitest.setup.ts` reset what a story
        // leaves behind.
        test: {
          name: 'storybook',
          browser: browser(),
          testTimeout: 60_000,
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [tailwindcss()],
        test: {
          name: 'visual',
          include: ['packages/*/src/**/*.visual.test.tsx'],
          // Screenshots are taken beside the unit files and the story pages: room for a busy machine, as above.
          testTimeout: 30_000,
          browser: {
            ...browser(),
            viewport: { width: 800, height: 600 },
            // A picture may differ from its baseline in at most 4 pixels (anti-aliased ones not counted), whatever its
            // size: Chromium draws a story the same way, pixel for pixel, run after run. A share of the picture (1% until
            // 2026-11-29) let a small subject change unnoticed on the 800 px wide picture: a badge's word with one letter
            // changed (15-17 pixels), an info toast for a success one (10). Seven pictures had drifted unnoticed: the error
            // screen's text with its new apostrophe (90-129 pixels), and a chart laid out for whichever font had come
            // when it was drawn (1,200-1,646; ui.visual.test.tsx now waits for Inter first).
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 4 },
              },
            },
          },
        },
      },
    ],
  },
})
