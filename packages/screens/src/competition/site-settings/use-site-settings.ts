import {
  adminOrganisationQueries,
  competitionQueries,
  competitionSiteMutations,
  competitionSiteQueries,
  type CompetitionSiteSettings,
  type Organisation,
  type Season,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { adminPageData, type AdminPageData } from '../parts/admin-page'

/** The organisation's public site settings (admins), with the season the page was opened from. */
export type SiteSettingsPage = AdminPageData<{
  organisation: Organisation
  season: Season
  settings: CompetitionSiteSettings
}>

/** The path's organisation and season, and for its admins the public site's settings. */
export function useSiteSettings(org: string, seasonSlug: string): SiteSettingsPage {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: seasonSlug }))
  const isAdmin = organisation.data?.role === 'admin'
  const settings = useQuery({ ...competitionSiteQueries.settings(api, { org }), enabled: isAdmin })
  return adminPageData({ organisation, others: [season, settings] }, (data) =>
    season.data && settings.data ? { organisation: data, season: season.data, settings: settings.data } : null,
  )
}

/**
 * Saves the settings and says so; the page stays, its form showing what was saved. The organisation's look and
 * domains are read elsewhere too (its page, the super admins' list, the public site): those are fetched again.
 */
export function useSaveSiteSettings(org: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionSiteMutations.updateSettings(api, { org }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(competitionSiteQueries.settings(api, { org }).queryKey, settings)
      toast.success(
        intl.formatMessage({
          id: 'competition.siteSettings.saved',
          defaultMessage: 'The public site’s settings are saved',
        }),
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: competitionQueries.organisation(api, { org }).queryKey }),
        queryClient.invalidateQueries({ queryKey: competitionQueries.availableOrganisations(api).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminOrganisationQueries.all() }),
        queryClient.invalidateQueries({ queryKey: competitionSiteQueries.all() }),
      ])
    },
  })
}
