import { CompetitionDateSchema, isWithinSeason, type Season } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { TextField, type TextFieldProps } from '../../../accounts/parts/account-form/text-field'

type SeasonDays = Pick<Season, 'starts_on' | 'ends_on'>

/** A calendar day within the season (a player joins or moves only then; the server says so too). */
export function seasonDaySchema(intl: IntlShape, season: SeasonDays) {
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' })
  return CompetitionDateSchema.refine((value) => isWithinSeason(season, value), {
    error: intl.formatMessage(
      { id: 'competition.members.dayOutsideSeason', defaultMessage: 'Choose a day from {start} to {end}.' },
      { start: day(season.starts_on), end: day(season.ends_on) },
    ),
  })
}

export type SeasonDayFieldProps = Omit<TextFieldProps, 'type' | 'min' | 'max'> & { season: SeasonDays }

/** A date field offering the season's days only. */
export function SeasonDayField({ season, ...props }: SeasonDayFieldProps) {
  return <TextField type="date" min={season.starts_on} max={season.ends_on} {...props} />
}
