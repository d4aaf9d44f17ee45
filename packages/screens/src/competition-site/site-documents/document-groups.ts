import type { IntlShape } from 'react-intl'
import type { SiteDocument } from '@oche/api'

/** Documents under one heading of the site's documents page; `category` null: those without one. */
export type DocumentGroup = { category: string | null; documents: SiteDocument[] }

/**
 * The documents grouped by their category, in the organisation's order (`position`): each category where its first
 * document comes, those without one last.
 */
export function documentGroups(documents: readonly SiteDocument[]): DocumentGroup[] {
  const ordered = [...documents].sort((a, b) => a.position - b.position)
  const groups = new Map<string | null, SiteDocument[]>()
  for (const document of ordered) {
    const key = document.category?.trim() || null
    if (key === null) continue
    groups.set(key, [...(groups.get(key) ?? []), document])
  }
  const ungrouped = ordered.filter((document) => !document.category?.trim())
  return [
    ...[...groups].map(([category, members]) => ({ category, documents: members })),
    ...(ungrouped.length > 0 ? [{ category: null, documents: ungrouped }] : []),
  ]
}

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/vnd.oasis.opendocument.presentation': 'ODP',
}

/** A file's type as a visitor knows it ("PDF", "Word"), else its name's extension ("CSV"), else nothing. */
export function fileTypeName(file: { media_type: string; name: string }): string | null {
  const known = typeNames[file.media_type]
  if (known) return known
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1]
  return extension ? extension.toUpperCase() : null
}

/**
 * A file's size as people read it: "512 byte", "240 kB", "4.2 MB" (binary kilobytes and megabytes, as the upload
 * limits are: 5 MB is 5 × 1024 × 1024 bytes). The one size format of the admins' screens and the public site.
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const unit = (value: number, name: 'byte' | 'kilobyte' | 'megabyte') =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 })
  if (bytes < 1024) return unit(bytes, 'byte')
  if (bytes < 1024 * 1024) return unit(Math.round(bytes / 1024), 'kilobyte')
  return unit(Math.round((bytes / (1024 * 1024)) * 10) / 10, 'megabyte')
}
