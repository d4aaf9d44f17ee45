'use client'

// The client islands of the server component pages (docs/adr/031), for the pages' server modules to render: each is
// a client reference there, with plain data as its props.
import type { TournamentListFilter } from '@oche/api'
import { TournamentListControls, writeListSearch } from '@oche/screens/islands'
import { useRouter } from 'next/navigation'
import { useCallback, type ReactNode } from 'react'

export { PhoneNavMenu, PreferenceMenus, SkipLink, TournamentStart } from '@oche/screens/islands'

export type TournamentListIslandProps = {
  /** The list's path in the page's language (`/nl/tournaments`). */
  path: string
  status: TournamentListFilter | null
  search: string
  page: number
  pageCount: number
  searchCount: number | null | undefined
  children: ReactNode
}

/**
 * The tournament list's tabs, search and pages on its server component page: each change is a new address, whose
 * list the server renders (the tabs and pages are links; the search replaces the address as typing pauses, and is a
 * `GET` form without script).
 */
export function TournamentListIsland({ path, status, search, page, ...rest }: TournamentListIslandProps) {
  const router = useRouter()
  const onSearch = useCallback(
    (next: string) => router.replace(`${path}${writeListSearch({ status, search: next, page: 1 })}`, { scroll: false }),
    [router, path, status],
  )
  return (
    <TournamentListControls
      {...rest}
      status={status}
      search={search}
      page={page}
      searchAction={path}
      tabHref={(next) => `${path}${writeListSearch({ status: next, search, page: 1 })}`}
      onSearch={onSearch}
      getPageHref={(target) => `${path}${writeListSearch({ status, search, page: target })}`}
    />
  )
}
