import { zodResolver } from '@hookform/resolvers/zod'
import { maxBoardNumber, maxPromotionPlaces, slugFromName, type Season } from '@oche/api'
import { Button } from '@oche/ui'
import { useEffect, useMemo, type ReactNode } from 'react'
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../../app/platform/platform-context'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { RadioField } from '../../../manage/parts/form-fields/radio-field'
import { FormSelectField } from '../../../app/select-field/select-field'
import { SeasonDates } from '../season-labels'
import { LeagueNightsField } from './league-nights-field'
import { PromotionSection } from './promotion-section'
import { copiesSettings, formSettings, noCopy, seasonFormSchema, type SeasonFormValues } from './season-form-values'

export type SeasonFormProps = {
  mode: 'create' | 'edit'
  /** The organisation's slug: a new season copying another's teams shows that season's end of season proposal. */
  org?: string
  defaultValues: SeasonFormValues
  /** The organisation's seasons a new one can be copied from (create only). */
  seasons?: readonly Season[]
  /** Read only (an archived season): the fields show, nothing can be saved. */
  readOnly?: boolean
  submitLabel: ReactNode
  /** Where Cancel leads; no Cancel without it (a form that is the page's only content). */
  cancelHref?: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: SeasonFormValues) => Promise<unknown>
}

/** Server keys the form holds under another name: the settings are fields of their own here. */
const formKeyOf = (key: string) => key.replace(/^settings\./, '')

function SeasonSection({ mode }: { mode: SeasonFormProps['mode'] }) {
  const { register, formState, control } = useFormContext<SeasonFormValues>()
  const { errors } = formState
  const name = useWatch({ control, name: 'name' })
  return (
    <FormSection title={<FormattedMessage id="competition.seasonForm.seasonTitle" defaultMessage="Season" />}>
      <TextField
        label={<FormattedMessage id="competition.seasonForm.name" defaultMessage="Name" />}
        description={<FormattedMessage id="competition.seasonForm.nameHelp" defaultMessage="For example “2026-27”." />}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={
          mode === 'create' ? (
            <FormattedMessage id="competition.seasonForm.slugOptional" defaultMessage="Name in links (optional)" />
          ) : (
            <FormattedMessage id="competition.seasonForm.slug" defaultMessage="Name in links" />
          )
        }
        description={
          mode === 'create' ? (
            <FormattedMessage
              id="competition.seasonForm.slugCreateHelp"
              defaultMessage="Left empty, it is made from the name: {slug}."
              values={{ slug: slugFromName(name, 'season') }}
            />
          ) : (
            <FormattedMessage
              id="competition.seasonForm.slugEditHelp"
              defaultMessage="Links with the former one keep working."
            />
          )
        }
        autoComplete="off"
        error={errors.slug?.message}
        {...register('slug')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={<FormattedMessage id="competition.seasonForm.startsOn" defaultMessage="First day" />}
          error={errors.starts_on?.message}
          {...register('starts_on')}
        />
        <TextField
          type="date"
          label={<FormattedMessage id="competition.seasonForm.endsOn" defaultMessage="Last day" />}
          error={errors.ends_on?.message}
          {...register('ends_on')}
        />
      </div>
    </FormSection>
  )
}

/** Where a new season starts from: nothing, or an earlier season with what to take over from it. */
function CopySection({ seasons }: { seasons: readonly Season[] }) {
  const intl = useIntl()
  const { control, setValue } = useFormContext<SeasonFormValues>()
  const copyFrom = useWatch({ control, name: 'copy_from' })
  const copySettings = useWatch({ control, name: 'copy.settings' })
  const copyTeams = useWatch({ control, name: 'copy.teams' })
  const source = seasons.find((season) => season.slug === copyFrom)
  const copyChoices = [
    {
      value: noCopy,
      label: <FormattedMessage id="competition.seasonForm.copyNone" defaultMessage="Nothing: an empty season" />,
    },
    ...seasons.map((season) => ({
      value: season.slug,
      label: intl.formatMessage(
        { id: 'competition.seasonForm.copyChoice', defaultMessage: 'Season {season}' },
        { season: season.name },
      ),
    })),
  ]

  // Copied settings are shown as they will be: the source's.
  useEffect(() => {
    if (!source || !copySettings) return
    for (const [key, value] of Object.entries(formSettings(source.settings)))
      setValue(key as keyof ReturnType<typeof formSettings>, value as never)
  }, [source, copySettings, setValue])

  const box = (name: 'settings' | 'divisions' | 'teams' | 'members', label: ReactNode, description: ReactNode) => (
    <Controller
      control={control}
      name={`copy.${name}`}
      render={({ field }) => (
        <CheckboxField
          ref={field.ref}
          label={label}
          description={description}
          checked={field.value}
          disabled={name === 'members' && !copyTeams}
          onCheckedChange={field.onChange}
        />
      )}
    />
  )

  return (
    <FormSection
      title={<FormattedMessage id="competition.seasonForm.copyTitle" defaultMessage="Start from" />}
      description={
        <FormattedMessage
          id="competition.seasonForm.copyHelp"
          defaultMessage="Start empty, or take over what an earlier season had. Venues belong to the organisation and are always there; league nights are dates, so they are never copied."
        />
      }
    >
      <FormSelectField
        control={control}
        name="copy_from"
        label={<FormattedMessage id="competition.seasonForm.copyFrom" defaultMessage="Copy from" />}
        options={copyChoices}
        description={source ? <SeasonDates season={source} /> : undefined}
      />
      {source ? (
        <div className="flex flex-col gap-4">
          {box(
            'settings',
            <FormattedMessage id="competition.seasonForm.copySettings" defaultMessage="Its settings" />,
            <FormattedMessage
              id="competition.seasonForm.copySettingsHelp"
              defaultMessage="How the season is played, below."
            />,
          )}
          {box(
            'divisions',
            <FormattedMessage id="competition.seasonForm.copyDivisions" defaultMessage="Its divisions" />,
            <FormattedMessage
              id="competition.seasonForm.copyDivisionsHelp"
              defaultMessage="With their names and order. Copied with the teams, you choose below who goes up and who goes down."
            />,
          )}
          {box(
            'teams',
            <FormattedMessage id="competition.seasonForm.copyTeams" defaultMessage="Its teams" />,
            <FormattedMessage
              id="competition.seasonForm.copyTeamsHelp"
              defaultMessage="Each in its division, with its home venue and night."
            />,
          )}
          {box(
            'members',
            <FormattedMessage id="competition.seasonForm.copyMembers" defaultMessage="The teams’ players" />,
            <FormattedMessage
              id="competition.seasonForm.copyMembersHelp"
              defaultMessage="Their current players and captains, from the new season’s first day. Needs the teams."
            />,
          )}
        </div>
      ) : null}
    </FormSection>
  )
}

/** How the season is played: once or twice round, on whose night, and the boards a match needs. */
function PlaySection({ seasons }: { seasons: readonly Season[] }) {
  const { control, register, formState } = useFormContext<SeasonFormValues>()
  const copyFrom = useWatch({ control, name: 'copy_from' })
  const copy = useWatch({ control, name: 'copy' })
  const source = seasons.find((season) => season.slug === copyFrom)
  const isCopied = Boolean(source) && copiesSettings({ copy_from: copyFrom, copy })
  return (
    <FormSection
      title={<FormattedMessage id="competition.seasonForm.playTitle" defaultMessage="How it is played" />}
      description={
        isCopied && source ? (
          <FormattedMessage
            id="competition.seasonForm.playCopied"
            defaultMessage="Taken over from season {season}. Untick “Its settings” above to choose them here."
            values={{ season: source.name }}
          />
        ) : undefined
      }
    >
      <Controller
        control={control}
        name="round_robin"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={
              <FormattedMessage id="competition.seasonForm.roundRobin" defaultMessage="Matches per pair of teams" />
            }
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isCopied}
            options={[
              {
                value: 'double',
                label: <FormattedMessage id="competition.seasonForm.double" defaultMessage="Twice: home and away" />,
                description: (
                  <FormattedMessage
                    id="competition.seasonForm.doubleHelp"
                    defaultMessage="The second half of the season mirrors the first."
                  />
                ),
              },
              {
                value: 'single',
                label: <FormattedMessage id="competition.seasonForm.single" defaultMessage="Once" />,
              },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="night_mode"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="competition.seasonForm.nightMode" defaultMessage="When matches are played" />}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isCopied}
            options={[
              {
                value: 'teamNight',
                label: (
                  <FormattedMessage id="competition.seasonForm.teamNight" defaultMessage="On the home team’s night" />
                ),
                description: (
                  <FormattedMessage
                    id="competition.seasonForm.teamNightHelp"
                    defaultMessage="In each playing week, on the weekday the home team plays at its venue."
                  />
                ),
              },
              {
                value: 'fixedNight',
                label: <FormattedMessage id="competition.seasonForm.fixedNight" defaultMessage="On the league night" />,
                description: (
                  <FormattedMessage
                    id="competition.seasonForm.fixedNightHelp"
                    defaultMessage="Every match of the week on the league night’s date."
                  />
                ),
              },
            ]}
          />
        )}
      />
      <TextField
        label={<FormattedMessage id="competition.seasonForm.minBoards" defaultMessage="Boards per match" />}
        description={
          <FormattedMessage
            id="competition.seasonForm.minBoardsHelp"
            defaultMessage="Teams sharing a venue are at home on the same night only as far as its boards go."
          />
        }
        type="number"
        inputMode="numeric"
        min={1}
        max={maxBoardNumber}
        inputClassName="sm:max-w-48"
        disabled={isCopied}
        error={formState.errors.min_boards_per_match?.message}
        {...register('min_boards_per_match', { valueAsNumber: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={
            <FormattedMessage id="competition.seasonForm.promotionPlaces" defaultMessage="Teams up per division" />
          }
          description={
            <FormattedMessage
              id="competition.seasonForm.promotionPlacesHelp"
              defaultMessage="At the end of the season, the top teams of each division go up one (none from the highest)."
            />
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={maxPromotionPlaces}
          disabled={isCopied}
          error={formState.errors.promotion_places?.message}
          {...register('promotion_places', { valueAsNumber: true })}
        />
        <TextField
          label={
            <FormattedMessage id="competition.seasonForm.relegationPlaces" defaultMessage="Teams down per division" />
          }
          description={
            <FormattedMessage
              id="competition.seasonForm.relegationPlacesHelp"
              defaultMessage="And the bottom teams go down one (none from the lowest)."
            />
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={maxPromotionPlaces}
          disabled={isCopied}
          error={formState.errors.relegation_places?.message}
          {...register('relegation_places', { valueAsNumber: true })}
        />
      </div>
    </FormSection>
  )
}

function NightsSection({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<SeasonFormValues>()
  const [startsOn, endsOn, nightMode] = useWatch({ control, name: ['starts_on', 'ends_on', 'night_mode'] })
  return (
    <FormSection
      title={<FormattedMessage id="competition.seasonForm.nightsTitle" defaultMessage="League nights" />}
      description={
        nightMode === 'fixedNight' ? (
          <FormattedMessage
            id="competition.seasonForm.nightsFixedHelp"
            defaultMessage="One date per playing week: every match of that week is played on it."
          />
        ) : (
          <FormattedMessage
            id="competition.seasonForm.nightsTeamHelp"
            defaultMessage="One date per playing week: each home team plays that week on its own night."
          />
        )
      }
    >
      <Controller
        control={control}
        name="league_nights"
        render={({ field, fieldState }) => (
          <LeagueNightsField
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            startsOn={startsOn}
            endsOn={endsOn}
            error={fieldState.error?.message}
            disabled={readOnly}
          />
        )}
      />
    </FormSection>
  )
}

function MakeCurrentSection({ isFirst }: { isFirst: boolean }) {
  const { control } = useFormContext<SeasonFormValues>()
  return (
    <FormSection title={<FormattedMessage id="competition.seasonForm.currentTitle" defaultMessage="Current season" />}>
      {isFirst ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.seasonForm.firstIsCurrent"
            defaultMessage="The organisation’s first season is its current one."
          />
        </p>
      ) : (
        <Controller
          control={control}
          name="make_current"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              label={
                <FormattedMessage id="competition.seasonForm.makeCurrent" defaultMessage="Make it the current season" />
              }
              description={
                <FormattedMessage
                  id="competition.seasonForm.makeCurrentHelp"
                  defaultMessage="The league’s pages open on the current season. You can also do this later."
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
    </FormSection>
  )
}

/** The one form for a new season and an existing one: name, dates, what to copy, how it is played, its nights. */
export function SeasonForm({
  mode,
  org,
  defaultValues,
  seasons = [],
  readOnly = false,
  submitLabel,
  cancelHref,
  onSubmit,
}: SeasonFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const { Link } = usePlatform()
  const schema = useMemo(() => seasonFormSchema(intl, mode), [intl, mode])
  const form = useForm<SeasonFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, { anchors, rename: formKeyOf, setError: form.setError, intl }),
    ),
  )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <SeasonSection mode={mode} />
          {mode === 'create' && seasons.length > 0 ? <CopySection seasons={seasons} /> : null}
          {mode === 'create' && org ? <PromotionSection org={org} /> : null}
          <PlaySection seasons={mode === 'create' ? seasons : []} />
        </fieldset>
        <NightsSection readOnly={readOnly} />
        {mode === 'create' ? <MakeCurrentSection isFirst={seasons.length === 0} /> : null}
        {readOnly ? null : (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {submitLabel}
            </Button>
            {cancelHref ? (
              <Button asChild variant="outline" size="lg">
                <Link href={cancelHref}>
                  <FormattedMessage id="competition.seasonForm.cancel" defaultMessage="Cancel" />
                </Link>
              </Button>
            ) : null}
          </div>
        )}
      </form>
    </FormProvider>
  )
}
