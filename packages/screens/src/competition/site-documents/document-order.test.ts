import type { SiteDocument } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { movedDocumentOrder } from './document-order'

function document(id: string, category: string | null, position: number): SiteDocument {
  return {
    id,
    title: id,
    description: '',
    category,
    file: { id: `${id}-file`, name: `${id}.pdf`, media_type: 'application/pdf', size: 1000, url: `/files/${id}` },
    season: null,
    position,
    created_at: '2026-09-01T10:00:00Z',
    updated_at: '2026-09-01T10:00:00Z',
  }
}

const documents = [
  document('rules', 'Rules', 0),
  document('fixtures', 'Fixtures', 1),
  document('code', 'Rules', 2),
  document('form', null, 3),
  document('map', null, 4),
]

describe('movedDocumentOrder', () => {
  it('swaps a document with the one before it in its category, past other categories', () => {
    expect(movedDocumentOrder(documents, 'code', 'up')).toEqual(['code', 'fixtures', 'rules', 'form', 'map'])
  })

  it('swaps a document with the one after it in its category', () => {
    expect(movedDocumentOrder(documents, 'rules', 'down')).toEqual(['code', 'fixtures', 'rules', 'form', 'map'])
  })

  it('moves documents without a category among themselves', () => {
    expect(movedDocumentOrder(documents, 'map', 'up')).toEqual(['rules', 'fixtures', 'code', 'map', 'form'])
  })

  it('takes the documents in their position order, whatever order they come in', () => {
    expect(movedDocumentOrder([...documents].reverse(), 'form', 'down')).toEqual([
      'rules',
      'fixtures',
      'code',
      'map',
      'form',
    ])
  })

  it('does nothing for the first or last of a category, or an unknown id', () => {
    expect(movedDocumentOrder(documents, 'rules', 'up')).toBeNull()
    expect(movedDocumentOrder(documents, 'fixtures', 'down')).toBeNull()
    expect(movedDocumentOrder(documents, 'map', 'down')).toBeNull()
    expect(movedDocumentOrder(documents, 'missing', 'up')).toBeNull()
  })
})
