import type { SiteDocument } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import { documentGroups, fileTypeName, formatFileSize } from './document-groups'

const document = (title: string, category: string | null, position: number): SiteDocument => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  title,
  description: '',
  category,
  file: { id: '00000000-0000-4000-8000-000000000000', name: 'a.pdf', media_type: 'application/pdf', size: 1, url: '' },
  season: null,
  position,
  created_at: '2026-09-01T12:00:00Z',
  updated_at: '2026-09-01T12:00:00Z',
})

describe('documentGroups', () => {
  it('groups by category in the organisation’s order, those without one last', () => {
    const groups = documentGroups([
      document('Fixture list', null, 3),
      document('Entry form', 'Forms', 2),
      document('League rules', 'Rules', 0),
      document('Transfer form', 'Forms', 4),
      document('Cup rules', 'Rules', 1),
    ])
    expect(groups.map((group) => [group.category, group.documents.map((each) => each.title)])).toEqual([
      ['Rules', ['League rules', 'Cup rules']],
      ['Forms', ['Entry form', 'Transfer form']],
      [null, ['Fixture list']],
    ])
  })

  it('has no group without documents', () => {
    expect(documentGroups([])).toEqual([])
  })
})

describe('a file’s type and size', () => {
  it('names the type a visitor knows, else the extension', () => {
    expect(fileTypeName({ media_type: 'application/pdf', name: 'rules.pdf' })).toBe('PDF')
    expect(
      fileTypeName({
        media_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'form.docx',
      }),
    ).toBe('Word')
    expect(fileTypeName({ media_type: 'text/csv', name: 'teams.csv' })).toBe('CSV')
    expect(fileTypeName({ media_type: 'application/octet-stream', name: 'file' })).toBeNull()
  })

  it('gives the size in bytes, kilobytes or megabytes, as the upload limits count them', () => {
    const intl = createIntl({ locale: 'en-GB' })
    expect(formatFileSize(intl, 512)).toBe('512 byte')
    expect(formatFileSize(intl, 245_300)).toBe('240 kB')
    expect(formatFileSize(intl, 5 * 1024 * 1024)).toBe('5 MB')
    expect(formatFileSize(createIntl({ locale: 'nl-NL' }), 2_350_000)).toBe('2,2 MB')
  })
})
