/**
 * How the default handlers' stores go back to their fixtures. The browser tests run every story file in one page
 * (no module reload between files), so a visit one story scores through the default handlers would otherwise still
 * be there in the next file's stories. Storybook's preview calls `resetMockState()` before each story.
 */
export type MockResets = { add(reset: () => void): unknown }

const defaultStores = new Set<() => void>()

/** Where the default handlers (`handlers`) register their stores' resets. */
export const defaultStoreResets: MockResets = defaultStores

/** Puts every store of the default handlers back to its fixtures, as a fresh page would have them. */
export function resetMockState(): void {
  for (const reset of defaultStores) reset()
}
