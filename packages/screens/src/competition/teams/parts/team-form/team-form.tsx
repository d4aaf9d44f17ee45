import { zodResolver } from '@hookform/resolvers/zod'
import { WeekdaySchema, type CompetitionVenue, type Division } from '@oche/api'
import { useMemo, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../../accounts/parts/account-form/text-field'
import { venueLabel } from '../../../../app/format/venue-label'
import { fieldPaths } from '../../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../../app/form-errors/use-form-error-map'
import { FormSection } from '../../../../manage/parts/form-fields/form-section'
import { FormSelectField } from '../../../../app/select-field/select-field'
import { noChoice, teamFormSchema, type TeamFormScope, type TeamFormValues } from './team-form-values'
import { weekdayName } from './weekday-name'
import { FormActions } from '../form-actions'

export type TeamFormProps = {
  /** `create` for a new team (its slug optional), `edit` for a saved one (its old slug keeps working). */
  mode: 'create' | 'edit'
  /** Which fields show: all of them for admins, the name and club for the team's captain. */
  scope: TeamFormScope
  defaultValues: TeamFormValues
  /** The season's divisions, in order (admins only). */
  divisions: readonly Division[]
  /** The organisation's venues, by name (admins only). */
  venues: readonly CompetitionVenue[]
  submitLabel: ReactNode
  /** Where "Cancel" goes. */
  cancelHref: string
  /** Saves the checked form; a rejection shows the server's 422 errors on the fields, anything else above them. */
  onSubmit: (values: TeamFormValues) => Promise<unknown>
}

/** The one form for a new team and for changing one: its name, web address and club, then its place in the league. */
export function TeamForm({
  mode,
  scope,
  defaultValues,
  divisions,
  venues,
  submitLabel,
  cancelHref,
  onSubmit,
}: TeamFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(() => teamFormSchema(intl, { slugRequired: mode === 'edit' }), [intl, mode])
  const form = useForm<TeamFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) => showServerErrors(caught, { anchors, setError: form.setError, intl })),
  )

  const none = (label: string) => ({ value: noChoice, label })
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormSection title={<FormattedMessage id="competition.teamForm.teamSection" defaultMessage="Team" />}>
        <TextField
          label={<FormattedMessage id="competition.teamForm.name" defaultMessage="Name" />}
          description={
            <FormattedMessage
              id="competition.teamForm.nameHelp"
              defaultMessage="As it appears in the standings and on match reports, such as “The Arrows A”."
            />
          }
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        {scope === 'all' ? (
          <TextField
            label={
              mode === 'create' ? (
                <FormattedMessage id="competition.teamForm.slugOptional" defaultMessage="Web address (optional)" />
              ) : (
                <FormattedMessage id="competition.teamForm.slug" defaultMessage="Web address" />
              )
            }
            description={
              mode === 'create' ? (
                <FormattedMessage
                  id="competition.teamForm.slugCreateHelp"
                  defaultMessage="The team’s name in links, the same in every season. Left empty, it is made from the name."
                />
              ) : (
                <FormattedMessage
                  id="competition.teamForm.slugEditHelp"
                  defaultMessage="The team’s name in links, the same in every season. After a change the old address keeps leading here."
                />
              )
            }
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.slug?.message}
            {...form.register('slug')}
          />
        ) : null}
        <TextField
          label={<FormattedMessage id="competition.teamForm.club" defaultMessage="Club (optional)" />}
          description={
            <FormattedMessage
              id="competition.teamForm.clubHelp"
              defaultMessage="The club or café the team plays for."
            />
          }
          autoComplete="off"
          error={errors.club_name?.message}
          {...form.register('club_name')}
        />
        {scope === 'captain' ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competition.teamForm.captainNote"
              defaultMessage="As captain you change the team’s name and club. Its web address, division, home venue and home night are set by the organisation’s admins."
            />
          </p>
        ) : null}
      </FormSection>
      {scope === 'all' ? (
        <FormSection
          title={<FormattedMessage id="competition.teamForm.leagueSection" defaultMessage="In the league" />}
        >
          <FormSelectField
            control={form.control}
            name="division"
            label={<FormattedMessage id="competition.teamForm.division" defaultMessage="Division" />}
            description={
              mode === 'edit' ? (
                <FormattedMessage
                  id="competition.teamForm.divisionEditHelp"
                  defaultMessage="Moving the team deletes the fixture lists of its old and new division, to be made again. Not possible once a match of either has been played."
                />
              ) : undefined
            }
            options={[
              none(intl.formatMessage({ id: 'competition.teamForm.noDivision', defaultMessage: 'No division yet' })),
              ...divisions.map((division) => ({ value: division.slug, label: division.name })),
            ]}
          />
          <FormSelectField
            control={form.control}
            name="venue_id"
            label={<FormattedMessage id="competition.teamForm.venue" defaultMessage="Home venue" />}
            description={
              <FormattedMessage
                id="competition.teamForm.venueHelp"
                defaultMessage="Where the team plays its home matches: one of the organisation’s venues."
              />
            }
            options={[
              none(intl.formatMessage({ id: 'competition.teamForm.noVenue', defaultMessage: 'No home venue yet' })),
              ...venues.map((venue) => ({ value: venue.id, label: venueLabel(intl, venue) })),
            ]}
          />
          <FormSelectField
            control={form.control}
            name="home_weekday"
            label={<FormattedMessage id="competition.teamForm.homeNight" defaultMessage="Home night" />}
            description={
              <FormattedMessage
                id="competition.teamForm.homeNightHelp"
                defaultMessage="The day of the week the team plays at home, when each team plays on its own night."
              />
            }
            options={[
              none(
                intl.formatMessage({
                  id: 'competition.teamForm.venueNight',
                  defaultMessage: 'The venue’s night, or the league night',
                }),
              ),
              ...WeekdaySchema.options.map((day) => ({ value: day, label: weekdayName(intl, day) })),
            ]}
          />
        </FormSection>
      ) : null}
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} isSubmitting={isSubmitting} />
    </form>
  )
}
