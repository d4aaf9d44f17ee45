import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** The viewer's time zone; null while rendering on the server, which cannot know it. */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(
    subscribeNever,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  )
}
