import { useIntl } from 'react-intl'

/** When a tournament starts, in the reader's language and time zone, with the zone named ("20:00 CET"). */
export function TournamentStart({ startsAt, className }: { startsAt: string; className?: string }) {
  const intl = useIntl()
  return (
    <time dateTime={startsAt} className={className}>
      {intl.formatDate(startsAt, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      })}
    </time>
  )
}
