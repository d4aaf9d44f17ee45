import { tournamentQueries, type EventDetail, type TournamentListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, toast } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { Plus, TriangleAlert, Unlink } from 'lucide-react'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../parts/form-fields/form-section'
import { SelectField } from '../../app/select-field/select-field'
import { routePath } from '../../routing/route-path'
import { TournamentStatusBadge } from '../parts/tournament-status'
import { isOnEventDays } from './event-days'
import { useEventTournamentMutations } from './use-managed-event'
import { commonMessages } from '../../app/common-messages/common-messages'

/** The tournaments played at the event, each to open or take out. */
function LinkedTournaments({ event }: { event: EventDetail }) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { unlink } = useEventTournamentMutations(event.id)
  if (event.tournaments.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="manage.eventForm.noTournaments" defaultMessage="No tournaments are played here yet." />
      </p>
    )
  return (
    <ul
      aria-label={intl.formatMessage({
        id: 'manage.eventForm.linkedList',
        defaultMessage: 'Tournaments at this event',
      })}
      className="flex flex-col divide-y rounded-md border"
    >
      {event.tournaments.map((tournament) => (
        <li key={tournament.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              href={localizedPath(routePath('manage-tournaments-id', { id: tournament.id }), locale)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {tournament.name}
            </Link>
            <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <TournamentStatusBadge status={tournament.status} />
              <FormattedDate
                value={tournament.starts_at}
                dateStyle="medium"
                timeStyle="short"
                timeZone={event.time_zone}
              />
              {isOnEventDays(tournament.starts_at, event) ? null : (
                <span className="inline-flex items-center gap-1 font-medium text-foreground">
                  <TriangleAlert aria-hidden className="size-4 text-warning" />
                  <FormattedMessage id="manage.eventForm.otherDay" defaultMessage="Another day than the event" />
                </span>
              )}
            </span>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={unlink.isPending && unlink.variables === tournament.id}
            aria-label={intl.formatMessage(
              { id: 'manage.eventForm.unlinkLabel', defaultMessage: 'Remove {name} from this event' },
              { name: tournament.name },
            )}
            onClick={() =>
              unlink.mutate(tournament.id, {
                onSuccess: () =>
                  toast.success(
                    intl.formatMessage(
                      { id: 'manage.eventForm.unlinked', defaultMessage: '{name} is no longer at this event' },
                      { name: tournament.name },
                    ),
                  ),
              })
            }
          >
            <Unlink aria-hidden />
            <FormattedMessage id="manage.eventForm.unlink" defaultMessage="Remove" />
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** Picks one of the organiser's tournaments that is not at this event yet, and adds it. */
function LinkTournament({ event }: { event: EventDetail }) {
  const intl = useIntl()
  const locale = useLocale()
  const { api, Link } = usePlatform()
  const mine = useQuery({ ...tournamentQueries.mine(api), select: (data) => data.organising })
  const { link } = useEventTournamentMutations(event.id)
  const [chosen, setChosen] = useState('')
  if (mine.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage id="manage.eventForm.loadingTournaments" defaultMessage="Loading your tournaments…" />
      </p>
    )
  if (mine.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <FormattedMessage
          id="manage.eventForm.tournamentsError"
          defaultMessage="Your tournaments could not be loaded."
        />
        <Button type="button" variant="outline" size="sm" onClick={() => void mine.refetch()}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      </div>
    )
  const linked = new Set(event.tournaments.map((tournament) => tournament.id))
  const available: TournamentListItem[] = mine.data.filter((tournament) => !linked.has(tournament.id))
  if (available.length === 0)
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {mine.data.length === 0 ? (
          <FormattedMessage id="manage.eventForm.noOwnTournaments" defaultMessage="You have no tournaments yet." />
        ) : (
          <FormattedMessage id="manage.eventForm.allLinked" defaultMessage="All your tournaments are at this event." />
        )}
        <Link
          href={localizedPath(routePath('manage-tournaments-create'), locale)}
          className="inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          <FormattedMessage id="manage.eventForm.createTournament" defaultMessage="Create a tournament" />
        </Link>
      </p>
    )
  const picked = available.find((tournament) => tournament.id === chosen)
  const handleLink = () => {
    if (!picked) return
    link.mutate(picked.id, {
      onSuccess: () => {
        setChosen('')
        toast.success(
          intl.formatMessage(
            { id: 'manage.eventForm.linked', defaultMessage: '{name} is added to this event' },
            { name: picked.name },
          ),
        )
      },
    })
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        className="min-w-0 flex-1 basis-64"
        label={<FormattedMessage id="manage.eventForm.linkLabel" defaultMessage="Add one of your tournaments" />}
        placeholder={intl.formatMessage({
          id: 'manage.eventForm.linkPlaceholder',
          defaultMessage: 'Choose a tournament',
        })}
        value={chosen}
        onValueChange={setChosen}
        options={available.map((tournament) => ({ value: tournament.id, label: tournament.name }))}
        description={
          <FormattedMessage
            id="manage.eventForm.linkHelp"
            defaultMessage="A tournament is played at one event: adding it here takes it out of another event."
          />
        }
      />
      <Button type="button" size="lg" multiline disabled={!picked || link.isPending} onClick={handleLink}>
        <Plus aria-hidden />
        <FormattedMessage id="manage.eventForm.link" defaultMessage="Add to the event" />
      </Button>
      {picked && !isOnEventDays(picked.starts_at, event) ? (
        <p
          role="status"
          className="flex basis-full items-start gap-2 rounded-md border border-warning bg-surface p-3 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <FormattedMessage
            id="manage.eventForm.otherDayWarning"
            defaultMessage="{name} starts on {tournamentDate}, not on the day of the event ({eventDate}). You can add it all the same; change its date in its settings if it is played here."
            values={{
              name: picked.name,
              tournamentDate: intl.formatDate(picked.starts_at, { dateStyle: 'full', timeZone: event.time_zone }),
              eventDate: intl.formatDate(event.starts_at, { dateStyle: 'full', timeZone: event.time_zone }),
            }}
          />
        </p>
      ) : null}
    </div>
  )
}

/** "Tournaments at this event": the ones played there, and adding another of the organiser's. */
export function EventTournamentsSection({ event }: { event: EventDetail }) {
  return (
    <FormSection
      title={<FormattedMessage id="manage.eventForm.tournamentsTitle" defaultMessage="Tournaments at this event" />}
      description={
        <FormattedMessage
          id="manage.eventForm.tournamentsHelp"
          defaultMessage="They are shown on the event’s page and can be played on its boards."
        />
      }
    >
      <LinkedTournaments event={event} />
      <LinkTournament event={event} />
    </FormSection>
  )
}
