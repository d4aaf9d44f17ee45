import { zodResolver } from '@hookform/resolvers/zod'
import type { Division, ExistingTeam, ExistingTeamInput } from '@oche/api'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { RadioField } from '../../../manage/parts/form-fields/radio-field'
import { noChoice } from '../parts/team-form'
import { FormSelectField } from '../../../app/select-field/select-field'
import { ComingPlayersList } from './coming-players'
import { FormActions } from '../parts'

export type AddExistingFormProps = {
  org: string
  season: string
  /** The teams of earlier seasons not in this one, by name. */
  teams: readonly ExistingTeam[]
  /** The season's divisions, in order. */
  divisions: readonly Division[]
  cancelHref: string
  /** Adds the team; a rejection shows the server's 422 errors on the fields, anything else above them. */
  onSubmit: (input: ExistingTeamInput) => Promise<unknown>
}

const defaultValues = { team: '', division: noChoice, with_members: true }

/** Which earlier team comes into the season, in which division, and whether its players come along. */
export function AddExistingForm({ org, season, teams, divisions, cancelHref, onSubmit }: AddExistingFormProps) {
  const intl = useIntl()
  const schema = useMemo(
    () =>
      z.object({
        team: z.string().min(1, {
          error: intl.formatMessage({ id: 'competition.teamAddExisting.chooseTeam', defaultMessage: 'Choose a team.' }),
        }),
        division: z.string(),
        with_members: z.boolean(),
      }),
    [intl],
  )
  type Values = z.infer<typeof schema>
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [])
  const { errors, isSubmitting } = form.formState
  const [teamSlug, withMembers] = useWatch({ control: form.control, name: ['team', 'with_members'] })
  const chosen = teams.find((team) => team.slug === teamSlug)

  const handleSubmit = form.handleSubmit((values) => {
    const team = teams.find((candidate) => candidate.slug === values.team)
    return onSubmit({
      team: values.team,
      ...(team ? { from_season: team.last_season.slug } : {}),
      division: values.division === noChoice ? null : values.division,
      with_members: values.with_members,
    }).catch((caught: unknown) => showServerErrors(caught, { anchors, setError: form.setError, intl }))
  })

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormSection title={<FormattedMessage id="competition.teamAddExisting.teamSection" defaultMessage="Team" />}>
        <Controller
          control={form.control}
          name="team"
          render={({ field, fieldState }) => (
            <RadioField
              ref={field.ref}
              legend={<FormattedMessage id="competition.teamAddExisting.team" defaultMessage="Which team comes back" />}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              options={teams.map((team) => ({
                value: team.slug,
                label: team.name,
                description: intl.formatMessage(
                  {
                    id: 'competition.teamAddExisting.teamDescription',
                    defaultMessage:
                      '{club, select, none {} other {{club} · }}last played in {season} · {count, plural, =0 {no players} one {# player} other {# players}}',
                  },
                  { club: team.club_name || 'none', season: team.last_season.name, count: team.members_count },
                ),
              }))}
            />
          )}
        />
      </FormSection>
      <FormSection
        title={<FormattedMessage id="competition.teamAddExisting.seasonSection" defaultMessage="In this season" />}
      >
        <FormSelectField
          control={form.control}
          name="division"
          label={<FormattedMessage id="competition.teamAddExisting.division" defaultMessage="Division" />}
          description={
            <FormattedMessage
              id="competition.teamAddExisting.divisionHelp"
              defaultMessage="Its home venue and night come along from its last season; change them on the team’s page."
            />
          }
          options={[
            {
              value: noChoice,
              label: intl.formatMessage({ id: 'competition.teamForm.noDivision', defaultMessage: 'No division yet' }),
            },
            ...divisions.map((division) => ({ value: division.slug, label: division.name })),
          ]}
        />
        <Controller
          control={form.control}
          name="with_members"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              label={
                <FormattedMessage id="competition.teamAddExisting.withMembers" defaultMessage="Bring its players" />
              }
              description={
                <FormattedMessage
                  id="competition.teamAddExisting.withMembersHelp"
                  defaultMessage="The players of its last season join it again, the captain as captain. A player already in a team this season stays there."
                />
              }
            />
          )}
        />
        {chosen && withMembers ? <ComingPlayersList org={org} season={season} team={chosen} /> : null}
        {chosen && !withMembers ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.teamAddExisting.withoutPlayers"
              defaultMessage="The team starts without players; add them on its page."
            />
          </p>
        ) : null}
      </FormSection>
      <FormActions
        submitLabel={
          <FormattedMessage id="competition.teamAddExisting.submit" defaultMessage="Add the team to this season" />
        }
        cancelHref={cancelHref}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
