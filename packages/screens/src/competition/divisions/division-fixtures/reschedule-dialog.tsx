import { zodResolver } from '@hookform/resolvers/zod'
import {
  CompetitionDateSchema,
  RescheduleFixtureInputSchema,
  type Fixture,
  type SeasonParams,
  type SeasonSettings,
} from '@oche/api'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea, toast } from '@oche/ui'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { z } from 'zod'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { FormDialog } from '../../../manage/parts/form-dialog'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { CalendarDay, divisionMessages } from '../parts'
import { useRescheduleFixture } from './use-division-fixtures'

const fields = new Set(['date', 'reason'])

/** The form's checks: a new day unless postponed, and the contract's reason (required). */
function rescheduleSchema(intl: IntlShape) {
  return (
    z
      // A disabled input (while postponing) has no value in the form: the date is optional here.
      .object({ date: z.string().optional(), postpone: z.boolean(), reason: RescheduleFixtureInputSchema.shape.reason })
      .superRefine(({ date, postpone }, context) => {
        if (!postpone && !CompetitionDateSchema.safeParse(date).success)
          context.addIssue({
            code: 'custom',
            path: ['date'],
            message: intl.formatMessage({
              id: 'competition.divisionFixtures.dateRequired',
              defaultMessage: 'Choose the new date, or postpone the match without one.',
            }),
          })
      })
  )
}

type RescheduleValues = z.infer<ReturnType<typeof rescheduleSchema>>

export type RescheduleDialogProps = {
  fixture: Pick<Fixture, 'slug' | 'date' | 'home' | 'away'> & { venue: { name: string } | null }
  /** The season the match is in. */
  seasonRef: SeasonParams
  /**
   * A captain's move: the season's postponement limits, said in the dialog; no postponing without a date. Absent
   * for the admins, who move matches freely.
   */
  limits?: SeasonSettings['postponement']
  onClose: () => void
}

/**
 * Moves one match to a new date, or postpones it until one is known, with the reason (required): the old date and
 * the reason stay in the match's history. The venue stays the home team's. A captain moves their match within the
 * league's limits, which the dialog names; the server says which one a date breaks.
 */
export function RescheduleDialog({ fixture, seasonRef, limits, onClose }: RescheduleDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(() => rescheduleSchema(intl), [intl])
  const reschedule = useRescheduleFixture(seasonRef)
  const form = useForm<RescheduleValues>({
    resolver: zodResolver(schema, { error }),
    defaultValues: { date: fixture.date ?? '', postpone: false, reason: '' },
  })
  const { errors } = form.formState
  const isPostponing = useWatch({ control: form.control, name: 'postpone' })
  const teams = intl.formatMessage(divisionMessages.fixtureTeams, { home: fixture.home.name, away: fixture.away.name })

  const save = async ({ date, postpone, reason }: RescheduleValues) => {
    const moved = await reschedule.mutateAsync({
      fixture: fixture.slug,
      input: { date: postpone ? null : (date ?? null), reason },
    })
    toast.success(
      moved.date
        ? intl.formatMessage(
            { id: 'competition.divisionFixtures.moved', defaultMessage: '{teams} is moved to {date}' },
            { teams, date: intl.formatDate(moved.date, { dateStyle: 'medium', timeZone: 'UTC' }) },
          )
        : intl.formatMessage(
            { id: 'competition.divisionFixtures.postponed', defaultMessage: '{teams} is postponed' },
            { teams },
          ),
    )
    onClose()
  }

  return (
    <FormDialog
      title={
        <FormattedMessage
          id="competition.divisionFixtures.rescheduleTitle"
          defaultMessage="Reschedule {teams}"
          values={{ teams }}
        />
      }
      description={
        fixture.date ? (
          <FormattedMessage
            id="competition.divisionFixtures.rescheduleNow"
            defaultMessage="Now on {date}{venue, select, none {} other { at {venue}}}. The old date and your reason stay in the match’s history."
            values={{ date: <CalendarDay day={fixture.date} weekday="long" />, venue: fixture.venue?.name ?? 'none' }}
          />
        ) : (
          <FormattedMessage
            id="competition.divisionFixtures.rescheduleUndated"
            defaultMessage="Postponed, without a date yet. The reason stays in the match’s history."
          />
        )
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={
        <FormattedMessage id="competition.divisionFixtures.rescheduleSubmit" defaultMessage="Reschedule the match" />
      }
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label={<FormattedMessage id="competition.divisionFixtures.newDate" defaultMessage="New date" />}
        description={
          <FormattedMessage
            id="competition.divisionFixtures.newDateHelp"
            defaultMessage="On a night the venue hosts matches, on a day neither team plays another match."
          />
        }
        type="date"
        disabled={isPostponing}
        error={errors.date?.message}
        {...form.register('date')}
      />
      {limits ? (
        <p className="text-sm text-muted-foreground" data-slot="postponement-limits">
          <FormattedMessage
            id="competition.divisionFixtures.captainLimits"
            defaultMessage="Earlier at any time. Later up to {window, plural, one {# day} other {# days}} after its date, asked at least {notice, plural, one {# day} other {# days}} before it, and not in the season’s last {weeks, plural, one {playing week} other {# playing weeks}}: otherwise ask the league’s admins."
            values={{ window: limits.windowDays, notice: limits.noticeDays, weeks: limits.lastWeeks }}
          />
        </p>
      ) : (
        <CheckboxField
          label={
            <FormattedMessage id="competition.divisionFixtures.postpone" defaultMessage="Postpone: no new date yet" />
          }
          checked={isPostponing}
          onCheckedChange={(checked) => {
            form.setValue('postpone', checked)
            form.clearErrors('date')
          }}
        />
      )}
      <FormField error={errors.reason?.message}>
        <FormLabel>
          <FormattedMessage id="competition.divisionFixtures.reason" defaultMessage="Reason" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-48" maxLength={500} {...form.register('reason')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="competition.divisionFixtures.reasonHelp"
            defaultMessage="Why the match moves, such as a team’s request or the venue being closed. Kept in its history."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormDialog>
  )
}
