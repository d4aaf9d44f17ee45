import type { TournamentListItem, TournamentVisibility } from '@oche/api'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { useId } from 'react'
import { CheckboxField } from '../../../parts/form-fields/checkbox-field'
import { RadioField } from '../../../parts/form-fields/radio-field'
import { useStatusName } from '../../../parts/tournament-status'
import { RankingVisibilityBadge } from '../ranking-labels'
import type { RankingFormValues } from './ranking-form-values'

/** A tournament the ranking may be made of. */
export type RankingTournamentChoice = Pick<TournamentListItem, 'id' | 'name' | 'status'> & {
  /** The day it is (or was) played, as an ISO timestamp or date. */
  date: string
  /** Who can see it (a ranking shows only tournaments at least as visible as itself); unknown for a kept one. */
  visibility?: TournamentVisibility
}

/** A day without a time is shown as that day wherever the organiser is. */
const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date)

/** Which tournaments count: every finished one of the organiser's, or the ones ticked in a checklist of theirs. */
export function TournamentsField({ tournaments }: { tournaments: readonly RankingTournamentChoice[] }) {
  const id = useId()
  const { control, formState } = useFormContext<RankingFormValues>()
  const selection = useWatch({ control, name: 'selection' })
  const statusName = useStatusName()
  const error = formState.errors.tournament_ids
  const listError = error?.message ?? error?.root?.message
  return (
    <div className="flex flex-col gap-6">
      <Controller
        control={control}
        name="selection"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.rankingForm.selection" defaultMessage="Which tournaments count" />}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'organisation',
                label: (
                  <FormattedMessage
                    id="manage.rankingForm.selectionAll"
                    defaultMessage="Every finished tournament of mine"
                  />
                ),
                description: (
                  <FormattedMessage
                    id="manage.rankingForm.selectionAllHelp"
                    defaultMessage="Each singles tournament you finish joins the ranking by itself."
                  />
                ),
              },
              {
                value: 'chosen',
                label: <FormattedMessage id="manage.rankingForm.selectionChosen" defaultMessage="The ones I choose" />,
                description: (
                  <FormattedMessage
                    id="manage.rankingForm.selectionChosenHelp"
                    defaultMessage="Tick them below. A tournament counts once it is finished."
                  />
                ),
              },
            ]}
          />
        )}
      />
      {selection === 'chosen' ? (
        <Controller
          control={control}
          name="tournament_ids"
          render={({ field }) => (
            <fieldset
              aria-labelledby={`${id}-legend`}
              aria-describedby={listError ? `${id}-error` : undefined}
              className="flex min-w-0 flex-col gap-3"
            >
              <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
                <FormattedMessage id="manage.rankingForm.chooseTournaments" defaultMessage="Your tournaments" />
              </legend>
              {tournaments.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage
                    id="manage.rankingForm.noTournaments"
                    defaultMessage="You have no tournaments yet. Take every finished tournament of yours, and each one you finish joins the ranking."
                  />
                </p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {tournaments.map((tournament, index) => (
                    <li key={tournament.id}>
                      <CheckboxField
                        ref={index === 0 ? field.ref : undefined}
                        label={tournament.name}
                        description={
                          <>
                            <FormattedDate
                              value={tournament.date}
                              dateStyle="medium"
                              timeZone={isDay(tournament.date) ? 'UTC' : undefined}
                            />
                            {' · '}
                            {statusName(tournament.status)}
                            {tournament.visibility && tournament.visibility !== 'public' ? (
                              <>
                                {' '}
                                <RankingVisibilityBadge visibility={tournament.visibility} />
                              </>
                            ) : null}
                          </>
                        }
                        checked={field.value.includes(tournament.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? [...field.value, tournament.id]
                              : field.value.filter((chosen) => chosen !== tournament.id),
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
              <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
                {listError}
              </p>
            </fieldset>
          )}
        />
      ) : null}
    </div>
  )
}
