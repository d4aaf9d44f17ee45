import { rankingPointsTemplate } from '@oche/api'
import { Button, FormControl, FormField, FormLabel, FormMessage, IconButton, Input } from '@oche/ui'
import { Plus, Trash2, WandSparkles } from 'lucide-react'
import { useId } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { bandEnds, toBandDrafts, wholeNumber, type RankingFormValues } from './ranking-form-values'
import { BandPlaces } from '../../../../tournaments/rankings/parts'

/**
 * The points table: one row per band ("from place" → points), a band added or taken out, or the whole table
 * started from the template; each row says in words which places it covers.
 */
export function PointsTableField() {
  const intl = useIntl()
  const id = useId()
  const { control, register, formState } = useFormContext<RankingFormValues>()
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'points' })
  const bands = useWatch({ control, name: 'points' })
  const froms = bands.map((band) => wholeNumber(band.from))
  const ends = bandEnds(froms)
  const errors = formState.errors.points
  const tableError = errors?.message ?? errors?.root?.message
  const legendId = `${id}-legend`
  const errorId = `${id}-error`
  const lastFrom = froms.at(-1)
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={tableError ? errorId : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend id={legendId} className="mb-1 text-sm font-medium">
        <FormattedMessage id="manage.rankingForm.pointsTable" defaultMessage="Points table" />
      </legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        <FormattedMessage
          id="manage.rankingForm.pointsHelp"
          defaultMessage="Each row gives its points to every place from its place until the next row; the last row to every place below it too. Players who share a place (both losing semi-finalists) get the points of the better one."
        />
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const from = froms[index] ?? null
          const points = wholeNumber(bands[index]?.points ?? '')
          const rowErrors = errors?.[index]
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-x-3 gap-y-1 rounded-md border border-border p-3 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-center"
            >
              <FormField error={rowErrors?.from?.message}>
                <FormLabel>
                  <FormattedMessage
                    id="manage.rankingForm.bandFrom"
                    defaultMessage="From place<hidden> (row {row})</hidden>"
                    values={{ row: index + 1, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
                  />
                </FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="off" {...register(`points.${index}.from`)} />
                </FormControl>
                <FormMessage />
              </FormField>
              <FormField error={rowErrors?.points?.message}>
                <FormLabel>
                  <FormattedMessage
                    id="manage.rankingForm.bandPoints"
                    defaultMessage="Points<hidden> (row {row})</hidden>"
                    values={{ row: index + 1, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
                  />
                </FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="off" {...register(`points.${index}.points`)} />
                </FormControl>
                <FormMessage />
              </FormField>
              <p className="col-span-2 text-sm text-muted-foreground sm:col-span-1 sm:row-start-1 sm:col-start-3 sm:pt-6">
                {from !== null && points !== null && (ends[index] ?? from) >= from ? (
                  <FormattedMessage
                    id="manage.rankingForm.bandInWords"
                    defaultMessage="{places}: {points, plural, one {# point} other {# points}}"
                    values={{ places: <BandPlaces from={from} to={ends[index] ?? null} />, points }}
                  />
                ) : null}
              </p>
              <IconButton
                type="button"
                variant="ghost"
                className="col-start-3 row-start-1 sm:col-start-4 sm:mt-6"
                label={intl.formatMessage(
                  { id: 'manage.rankingForm.removeBand', defaultMessage: 'Remove row {row}' },
                  { row: index + 1 },
                )}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 />
              </IconButton>
            </li>
          )
        })}
      </ol>
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {tableError}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= 32}
          onClick={() =>
            append({ from: lastFrom === null || lastFrom === undefined ? '' : String(lastFrom * 2), points: '0' })
          }
        >
          <Plus aria-hidden />
          <FormattedMessage id="manage.rankingForm.addBand" defaultMessage="Add a row" />
        </Button>
        <Button type="button" variant="outline" onClick={() => replace(toBandDrafts(rankingPointsTemplate))}>
          <WandSparkles aria-hidden />
          <FormattedMessage id="manage.rankingForm.useTemplate" defaultMessage="Start from the template" />
        </Button>
      </div>
    </fieldset>
  )
}
