import { Switch } from '@oche/ui'
import { useId, type ReactNode, type Ref } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { CheckboxField } from '../form-fields/checkbox-field'
import { FormSection } from '../form-fields/form-section'
import { RadioField } from '../form-fields/radio-field'
import { FormatSummaryBox } from './format-summary-box'
import { wholeNumber, type TournamentFormValues } from './tournament-form-values'

export type FormatSectionProps = {
  /** The draw is made: the format is shown, not changed. */
  isLocked: boolean
  /** Players entered so far (0 for a new tournament). */
  entriesCount: number
}

type SwitchFieldProps = {
  label: ReactNode
  description: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled: boolean
  ref?: Ref<HTMLButtonElement>
}

/** An on/off option of the format, with its label beside the switch and an explanation under it. */
function SwitchField({ label, description, checked, onCheckedChange, disabled, ref }: SwitchFieldProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="flex items-start gap-3">
      <Switch
        ref={ref}
        id={id}
        size="sm"
        className="mt-0.5"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="text-base leading-6 font-medium">
          {label}
        </label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  )
}

/** How the tournament is played, with a summary that follows every change. */
export function FormatSection({ isLocked, entriesCount }: FormatSectionProps) {
  const { control, register, formState } = useFormContext<TournamentFormValues>()
  const format = useWatch({ control, name: 'format' })
  const entryLimit = useWatch({ control, name: 'entry_limit' })
  const players = entriesCount > 0 ? entriesCount : (wholeNumber(entryLimit) ?? 0)
  const formatErrors = formState.errors.format

  return (
    <FormSection
      title={<FormattedMessage id="manage.tournamentForm.formatTitle" defaultMessage="Format" />}
      description={
        isLocked ? (
          <FormattedMessage
            id="manage.tournamentForm.formatLocked"
            defaultMessage="The draw has been made: the format and the game settings can no longer be changed."
          />
        ) : undefined
      }
    >
      {formatErrors?.message ? <FormAlert>{formatErrors.message}</FormAlert> : null}
      <Controller
        control={control}
        name="format.kind"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.tournamentForm.formatKind" defaultMessage="How it is played" />}
            disabled={isLocked}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'groupsKnockout',
                label: (
                  <FormattedMessage id="manage.tournamentForm.groupsKnockout" defaultMessage="Groups, then knockout" />
                ),
                description: (
                  <FormattedMessage
                    id="manage.tournamentForm.groupsKnockoutHelp"
                    defaultMessage="Everyone plays everyone in their group; the best of each group go on to a knockout."
                  />
                ),
              },
              {
                value: 'knockout',
                label: <FormattedMessage id="manage.tournamentForm.knockout" defaultMessage="Knockout" />,
                description: (
                  <FormattedMessage
                    id="manage.tournamentForm.knockoutHelp"
                    defaultMessage="Lose once and you are out. The top seeds get the byes."
                  />
                ),
              },
              {
                value: 'roundRobin',
                label: <FormattedMessage id="manage.tournamentForm.roundRobin" defaultMessage="Round robin" />,
                description: (
                  <FormattedMessage
                    id="manage.tournamentForm.roundRobinHelp"
                    defaultMessage="Everyone plays everyone once; the table decides."
                  />
                ),
              },
              {
                value: 'doubleElimination',
                label: (
                  <FormattedMessage id="manage.tournamentForm.doubleElimination" defaultMessage="Double elimination" />
                ),
                description: (
                  <FormattedMessage
                    id="manage.tournamentForm.doubleEliminationHelp"
                    defaultMessage="Lose twice and you are out: a winners bracket, a losers bracket and a grand final."
                  />
                ),
              },
            ]}
          />
        )}
      />

      {format.kind === 'groupsKnockout' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            inputMode="numeric"
            disabled={isLocked}
            label={
              <FormattedMessage id="manage.tournamentForm.groupSize" defaultMessage="Players per group (at most)" />
            }
            description={<FormattedMessage id="manage.tournamentForm.groupSizeHelp" defaultMessage="3 to 16." />}
            error={formatErrors?.group_size?.message}
            {...register('format.group_size')}
          />
          <TextField
            inputMode="numeric"
            disabled={isLocked}
            label={
              <FormattedMessage id="manage.tournamentForm.qualifiers" defaultMessage="Go through from each group" />
            }
            description={
              <FormattedMessage
                id="manage.tournamentForm.qualifiersHelp"
                defaultMessage="Fewer than the smallest group has."
              />
            }
            error={formatErrors?.qualifiers_per_group?.message}
            {...register('format.qualifiers_per_group')}
          />
        </div>
      ) : null}

      {format.kind === 'groupsKnockout' || format.kind === 'roundRobin' ? (
        <Controller
          control={control}
          name="format.double_round_robin"
          render={({ field }) => (
            <SwitchField
              ref={field.ref}
              disabled={isLocked}
              label={<FormattedMessage id="manage.tournamentForm.doubleRoundRobin" defaultMessage="Play twice round" />}
              description={
                <FormattedMessage
                  id="manage.tournamentForm.doubleRoundRobinHelp"
                  defaultMessage="Everyone meets twice; the second time the other player throws first."
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}

      {format.kind === 'groupsKnockout' ? (
        <TextField
          inputMode="numeric"
          disabled={isLocked}
          label={
            <FormattedMessage
              id="manage.tournamentForm.bestPlacedQualifiers"
              defaultMessage="Best next-placed who also go through"
            />
          }
          description={
            <FormattedMessage
              id="manage.tournamentForm.bestPlacedQualifiersHelp"
              defaultMessage="The best of the players placed just below those who go through, compared across groups on points, leg difference, legs won and average. Fewer than the number of groups; 0 for none."
            />
          }
          error={formatErrors?.best_placed_qualifiers?.message}
          {...register('format.best_placed_qualifiers')}
        />
      ) : null}

      {format.kind === 'groupsKnockout' ? (
        <Controller
          control={control}
          name="format.consolation"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              disabled={isLocked}
              label={<FormattedMessage id="manage.tournamentForm.consolation" defaultMessage="Consolation knockout" />}
              description={
                <FormattedMessage
                  id="manage.tournamentForm.consolationHelp"
                  defaultMessage="Players who do not go through play a knockout of their own."
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}

      {format.kind === 'groupsKnockout' && format.consolation ? (
        <TextField
          inputMode="numeric"
          disabled={isLocked}
          label={
            <FormattedMessage
              id="manage.tournamentForm.consolationLimit"
              defaultMessage="Most players in the consolation knockout"
            />
          }
          description={
            <FormattedMessage
              id="manage.tournamentForm.consolationLimitHelp"
              defaultMessage="Leave it empty for all the rest. The best placed go first."
            />
          }
          error={formatErrors?.consolation_limit?.message}
          {...register('format.consolation_limit')}
        />
      ) : null}

      {format.kind === 'groupsKnockout' || format.kind === 'knockout' ? (
        <Controller
          control={control}
          name="format.third_place"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              disabled={isLocked}
              label={<FormattedMessage id="manage.tournamentForm.thirdPlace" defaultMessage="Match for third place" />}
              description={
                <FormattedMessage
                  id="manage.tournamentForm.thirdPlaceHelp"
                  defaultMessage="The losing semi-finalists play for third place."
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}

      {format.kind === 'doubleElimination' ? (
        <Controller
          control={control}
          name="format.reset"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              disabled={isLocked}
              label={<FormattedMessage id="manage.tournamentForm.reset" defaultMessage="Replay the grand final" />}
              description={
                <FormattedMessage
                  id="manage.tournamentForm.resetHelp"
                  defaultMessage="If the losers-bracket champion wins the grand final, it is played again: only then has each finalist lost once."
                />
              }
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ) : null}

      <FormatSummaryBox format={format} players={players} />
    </FormSection>
  )
}
