import { zodResolver } from '@hookform/resolvers/zod'
import { CallingSettingsSchema, type CallingSettings, type UpdateCallingSettingsInput } from '@oche/api'
import { Button, Switch } from '@oche/ui'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'

export type CallingSettingsPanelProps = {
  settings: CallingSettings
  /** Saves a change; rejects with the server's error. */
  onSave: (input: UpdateCallingSettingsInput) => Promise<unknown>
}

const MinutesSchema = CallingSettingsSchema.pick({ rest_minutes: true, no_show_minutes: true })
type Minutes = Pick<CallingSettings, 'rest_minutes' | 'no_show_minutes'>
const fields = new Set(['rest_minutes', 'no_show_minutes'])

/**
 * How the event calls its games: automatic calling (a switch, at once), and the rest and no-show minutes (a small
 * form; a refused value stays in its field with the server's reason under it).
 */
export function CallingSettingsPanel({ settings, onSave }: CallingSettingsPanelProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const headingId = useId()
  const switchId = useId()
  const form = useForm<Minutes>({
    resolver: zodResolver(MinutesSchema, { error }),
    // Another organiser's change shows up, but never over what this one is typing.
    values: { rest_minutes: settings.rest_minutes, no_show_minutes: settings.no_show_minutes },
    resetOptions: { keepDirtyValues: true },
  })
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values)
      form.reset(values)
    } catch (caught) {
      showServerErrors(caught, { anchors: fields, setError: form.setError, intl })
    }
  })

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        <FormattedMessage
          id="manage.boardOverview.settingsTitle"
          description="Heading of the calling settings panel (how games are called to boards)"
          defaultMessage="Calling"
        />
      </h3>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={switchId} className="font-medium">
            <FormattedMessage
              id="manage.boardOverview.autoCall"
              description="Label of the switch that turns automatic board calling on or off"
              defaultMessage="Call games automatically"
            />
          </label>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="manage.boardOverview.autoCallHelp"
              description="Help under the automatic calling switch"
              defaultMessage="A free board gets the first waiting game whose players are free and rested."
            />
          </p>
        </div>
        <Switch
          id={switchId}
          size="lg"
          checked={settings.auto_call}
          onCheckedChange={(checked) => void onSave({ auto_call: checked }).catch(() => undefined)}
        />
      </div>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-4">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <TextField
          label={
            <FormattedMessage
              id="manage.boardOverview.restMinutes"
              description="Label of the field: minutes players rest between games before being called again"
              defaultMessage="Rest between games (minutes)"
            />
          }
          description={
            <FormattedMessage
              id="manage.boardOverview.restHelp"
              description="Help under the rest minutes field"
              defaultMessage="0 to 60. Players who just played are not called again before this."
            />
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          error={errors.rest_minutes?.message}
          {...form.register('rest_minutes', { valueAsNumber: true })}
        />
        <TextField
          label={
            <FormattedMessage
              id="manage.boardOverview.noShowMinutes"
              description="Label of the field: minutes players have to start a called game"
              defaultMessage="Time to start (minutes)"
            />
          }
          description={
            <FormattedMessage
              id="manage.boardOverview.noShowHelp"
              description="Help under the no-show minutes field"
              defaultMessage="1 to 60. After this a called game that has not started offers you a walkover."
            />
          }
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          error={errors.no_show_minutes?.message}
          {...form.register('no_show_minutes', { valueAsNumber: true })}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
          <FormattedMessage
            id="manage.boardOverview.settingsSave"
            description="Button saving the rest and no-show minutes"
            defaultMessage="Save the times"
          />
        </Button>
      </form>
    </section>
  )
}
