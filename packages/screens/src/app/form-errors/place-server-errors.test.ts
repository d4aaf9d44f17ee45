import { describe, expect, it } from 'vitest'
import { fieldPaths, placeServerErrors } from './place-server-errors'

const values = {
  name: '',
  date: '',
  format: { kind: 'groupsKnockout', qualifiers_per_group: '2' },
  phases: { groups: { format: { kind: 'firstTo', legs: '3' } } },
  standings: { tie_breakers: ['points'] },
}

describe('fieldPaths', () => {
  it('lists the fields of nested objects, and an array as one field', () => {
    expect([...fieldPaths(values)]).toEqual([
      'name',
      'date',
      'format.kind',
      'format.qualifiers_per_group',
      'phases.groups.format.kind',
      'phases.groups.format.legs',
      'standings.tie_breakers',
    ])
  })
})

describe('placeServerErrors', () => {
  const anchors = new Set([...fieldPaths(values), 'phases.groups'])

  it('puts an error on the field of the same name', () => {
    expect(placeServerErrors({ 'format.qualifiers_per_group': ['Fewer players must go through.'] }, anchors)).toEqual({
      fields: [{ path: 'format.qualifiers_per_group', message: 'Fewer players must go through.' }],
      form: [],
    })
  })

  it('puts an error on a renamed field', () => {
    const placed = placeServerErrors({ starts_at: ['Invalid date.'] }, anchors, (key) =>
      key === 'starts_at' ? 'date' : key,
    )
    expect(placed.fields).toEqual([{ path: 'date', message: 'Invalid date.' }])
  })

  it('puts an error on a field the form does not show on its closest parent', () => {
    const placed = placeServerErrors({ 'phases.groups.rounds.final.legs': ['Too many legs.'] }, anchors)
    expect(placed.fields).toEqual([{ path: 'phases.groups', message: 'Too many legs.' }])
  })

  it('keeps errors the form has no field for for the form', () => {
    expect(placeServerErrors({ _root: ['Something is wrong.'], organiser: ['Unknown.'] }, anchors)).toEqual({
      fields: [],
      form: ['Something is wrong.', 'Unknown.'],
    })
  })

  it('keeps the first message of a field only', () => {
    const placed = placeServerErrors({ name: ['Required.', 'Too short.'], 'name.first': ['Other.'] }, anchors)
    expect(placed.fields).toEqual([{ path: 'name', message: 'Required.' }])
  })
})
