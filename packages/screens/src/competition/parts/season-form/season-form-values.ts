import {
  maxBoardNumber,
  maxLeagueNights,
  maxPromotionPlaces,
  reservedSlugs,
  SeasonSettingsSchema,
  SLUG_PATTERN,
  type Season,
  type PromotionTeam,
  type SeasonInput,
  type SeasonPlacement,
  type SeasonPromotion,
  type SeasonSettings,
  type UpdateSeasonInput,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import { isCalendarDay, nightsOutside } from './league-nights'

/**
 * The copy-from choice for an empty season (a select cannot hold an empty value): no slug can be it, so a season
 * called "None" can still be copied.
 */
export const noCopy = ':none'

/** The division choice of a placement for no division (a select cannot hold an empty value). */
export const noDivision = '-'

/** The settings the form shows. */
type FormSettings = Pick<
  SeasonSettings,
  'round_robin' | 'night_mode' | 'min_boards_per_match' | 'promotion_places' | 'relegation_places'
>

/** A whole number from 0 to the most teams that go up or down. */
const places = () =>
  z.custom<number>(
    (count) => typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= maxPromotionPlaces,
    { params: { reason: 'range', min: 0, max: maxPromotionPlaces } },
  )

/** The season form's fields; `copy_from`, `copy` and `make_current` only count for a new season. */
export function seasonFormSchema(intl: IntlShape, mode: 'create' | 'edit') {
  const day = z.string().refine(isCalendarDay, {
    error: intl.formatMessage({ id: 'competition.seasonForm.dateInvalid', defaultMessage: 'Enter a date.' }),
  })
  const slugMessage = intl.formatMessage({
    id: 'competition.seasonForm.slugInvalid',
    defaultMessage: 'Use lower-case letters, digits and single dashes, such as 2026-27.',
  })
  const slug = z
    .string()
    .trim()
    .max(60)
    .refine((value) => (mode === 'create' && value === '') || SLUG_PATTERN.test(value), { error: slugMessage })
    .refine((value) => !reservedSlugs.includes(value), {
      error: intl.formatMessage({
        id: 'competition.seasonForm.slugReserved',
        defaultMessage: 'This word is taken by the links themselves: choose another.',
      }),
    })
  return z
    .object({
      name: z.string().trim().min(1).max(120),
      slug,
      starts_on: day,
      ends_on: day,
      league_nights: z.array(z.string()).max(maxLeagueNights),
      round_robin: SeasonSettingsSchema.shape.round_robin.unwrap(),
      night_mode: SeasonSettingsSchema.shape.night_mode.unwrap(),
      min_boards_per_match: z.custom<number>(
        (count) => typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= maxBoardNumber,
        { params: { reason: 'range', min: 1, max: maxBoardNumber } },
      ),
      promotion_places: places(),
      relegation_places: places(),
      copy_from: z.string(),
      copy: z.object({ settings: z.boolean(), divisions: z.boolean(), teams: z.boolean(), members: z.boolean() }),
      /**
       * The end of season proposal of `placements_of` as the admin adjusts it: each team of that season, its division
       * there and the one it goes to (division slugs, or `noDivision`).
       */
      placements: z.array(z.object({ team: z.string(), from: z.string(), division: z.string() })),
      placements_of: z.string(),
      make_current: z.boolean(),
    })
    .superRefine((values, context) => {
      if (isCalendarDay(values.starts_on) && isCalendarDay(values.ends_on) && values.ends_on < values.starts_on)
        context.addIssue({
          code: 'custom',
          path: ['ends_on'],
          message: intl.formatMessage({
            id: 'competition.seasonForm.endsBeforeStart',
            defaultMessage: 'The season cannot end before it starts.',
          }),
        })
      const outside = nightsOutside(values.league_nights, values.starts_on, values.ends_on)
      if (outside.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['league_nights'],
          message: intl.formatMessage(
            {
              id: 'competition.seasonForm.nightsOutside',
              defaultMessage:
                '{count, plural, one {# league night is} other {# league nights are}} outside the season’s dates: remove {count, plural, one {it} other {them}} or change the dates.',
            },
            { count: outside.length },
          ),
        })
    })
}

export type SeasonFormValues = z.infer<ReturnType<typeof seasonFormSchema>>

const defaults = SeasonSettingsSchema.parse({})

/** A settings' fields as the form holds them. */
export function formSettings(settings: FormSettings): FormSettings {
  return {
    round_robin: settings.round_robin,
    night_mode: settings.night_mode,
    min_boards_per_match: settings.min_boards_per_match,
    promotion_places: settings.promotion_places,
    relegation_places: settings.relegation_places,
  }
}

/** What the form starts with: the season's values, or a new season with the default settings, copying nothing. */
export function seasonFormValues(season: Season | null): SeasonFormValues {
  return {
    name: season?.name ?? '',
    slug: season?.slug ?? '',
    starts_on: season?.starts_on ?? '',
    ends_on: season?.ends_on ?? '',
    league_nights: season?.settings.league_nights ?? [],
    ...formSettings(season?.settings ?? defaults),
    copy_from: noCopy,
    copy: { settings: true, divisions: true, teams: true, members: false },
    placements: [],
    placements_of: '',
    make_current: false,
  }
}

/** The proposal as the form's placements: each team from its division to the one proposed. */
export function proposedPlacements(proposal: SeasonPromotion): SeasonFormValues['placements'] {
  const placement = (row: PromotionTeam, from: string | null) => ({
    team: row.team.slug,
    from: from ?? noDivision,
    division: row.to?.slug ?? noDivision,
  })
  return [
    ...proposal.divisions.flatMap((division) => division.teams.map((row) => placement(row, division.slug))),
    ...proposal.unplaced.map((row) => placement(row, null)),
  ]
}

/** Whether the new season copies the divisions and their teams: then they can be placed in other divisions. */
export function placesTeams(values: Pick<SeasonFormValues, 'copy_from' | 'copy'>): boolean {
  return values.copy_from !== noCopy && values.copy.divisions && values.copy.teams
}

/**
 * The placements to send: the teams of the season copied that go to another division than their own. A team not
 * sent keeps its division, so a team the admin moved back is not sent either.
 */
function placementsInput(values: SeasonFormValues): SeasonPlacement[] {
  if (!placesTeams(values) || values.placements_of !== values.copy_from) return []
  return values.placements
    .filter((placement) => placement.division !== placement.from)
    .map((placement) => ({
      team: placement.team,
      division: placement.division === noDivision ? null : placement.division,
    }))
}

/** Whether the new season takes its settings over from the season it copies (the form's settings are then shown only). */
export function copiesSettings(values: Pick<SeasonFormValues, 'copy_from' | 'copy'>): boolean {
  return values.copy_from !== noCopy && values.copy.settings
}

/** A new season as the API takes it: copied settings are not sent (the league nights are always the form's). */
export function toSeasonInput(values: SeasonFormValues): SeasonInput {
  const copying = values.copy_from !== noCopy
  const placements = placementsInput(values)
  return {
    name: values.name,
    ...(values.slug ? { slug: values.slug } : {}),
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    settings: copiesSettings(values)
      ? { league_nights: values.league_nights }
      : { league_nights: values.league_nights, ...formSettings(values) },
    copy_from: copying ? values.copy_from : null,
    copy: {
      settings: copying && values.copy.settings,
      divisions: copying && values.copy.divisions,
      teams: copying && values.copy.teams,
      members: copying && values.copy.teams && values.copy.members,
    },
    ...(placements.length > 0 ? { placements } : {}),
    make_current: values.make_current,
  }
}

/** A season's changes as the API takes them: the slug only when it changed (a former one keeps leading here). */
export function toSeasonUpdate(values: SeasonFormValues, season: Pick<Season, 'slug'>): UpdateSeasonInput {
  return {
    name: values.name,
    ...(values.slug !== season.slug ? { slug: values.slug } : {}),
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    settings: { league_nights: values.league_nights, ...formSettings(values) },
  }
}
