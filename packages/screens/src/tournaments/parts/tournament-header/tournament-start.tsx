import { useIntl } from 'react-intl'
import { longDateTime } from '../../../app/format/long-date-time'
import { useViewerTimeZone } from '../../../events/event-page/use-viewer-time-zone'

/**
 * When a tournament starts, in the reader's language and time zone, with the zone named ("20:00 CET"). The server
 * cannot know the reader's zone: it renders UTC (named), which hydration keeps, then the reader's own.
 */
export function TournamentStart({ startsAt, className }: { startsAt: string; className?: string }) {
  const intl = useIntl()
  const timeZone = useViewerTimeZone() ?? 'UTC'
  return (
    <time dateTime={startsAt} className={className}>
      {intl.formatDate(startsAt, { ...longDateTime, timeZoneName: 'short', timeZone })}
    </time>
  )
}
