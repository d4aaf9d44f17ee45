import {
  competitionQueries,
  siteContentMutations,
  siteContentQueries,
  type Organisation,
  type Season,
  type SiteBoardMember,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { adminPageData, type AdminPageData } from '../parts/admin-page'
import { useSiteBoardMemberPaths, type SiteBoardMemberPageRef } from './site-board-member-paths'

/** The organisation and the season the board members' pages are opened from. */
export type SiteBoardMemberContext = { organisation: Organisation; season: Season }

/** The board members in the site's order. */
export type SiteBoardMemberList = AdminPageData<SiteBoardMemberContext & { members: SiteBoardMember[] }>

/** The board member form's page: the member to edit, or null for a new one. */
export type SiteBoardMemberFormPage = AdminPageData<SiteBoardMemberContext & { member: SiteBoardMember | null }>

/** The organisation and season of the path, the season to check it exists and to name it on the way back. */
function useSiteBoardMemberContext(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: seasonSlug }))
  const isAdmin = organisation.data?.role === 'admin'
  return { api, organisation, season, isAdmin }
}

/** The organisation's board members (admins), in the site's order. */
export function useSiteBoardMemberList(org: string, seasonSlug: string): SiteBoardMemberList {
  const { api, organisation, season, isAdmin } = useSiteBoardMemberContext(org, seasonSlug)
  const members = useQuery({ ...siteContentQueries.boardMembers(api, { org }), enabled: isAdmin })
  return adminPageData({ organisation, others: [season, members] }, (data) =>
    season.data && members.data
      ? {
          organisation: data,
          season: season.data,
          members: [...members.data].sort((a, b) => a.position - b.position),
        }
      : null,
  )
}

/** The form's page: to edit one, the board member (`id`); for a new one, only the organisation and season. */
export function useSiteBoardMemberFormPage(
  org: string,
  seasonSlug: string,
  id: string | null,
): SiteBoardMemberFormPage {
  const { api, organisation, season, isAdmin } = useSiteBoardMemberContext(org, seasonSlug)
  const member = useQuery({
    ...siteContentQueries.boardMember(api, { org, id: id ?? '' }),
    enabled: isAdmin && id !== null,
  })
  // An id that is not one is answered with 422: it can only be a mistyped link.
  const item = id === null ? undefined : member
  return adminPageData({ organisation, others: [season], item, itemNotFoundStatuses: [422] }, (data) => {
    if (!season.data || (id !== null && !member.data)) return null
    return { organisation: data, season: season.data, member: id === null ? null : (member.data ?? null) }
  })
}

/** Writes a saved member into the cache, has the list fetched again and goes back to it. */
function useAfterSave(ref: SiteBoardMemberPageRef) {
  const { api, navigate } = usePlatform()
  const paths = useSiteBoardMemberPaths(ref)
  const queryClient = useQueryClient()
  return async (member: SiteBoardMember) => {
    queryClient.setQueryData(siteContentQueries.boardMember(api, { org: ref.org, id: member.id }).queryKey, member)
    await queryClient.invalidateQueries({ queryKey: siteContentQueries.boardMembers(api, { org: ref.org }).queryKey })
    navigate(paths.list())
  }
}

/** Adds a board member and opens the list; a 422 is shown on the form's fields by the form itself. */
export function useCreateSiteBoardMember(ref: SiteBoardMemberPageRef) {
  const intl = useIntl()
  const { api } = usePlatform()
  const afterSave = useAfterSave(ref)
  return useMutation({
    ...siteContentMutations.createBoardMember(api, { org: ref.org }),
    onSuccess: async (member) => {
      toast.success(
        intl.formatMessage(
          { id: 'competition.siteBoardMemberForm.created', defaultMessage: '{name} is added to the board' },
          { name: member.name },
        ),
      )
      await afterSave(member)
    },
  })
}

/** Saves a board member's changes and goes back to the list. */
export function useUpdateSiteBoardMember(ref: SiteBoardMemberPageRef, id: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const afterSave = useAfterSave(ref)
  return useMutation({
    ...siteContentMutations.updateBoardMember(api, { org: ref.org, id }),
    onSuccess: async (member) => {
      toast.success(
        intl.formatMessage(
          { id: 'competition.siteBoardMemberForm.saved', defaultMessage: '{name} is saved' },
          { name: member.name },
        ),
      )
      await afterSave(member)
    },
  })
}

/** Deletes a board member; the list is fetched again (the confirmation says how it went). */
export function useDeleteSiteBoardMember(org: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...siteContentMutations.deleteBoardMember(api, { org }),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: siteContentQueries.boardMember(api, { org, id }).queryKey })
      await queryClient.invalidateQueries({ queryKey: siteContentQueries.boardMembers(api, { org }).queryKey })
    },
  })
}

/** Puts the board in a new order (every id); the list answered replaces the cached one. A failure is a toast. */
export function useOrderSiteBoardMembers(org: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...siteContentMutations.orderBoardMembers(api, { org }),
    onSuccess: (members) => {
      queryClient.setQueryData(siteContentQueries.boardMembers(api, { org }).queryKey, members)
    },
    onError: (error) => {
      toast.error(failureMessage(error, intl))
      void queryClient.invalidateQueries({ queryKey: siteContentQueries.boardMembers(api, { org }).queryKey })
    },
  })
}
