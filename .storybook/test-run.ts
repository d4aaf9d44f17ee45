/// <reference types="vite/client" />

/**
 * True in a command-line test run (`vitest`), false in the Storybook UI, its test panel included: Storybook's Vitest
 * plugin sets `VITEST_STORYBOOK` to "true" for a run the UI starts. What only the UI's panels read (axe's whole result,
 * the stories' test reports) is left out of a command-line run.
 */
export const isCommandLineTestRun = import.meta.env.VITEST_STORYBOOK === 'false'
