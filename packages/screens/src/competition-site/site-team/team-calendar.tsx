import { siteCalendarPath, type CompetitionSiteRef } from '@oche/api'
import { Button } from '@oche/ui'
import { CalendarPlus, Download } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

export type TeamCalendarProps = {
  siteRef: CompetitionSiteRef
  team: { slug: string; name: string }
  /** The site's own address (`https://league.example.org`), which a calendar app subscribes to. */
  baseUrl: string
}

/**
 * The team's matches in the visitor's calendar: a subscription (`webcal:`), which a phone's calendar keeps up to
 * date as dates move, and the iCal file itself to import once.
 */
export function TeamCalendar({ siteRef, team, baseUrl }: TeamCalendarProps) {
  // The API is on the site's own origin under `/api` (architecture: "Runtime").
  const feed = `/api${siteCalendarPath(siteRef, { team: team.slug })}`
  const subscription = `${baseUrl.replace(/^https?:/, 'webcal:').replace(/\/$/, '')}${feed}`
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competitionSite.team.calendarBody"
          defaultMessage="Every match of {team} in your calendar, with its venue; dates that move follow by themselves."
          values={{ team: team.name }}
        />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild multiline>
          <a href={subscription} data-slot="team-calendar-subscribe">
            <CalendarPlus aria-hidden />
            <FormattedMessage id="competitionSite.team.subscribe" defaultMessage="Subscribe in your calendar" />
          </a>
        </Button>
        <Button asChild variant="outline" multiline>
          <a href={feed} download={`${team.slug}.ics`} data-slot="team-calendar-download">
            <Download aria-hidden />
            <FormattedMessage id="competitionSite.team.download" defaultMessage="Download the calendar file" />
          </a>
        </Button>
      </div>
    </div>
  )
}
