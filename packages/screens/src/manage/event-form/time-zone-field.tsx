import { cn, FormControl, FormDescription, FormField, FormLabel, FormMessage } from '@oche/ui'
import { useMemo, type Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { timeZoneChoices } from './zoned-date-time'

export type TimeZoneFieldProps = {
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  ref?: Ref<HTMLSelectElement>
}

/**
 * The IANA time zone the event's times are on. A native select: some 400 zones render at once without slowing the
 * form down, a phone shows its own picker, and typing a few letters jumps to a zone in every browser.
 */
export function TimeZoneField({ value, onValueChange, error, ref }: TimeZoneFieldProps) {
  const zones = useMemo(() => timeZoneChoices(value), [value])
  return (
    <FormField error={error}>
      <FormLabel>
        <FormattedMessage id="manage.eventForm.timeZone" defaultMessage="Time zone" />
      </FormLabel>
      <FormControl>
        <select
          ref={ref}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(
            'h-12 w-full min-w-0 rounded-md border border-input bg-background px-4 text-lg text-foreground',
            'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FormControl>
      <FormDescription>
        <FormattedMessage
          id="manage.eventForm.timeZoneHelp"
          defaultMessage="The times above are on the clock of this zone; visitors see them in theirs."
        />
      </FormDescription>
      <FormMessage />
    </FormField>
  )
}
