import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import { useMemo, type Ref } from 'react'
import { FormattedMessage } from 'react-intl'
import { timeZoneChoices } from './zoned-date-time'

export type TimeZoneFieldProps = {
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  ref?: Ref<HTMLButtonElement>
}

/** The IANA time zone the event's times are on; typing a few letters in the open list jumps to a zone. */
export function TimeZoneField({ value, onValueChange, error, ref }: TimeZoneFieldProps) {
  const zones = useMemo(() => timeZoneChoices(value), [value])
  return (
    <FormField error={error}>
      <FormLabel>
        <FormattedMessage id="manage.eventForm.timeZone" defaultMessage="Time zone" />
      </FormLabel>
      <Select value={value} onValueChange={onValueChange}>
        <FormControl>
          <SelectTrigger ref={ref} size="lg">
            <SelectValue />
          </SelectTrigger>
        </FormControl>
        <SelectContent className="max-h-80">
          {zones.map((zone) => (
            <SelectItem key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
