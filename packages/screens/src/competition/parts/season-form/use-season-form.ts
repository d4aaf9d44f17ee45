import { ApiRequestError, competitionMutations, competitionQueries, seasonEndQueries, type Season } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl, type IntlShape } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { adminPageData, type AdminPageData } from '../admin-page'

/** A new season's page: the organisation (its admins only) and its seasons to copy from. */
export type SeasonCreatePage = AdminPageData<{ organisationName: string; seasons: Season[] }>

/** An existing season's page: the season to change. */
export type SeasonEditPage = AdminPageData<{ organisationName: string; season: Season }>

/** The path's organisation and season: the season the pages are opened from. */
export type SeasonPageRef = { org: string; season: string }

export function useSeasonCreatePage(org: string): SeasonCreatePage {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const seasons = useQuery(competitionQueries.seasons(api, { org }))
  return adminPageData({ organisation, others: [seasons] }, (data) =>
    seasons.data ? { organisationName: data.name, seasons: seasons.data } : null,
  )
}

export function useSeasonEditPage(org: string, manage: string): SeasonEditPage {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: manage }))
  return adminPageData({ organisation, others: [], item: season }, (data) =>
    season.data ? { organisationName: data.name, season: season.data } : null,
  )
}

/** The end of season proposal of the season a new one copies: who goes up and down a division (its admins). */
export function useSeasonPromotion(ref: { org: string; season: string }) {
  const { api } = usePlatform()
  return useQuery(seasonEndQueries.promotion(api, ref))
}

/** The localized paths the season pages link to. */
export function useSeasonPaths({ org, season }: SeasonPageRef) {
  const locale = useLocale()
  return {
    list: () =>
      localizedPath(
        routePath('competition-org_slug-season-season_slug-seasons', { org_slug: org, season_slug: season }),
        locale,
      ),
    overview: (slug: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: slug }), locale),
    edit: (slug: string) =>
      localizedPath(
        routePath('competition-org_slug-season-season_slug-seasons-manage_season_slug-edit', {
          org_slug: org,
          season_slug: season,
          manage_season_slug: slug,
        }),
        locale,
      ),
  }
}

/** Has the organisation's seasons, its current one and the season itself fetched again. */
function useRefreshSeasons(org: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (season: Season) => {
    queryClient.setQueryData(competitionQueries.season(api, { org, season: season.slug }).queryKey, season)
    await queryClient.invalidateQueries({ queryKey: competitionQueries.organisationKey({ org }) })
  }
}

/** Creates the season and opens its overview, where its divisions and teams are set up. */
export function useCreateSeason(ref: { org: string }) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  // The overview of the new season is all it opens, so no season of the page is needed (the organisation's first).
  const paths = useSeasonPaths({ org: ref.org, season: '' })
  const refresh = useRefreshSeasons(ref.org)
  return useMutation({
    ...competitionMutations.createSeason(api, { org: ref.org }),
    onSuccess: async (season) => {
      await refresh(season)
      toast.success(
        intl.formatMessage(
          { id: 'competition.seasonForm.created', defaultMessage: 'Season {season} is created' },
          { season: season.name },
        ),
      )
      navigate(paths.overview(season.slug))
    },
  })
}

/** Saves the season's changes; a new slug moves the page to it. */
export function useUpdateSeason(ref: SeasonPageRef, manage: string) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useSeasonPaths(ref)
  const refresh = useRefreshSeasons(ref.org)
  return useMutation({
    ...competitionMutations.updateSeason(api, { org: ref.org, season: manage }),
    onSuccess: async (season) => {
      await refresh(season)
      toast.success(intl.formatMessage({ id: 'competition.seasonForm.saved', defaultMessage: 'Changes saved' }))
      if (season.slug !== manage) navigate(paths.edit(season.slug))
    },
  })
}

/** Why archiving (or taking out of the archive) failed: the server's reason on `is_archived`, else the failure. */
function archiveFailure(error: unknown, intl: IntlShape): string {
  const reason = error instanceof ApiRequestError ? error.errors.is_archived?.[0] : undefined
  return reason ?? failureMessage(error, intl)
}

/** Archives the season or takes it out of the archive; a refusal is a toast with the reason. */
export function useArchiveSeason(ref: SeasonPageRef, season: Season) {
  const intl = useIntl()
  const { api } = usePlatform()
  const refresh = useRefreshSeasons(ref.org)
  return useMutation({
    ...competitionMutations.updateSeason(api, { org: ref.org, season: season.slug }),
    onSuccess: async (saved) => {
      await refresh(saved)
      toast.success(
        saved.is_archived
          ? intl.formatMessage(
              { id: 'competition.seasonForm.archived', defaultMessage: 'Season {season} is archived' },
              { season: saved.name },
            )
          : intl.formatMessage(
              { id: 'competition.seasonForm.unarchived', defaultMessage: 'Season {season} is out of the archive' },
              { season: saved.name },
            ),
      )
    },
    onError: (error) => toast.error(archiveFailure(error, intl)),
  })
}

/** Makes the season the organisation's current one. */
export function useSetCurrentSeason(ref: SeasonPageRef) {
  const intl = useIntl()
  const { api } = usePlatform()
  const refresh = useRefreshSeasons(ref.org)
  return useMutation({
    ...competitionMutations.setCurrentSeason(api, { org: ref.org }),
    onSuccess: async (season) => {
      await refresh(season)
      toast.success(
        intl.formatMessage(
          { id: 'competition.seasonForm.madeCurrent', defaultMessage: 'Season {season} is now the current season' },
          { season: season.name },
        ),
      )
    },
    onError: (error) => toast.error(failureMessage(error, intl)),
  })
}
