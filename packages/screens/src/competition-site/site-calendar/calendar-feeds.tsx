import { siteCalendarPath, type CompetitionSiteContext, type CompetitionSiteRef } from '@oche/api'
import { Button, Input, toast } from '@oche/ui'
import { CalendarPlus, ChevronDown, Copy, Download } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CalendarFilters } from './calendar-filters'

/** The feeds' section, which the phone's "Add to your calendar" above the list jumps to. */
export const calendarFeedsId = 'calendar-feeds'

/** A feed's two addresses: `https://…/api/…/calendar.ics` to download or paste, `webcal://…` to subscribe on a phone. */
export type FeedAddresses = { https: string; webcal: string }

/** The iCal feed of a team, a division or the whole season, on the site's own address. */
export function feedAddresses(
  context: Pick<CompetitionSiteContext, 'base_url'>,
  ref: CompetitionSiteRef,
  scope: { team?: string; division?: string },
): FeedAddresses {
  const https = `${context.base_url.replace(/\/+$/, '')}/api${siteCalendarPath(ref, scope)}`
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') }
}

/**
 * "Subscribe" and "Download", named for screen readers after what they hold ("Subscribe: The Arrows"), their
 * visible words first (WCAG 2.5.3).
 */
function FeedLinks({
  feed,
  scope,
  size = 'sm',
  isQuiet = false,
}: {
  feed: FeedAddresses
  scope: string
  size?: 'sm' | 'md'
  /** In a long list: outlined, so the list does not shout. */
  isQuiet?: boolean
}) {
  const intl = useIntl()
  return (
    <span className="flex flex-wrap gap-2">
      <Button asChild size={size} variant={isQuiet ? 'outline' : 'primary'}>
        <a
          href={feed.webcal}
          data-feed="webcal"
          aria-label={intl.formatMessage(
            { id: 'competitionSite.calendar.subscribeTo', defaultMessage: 'Subscribe: {scope}' },
            { scope },
          )}
        >
          <CalendarPlus aria-hidden />
          <FormattedMessage id="competitionSite.calendar.subscribe" defaultMessage="Subscribe" />
        </a>
      </Button>
      <Button asChild size={size} variant="outline">
        <a
          href={feed.https}
          data-feed="https"
          aria-label={intl.formatMessage(
            { id: 'competitionSite.calendar.downloadOf', defaultMessage: 'Download (.ics): {scope}' },
            { scope },
          )}
        >
          <Download aria-hidden />
          <FormattedMessage id="competitionSite.calendar.download" defaultMessage="Download (.ics)" />
        </a>
      </Button>
    </span>
  )
}

/** The chosen matches' feed: subscribe, download, or copy the address into a calendar app. */
function ChosenFeed({ feed, scope }: { feed: FeedAddresses; scope: string }) {
  const intl = useIntl()
  const inputId = useId()
  const handleCopy = () =>
    navigator.clipboard.writeText(feed.https).then(
      () =>
        toast.success(
          intl.formatMessage({ id: 'competitionSite.calendar.copied', defaultMessage: 'The address is copied' }),
        ),
      () =>
        toast.error(
          intl.formatMessage({
            id: 'competitionSite.calendar.copyFailed',
            defaultMessage: 'The address could not be copied: select it and copy it yourself',
          }),
        ),
    )
  return (
    <div data-slot="calendar-chosen-feed" className="flex flex-col gap-3">
      <FeedLinks size="md" feed={feed} scope={scope} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          <FormattedMessage
            id="competitionSite.calendar.address"
            defaultMessage="Calendar address, to add in a calendar app"
          />
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            readOnly
            value={feed.https}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button variant="outline" onClick={() => void handleCopy()}>
            <Copy aria-hidden />
            <FormattedMessage id="competitionSite.calendar.copy" defaultMessage="Copy" />
          </Button>
        </div>
      </div>
    </div>
  )
}

/** Every division's and team's feed, by division, behind a disclosure. */
function EveryFeed({ context, siteRef }: { context: CompetitionSiteContext; siteRef: CompetitionSiteRef }) {
  return (
    <details className="group rounded-md border px-3 py-2">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <FormattedMessage
          id="competitionSite.calendar.everyFeed"
          defaultMessage="The calendar of each division and team"
        />
        <ChevronDown aria-hidden className="ms-auto size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-4 py-2">
        {context.divisions.map((division) => {
          const teams = context.teams.filter((team) => team.division === division.slug)
          return (
            <section key={division.slug} data-division={division.slug} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{division.name}</h3>
                <FeedLinks feed={feedAddresses(context, siteRef, { division: division.slug })} scope={division.name} />
              </div>
              <ul className="flex flex-col divide-y ps-3">
                {teams.map((team) => (
                  <li
                    key={team.slug}
                    data-team={team.slug}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    {team.name}
                    <FeedLinks feed={feedAddresses(context, siteRef, { team: team.slug })} scope={team.name} isQuiet />
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </details>
  )
}

/**
 * The iCal feeds of the fixture list: the chosen matches' (a team's, a division's or the season's) to subscribe to
 * on a phone (`webcal://`), download or copy into a calendar app, and every division's and team's. A subscribed
 * calendar follows every change of date.
 */
export function CalendarFeeds({
  context,
  siteRef,
  filters,
  scope,
}: {
  context: CompetitionSiteContext
  /** The site and season the feeds are of (no season: the current one, whichever it is when the feed is read). */
  siteRef: CompetitionSiteRef
  filters: CalendarFilters
  /** The chosen matches in words: "The Arrows", "First division", "Every match". */
  scope: string
}) {
  const headingId = useId()
  const chosen = filters.team ? { team: filters.team } : filters.division ? { division: filters.division } : {}
  return (
    <section
      id={calendarFeedsId}
      aria-labelledby={headingId}
      data-slot="calendar-feeds"
      className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4 print:hidden"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="competitionSite.calendar.feedsTitle" defaultMessage="In your calendar" />
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competitionSite.calendar.feedsBody"
          defaultMessage="{scope}: subscribe once and your calendar follows every change of date."
          values={{ scope }}
        />
      </p>
      <ChosenFeed feed={feedAddresses(context, siteRef, chosen)} scope={scope} />
      <EveryFeed context={context} siteRef={siteRef} />
    </section>
  )
}
