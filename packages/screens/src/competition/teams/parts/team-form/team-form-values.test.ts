import { describe, expect, it } from 'vitest'
import { noChoice, toTeamChanges, toTeamInput, type TeamFormValues } from './team-form-values'

const saved: TeamFormValues = {
  name: 'The Arrows',
  slug: 'the-arrows',
  club_name: 'Café De Pijl',
  division: 'first-division',
  venue_id: '7c0a0006-0000-4000-8000-000000000001',
  home_weekday: 'thursday',
}

describe('toTeamInput', () => {
  it('leaves an empty slug out, so the server makes one from the name, and reads "none" as null', () => {
    expect(toTeamInput({ ...saved, slug: '', division: noChoice, venue_id: noChoice, home_weekday: noChoice })).toEqual(
      { name: 'The Arrows', club_name: 'Café De Pijl', division: null, venue_id: null, home_weekday: null },
    )
  })

  it('keeps a division called "None": its slug is not the choice "none"', () => {
    expect(toTeamInput({ ...saved, division: 'none' }).division).toBe('none')
  })
})

describe('toTeamChanges', () => {
  it('sends only what changed', () => {
    expect(toTeamChanges({ ...saved, slug: 'arrows-a', venue_id: noChoice }, saved, 'all')).toEqual({
      slug: 'arrows-a',
      venue_id: null,
    })
    expect(toTeamChanges(saved, saved, 'all')).toEqual({})
  })

  it('sends a captain’s change of name and club only, whatever else the values hold', () => {
    const changed = { ...saved, name: 'Arrows', club_name: '', division: noChoice, home_weekday: 'monday' }
    expect(toTeamChanges(changed, saved, 'captain')).toEqual({ name: 'Arrows', club_name: '' })
  })
})
