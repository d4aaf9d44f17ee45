import {
  captainTeamFields,
  SlugSchema,
  UpdateTeamInputSchema,
  WeekdaySchema,
  type Team,
  type TeamInput,
  type UpdateTeamInput,
  type Weekday,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'

/**
 * The choice "none" of the division, venue and night selects (a select's value cannot be empty): a value no slug, id
 * or weekday can be, so a division called "None" is still a division.
 */
export const noChoice = ':none'

/**
 * Which fields the form shows: `all` for the organisation's admins, `captain` for the team's own captain, who may
 * change only what the API lets captains change (`captainTeamFields`: the name and the club).
 */
export type TeamFormScope = 'all' | 'captain'

const shape = UpdateTeamInputSchema.shape

/** The form's fields, checked with the contract's rules; `slugRequired` once the team has one (editing). */
export function teamFormSchema(intl: IntlShape, { slugRequired }: { slugRequired: boolean }) {
  const slugFormat = intl.formatMessage({
    id: 'competition.teamForm.slugInvalid',
    defaultMessage: 'Use lower-case letters, digits and dashes only, such as the-arrows.',
  })
  const slug = z
    .string()
    .trim()
    .refine((value) => value === '' || SlugSchema.safeParse(value).success, { error: slugFormat })
  return z.object({
    name: shape.name.unwrap(),
    slug: slugRequired ? slug.pipe(z.string().min(1)) : slug,
    club_name: shape.club_name.unwrap(),
    division: z.string(),
    venue_id: z.string(),
    home_weekday: z.string(),
  })
}

export type TeamFormValues = z.infer<ReturnType<typeof teamFormSchema>>

/** The form's values for a new team, or for `team` as saved. */
export function teamFormValues(team?: Team): TeamFormValues {
  return {
    name: team?.name ?? '',
    slug: team?.slug ?? '',
    club_name: team?.club_name ?? '',
    division: team?.division?.slug ?? noChoice,
    venue_id: team?.venue?.id ?? noChoice,
    home_weekday: team?.home_weekday ?? noChoice,
  }
}

const chosen = (value: string) => (value === noChoice ? null : value)
const weekday = (value: string): Weekday | null => WeekdaySchema.safeParse(value).data ?? null

/** A new team as the API takes it: an empty slug is made from the name. */
export function toTeamInput(values: TeamFormValues): TeamInput {
  return {
    name: values.name,
    ...(values.slug ? { slug: values.slug } : {}),
    club_name: values.club_name,
    division: chosen(values.division),
    venue_id: chosen(values.venue_id),
    home_weekday: weekday(values.home_weekday),
  }
}

/**
 * What changed of a saved team, and only what `scope` may change: a captain's change holds no more than the name
 * and the club, so the API never refuses it for a field they did not touch.
 */
export function toTeamChanges(values: TeamFormValues, saved: TeamFormValues, scope: TeamFormScope): UpdateTeamInput {
  const all: UpdateTeamInput = {
    name: values.name,
    slug: values.slug,
    club_name: values.club_name,
    division: chosen(values.division),
    venue_id: chosen(values.venue_id),
    home_weekday: weekday(values.home_weekday),
  }
  const before = toTeamInput(saved)
  const changed = Object.entries(all).filter(
    ([key, value]) =>
      (scope === 'all' || captainTeamFields.includes(key as keyof UpdateTeamInput)) &&
      value !== (key === 'slug' ? saved.slug : before[key as keyof TeamInput]),
  )
  return Object.fromEntries(changed) as UpdateTeamInput
}
