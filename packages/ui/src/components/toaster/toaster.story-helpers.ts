import { within } from 'storybook/test'
import type { ToasterProps } from './toaster'

// Stories only: what the toaster's two story files (toaster.stories.tsx, sonner-toaster.stories.tsx) share.

/** The names the app passes the toaster, translated (English here). */
export const toasterArgs = {
  containerAriaLabel: 'Notifications',
  closeButtonLabel: 'Close notification',
} satisfies ToasterProps

/** The toast showing `text` (in `container`, the whole page unless given), once a user would see it. */
export async function toastOf(text: string, container: HTMLElement = document.body) {
  const element = (await within(container).findByText(text)).closest<HTMLElement>('[data-sonner-toast]')
  if (!element) throw new Error(`"${text}" is not inside a toast`)
  return element
}
