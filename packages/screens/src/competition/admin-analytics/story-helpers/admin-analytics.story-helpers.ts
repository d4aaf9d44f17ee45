import { createAdminAnalyticsHandlers, handlers, type AdminAnalyticsHandlerOptions } from '@oche/mocks'
import { spyOn } from 'storybook/test'

/** Stories only: the super admin's analytics handlers (fixed figures up to `analyticsFixtureToday`), then the rest. */
export function adminAnalyticsHandlers(options: AdminAnalyticsHandlerOptions = {}) {
  return [...createAdminAnalyticsHandlers(options), ...handlers]
}

/** A file the page handed to the browser's download: its name, type and text. */
export type CapturedDownload = { name: string; type: string; text: string }

/**
 * Stories only: catches the files the page downloads (a Blob behind an object URL, followed by a link) instead of
 * saving them. Use it as a story's `beforeEach` (it returns its own cleanup) and read `downloads.last()` in `play`.
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>()
  const files: { name: string; blob: Blob }[] = []
  const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:story-download-${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  })
  const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob && this.download) files.push({ name: this.download, blob })
  })
  return {
    /** How many files were downloaded so far. */
    count: () => files.length,
    /** The last file downloaded, read back as text (the byte order mark dropped, as a spreadsheet reads it). */
    last: async (): Promise<CapturedDownload | undefined> => {
      const file = files.at(-1)
      return file ? { name: file.name, type: file.blob.type, text: await file.blob.text() } : undefined
    },
    restore: () => {
      create.mockRestore()
      revoke.mockRestore()
      click.mockRestore()
    },
  }
}
