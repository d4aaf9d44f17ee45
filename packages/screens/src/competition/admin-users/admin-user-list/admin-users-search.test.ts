import { describe, expect, it } from 'vitest'
import { defaultAdminUsersSearch, readAdminUsersSearch, writeAdminUsersSearch } from './admin-users-search'

describe('the admin user list in the address', () => {
  it('reads what it writes', () => {
    const state = { search: 'mia', filter: 'blocked', sort: 'last_active', direction: 'desc', page: 3 } as const
    const query = writeAdminUsersSearch(state)
    expect(query).toBe('?search=mia&filter=blocked&sort=last_active&direction=desc&page=3')
    expect(readAdminUsersSearch(Object.fromEntries(new URLSearchParams(query)))).toEqual(state)
  })

  it('leaves the defaults out and reads anything unreadable as the default', () => {
    expect(writeAdminUsersSearch(defaultAdminUsersSearch)).toBe('')
    expect(readAdminUsersSearch({ filter: 'admins', sort: 'age', direction: 'up', page: '-2' })).toEqual(
      defaultAdminUsersSearch,
    )
  })
})
