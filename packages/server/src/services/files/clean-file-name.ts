const MAX_NAME = 200

/**
 * A file's name as it may be shown and downloaded: its last path part, without control or bidirectional-override
 * characters, quotes and the characters Windows refuses, at most 200 characters (keeping the extension); `file`
 * when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? ''
  const cleaned = base
    .normalize('NFC')
    // Control and format characters (a right-to-left override shows "exe.pdf" backwards) and what Windows refuses.
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  if (!cleaned) return 'file'
  if (cleaned.length <= MAX_NAME) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
  return cleaned.slice(0, MAX_NAME - extension.length).trimEnd() + extension
}
