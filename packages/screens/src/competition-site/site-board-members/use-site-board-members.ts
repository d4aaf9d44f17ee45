import { siteContentQueries, type SiteBoardMember } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePageState, type SitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'

/**
 * The league's board in its order, with the contact details each member shows: not there when the organisation
 * does not show its board page (the API answers 404 then too).
 */
export function useSiteBoardMembers(season: string | undefined): SitePageState<{ members: SiteBoardMember[] }> {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const shown = context.data?.organisation.pages.includes('board-members') ?? false
  const members = useQuery({ ...siteContentQueries.publicBoardMembers(api, ref), enabled: shown })
  if (context.data && !shown) return { status: 'notFound' }
  return sitePageState(context, [members], () =>
    members.data ? { members: [...members.data].sort((a, b) => a.position - b.position) } : null,
  )
}

/** A `tel:` address of a phone number as typed ("+32 470 12 34 56" → `tel:+32470123456`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
