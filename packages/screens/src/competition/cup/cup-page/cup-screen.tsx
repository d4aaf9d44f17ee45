import { ApiRequestError, type Cup, type CupParams } from '@oche/api'
import { Button } from '@oche/ui'
import { Pencil, Shuffle } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { defineMessage, FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { usePlatform } from '../../../app/platform/platform-context'
import { ConfirmActionDialog } from '../../../manage/parts/confirm-action'
import { CalendarDay } from '../../divisions/parts/calendar-day'
import { DivisionPage } from '../../divisions/parts/division-page'
import { divisionMessages } from '../../divisions/parts/division-messages'
import { useDivisionPaths, type DivisionPaths } from '../../divisions/parts/use-division-paths'
import { LeagueMatchRow } from '../../parts/league-match-row'
import { LeagueStandingsTable } from '../../parts/standings'
import { CupStateBadge, cupMessages, useCupFormat } from '../parts'
import { CupBrackets } from '../parts/cup-bracket'
import { CupEntries } from './cup-entries'
import { useCupActions, useCupPage } from '../parts/use-cup-page'

export type CupScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
  /** The cup's slug (a former one still leads to it). */
  cup: string
}

function Section({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function Summary({ cup }: { cup: Cup }) {
  const intl = useIntl()
  const format = useCupFormat()
  const first = cup.dates[0]
  const last = cup.dates.at(-1)
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-surface-raised p-4 text-sm">
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.cup.stateLabel" defaultMessage="State" />
      </dt>
      <dd>
        <CupStateBadge state={cup.state} />
      </dd>
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.cup.formatLabel" defaultMessage="Format" />
      </dt>
      <dd>{format(cup.format)}</dd>
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.cup.entryLabel" defaultMessage="Entry" />
      </dt>
      <dd>
        {intl.formatMessage(cup.entry === 'compulsory' ? cupMessages.entryCompulsory : cupMessages.entryOptional)}
      </dd>
      <dt className="text-muted-foreground">
        <FormattedMessage id="competition.cup.datesLabel" defaultMessage="Dates" />
      </dt>
      <dd>
        {first && last ? (
          <FormattedMessage
            id="competition.cup.dates"
            defaultMessage="{count, plural, one {# date} other {# dates}}, {first} to {last}"
            values={{
              count: cup.dates.length,
              first: <CalendarDay day={first} weekday="none" />,
              last: <CalendarDay day={last} weekday="none" />,
            }}
          />
        ) : (
          <FormattedMessage id="competition.cup.noDates" defaultMessage="No dates yet" />
        )}
      </dd>
      {cup.draw ? (
        <>
          <dt className="text-muted-foreground">
            <FormattedMessage id="competition.cup.drawLabel" defaultMessage="Draw" />
          </dt>
          <dd>
            {cup.draw.by === null ? (
              <FormattedMessage
                id="competition.cup.drawnOn"
                defaultMessage="Made on {date}"
                values={{ date: <FormattedDate value={cup.draw.at} dateStyle="medium" /> }}
              />
            ) : (
              <FormattedMessage
                id="competition.cup.drawnBy"
                defaultMessage="Made on {date} by {by}"
                values={{ date: <FormattedDate value={cup.draw.at} dateStyle="medium" />, by: cup.draw.by }}
              />
            )}
          </dd>
        </>
      ) : null}
      {cup.winner ? (
        <>
          <dt className="text-muted-foreground">
            <FormattedMessage id="competition.cup.winnerLabel" defaultMessage="Winner" />
          </dt>
          <dd className="font-semibold">{cup.winner.name}</dd>
        </>
      ) : null}
    </dl>
  )
}

const drawMessages = {
  drawTitle: defineMessage<{ cup: string }>({ id: 'competition.cupDraw.drawTitle', defaultMessage: 'Draw {cup}?' }),
  redrawTitle: defineMessage<{ cup: string }>({
    id: 'competition.cupDraw.redrawTitle',
    defaultMessage: 'Draw {cup} again?',
  }),
  drawBody: defineMessage<{ count: number }>({
    id: 'competition.cupDraw.drawBody',
    defaultMessage:
      '{count, plural, one {# team is} other {# teams are}} drawn. Teams can no longer enter; the captains see their matches.',
  }),
  redrawBody: defineMessage({
    id: 'competition.cupDraw.redrawBody',
    defaultMessage: 'The matches of this draw and their lineups go, and a new draw is made.',
  }),
  drawConfirm: defineMessage({ id: 'competition.cupDraw.drawConfirm', defaultMessage: 'Make the draw' }),
  redrawConfirm: defineMessage({ id: 'competition.cupDraw.redrawConfirm', defaultMessage: 'Draw again' }),
}

/** The admins' draw: the first one once the teams are in, again while no match has a result. */
function DrawPanel({ cup, actions }: { cup: Cup; actions: ReturnType<typeof useCupActions> }) {
  const intl = useIntl()
  const [asking, setAsking] = useState<'draw' | 'redraw' | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const canRedraw = cup.state === 'drawn' && !cup.has_results
  if (!cup.can.manage || (cup.state !== 'entries' && !canRedraw)) return null
  const playing = cup.entry === 'compulsory' ? cup.entries.length : cup.entries.filter((e) => !e.withdrawn_at).length
  return (
    <div className="flex flex-col gap-2">
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={cup.state === 'entries' ? 'primary' : 'outline'}
          onClick={() => setAsking(cup.state === 'entries' ? 'draw' : 'redraw')}
        >
          <Shuffle aria-hidden />
          {cup.state === 'entries' ? (
            <FormattedMessage id="competition.cupDraw.draw" defaultMessage="Make the draw" />
          ) : (
            <FormattedMessage id="competition.cupDraw.redraw" defaultMessage="Draw again" />
          )}
        </Button>
        <span className="text-sm text-muted-foreground">
          {cup.state === 'entries' ? (
            <FormattedMessage
              id="competition.cupDraw.drawHelp"
              defaultMessage="The draw closes the entries and makes the first matches."
            />
          ) : (
            <FormattedMessage
              id="competition.cupDraw.redrawHelp"
              defaultMessage="Possible until the first result is in."
            />
          )}
        </span>
      </div>
      {asking ? (
        <ConfirmActionDialog
          variant={asking === 'redraw' ? 'danger' : 'default'}
          title={intl.formatMessage(asking === 'draw' ? drawMessages.drawTitle : drawMessages.redrawTitle, {
            cup: cup.name,
          })}
          description={intl.formatMessage(asking === 'draw' ? drawMessages.drawBody : drawMessages.redrawBody, {
            count: playing,
          })}
          confirmLabel={intl.formatMessage(asking === 'draw' ? drawMessages.drawConfirm : drawMessages.redrawConfirm)}
          cancelLabel={intl.formatMessage(commonMessages.cancel)}
          action={() => actions.draw.mutateAsync({ redraw: asking === 'redraw' })}
          successMessage={() =>
            intl.formatMessage({ id: 'competition.cupDraw.done', defaultMessage: '{cup} is drawn' }, { cup: cup.name })
          }
          onFailure={(error) => {
            // A refusal (too few teams, a result in): the page says why, beside the button.
            if (!(error instanceof ApiRequestError) || (error.status !== 409 && error.status !== 422)) return false
            const field = error.errors.teams?.[0]
            setRefusal(field ?? error.message)
            return true
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  )
}

function Groups({ cup, paths }: { cup: Cup; paths: DivisionPaths }) {
  const intl = useIntl()
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {cup.groups.map((group) => {
        const name = intl.formatMessage(
          { id: 'competition.cupGroups.group', defaultMessage: 'Group {group}' },
          { group: group.id },
        )
        return (
          <section key={group.id} aria-label={name} className="flex flex-col gap-3 rounded-md border p-4">
            <h3 className="text-lg font-semibold">{name}</h3>
            <LeagueStandingsTable rows={group.rows} divisionName={name} />
            {group.matches.length > 0 ? (
              <ul
                className="flex flex-col divide-y"
                aria-label={intl.formatMessage(
                  { id: 'competition.cupGroups.matches', defaultMessage: 'Matches of group {group}' },
                  { group: group.id },
                )}
              >
                {group.matches.map((match) => (
                  <LeagueMatchRow key={match.id} match={match} href={paths.match(match.slug)} />
                ))}
              </ul>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}

function Rankings({ cup }: { cup: Cup }) {
  const intl = useIntl()
  const lists = [
    { trophy: 'cup' as const, rows: cup.rankings.cup },
    { trophy: 'plate' as const, rows: cup.rankings.plate },
  ].filter((list) => list.rows.length > 0)
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {lists.map((list) => {
        const label = intl.formatMessage(
          { id: 'competition.cupRankings.label', defaultMessage: 'Final ranking: {trophy}' },
          { trophy: intl.formatMessage(list.trophy === 'cup' ? cupMessages.cup : cupMessages.plate) },
        )
        return (
          <section key={list.trophy} aria-label={label} className="flex flex-col gap-2 rounded-md border p-4">
            <h3 className="font-semibold">{label}</h3>
            <ol className="flex flex-col divide-y">
              {list.rows.map((row) => (
                <li key={row.team.slug} className="flex items-center gap-3 py-1.5">
                  <span className="w-8 text-end font-semibold tabular-nums">
                    {intl.formatMessage(
                      { id: 'competition.cupRankings.position', defaultMessage: '{position}.' },
                      { position: row.position },
                    )}
                  </span>
                  <span className={row.position === 1 ? 'font-semibold' : undefined}>{row.team.name}</span>
                </li>
              ))}
            </ol>
          </section>
        )
      })}
    </div>
  )
}

/** The cup's content once loaded. */
export function CupContent({ cup, refs, paths }: { cup: Cup; refs: CupParams; paths: DivisionPaths }) {
  const { api } = usePlatform()
  const actions = useCupActions(api, { ...refs, cup: cup.slug })
  const hasRankings = cup.rankings.cup.length > 0 || cup.rankings.plate.length > 0
  const entries = <CupEntries cup={cup} refs={{ ...refs, cup: cup.slug }} actions={actions} />
  // Before the draw the teams are what the page is about; once drawn, the groups and the bracket are, and the teams
  // (with their withdrawals) come last.
  const isDrawn = cup.state !== 'entries'
  return (
    <div className="flex flex-col gap-8">
      {isDrawn ? (
        <div className="grid items-start gap-4 md:grid-cols-2 xl:max-w-4xl">
          <Summary cup={cup} />
          <DrawPanel cup={cup} actions={actions} />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <div className="flex flex-col gap-4">
            <Summary cup={cup} />
            <DrawPanel cup={cup} actions={actions} />
          </div>
          {entries}
        </div>
      )}
      {hasRankings ? (
        <Section title={<FormattedMessage id="competition.cupRankings.heading" defaultMessage="Final ranking" />}>
          <Rankings cup={cup} />
        </Section>
      ) : null}
      {cup.groups.length > 0 ? (
        <Section title={<FormattedMessage id="competition.cupGroups.heading" defaultMessage="Groups" />}>
          <Groups cup={cup} paths={paths} />
        </Section>
      ) : null}
      {cup.matches.length > 0 ? (
        <Section title={<FormattedMessage id="competition.cupBracket.heading" defaultMessage="Bracket" />}>
          <CupBrackets matches={cup.matches} matchHref={paths.match} />
        </Section>
      ) : cup.state === 'entries' ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.cupBracket.notDrawn"
            defaultMessage="The bracket appears here once the cup is drawn."
          />
        </p>
      ) : null}
      {isDrawn ? <div className="xl:max-w-4xl">{entries}</div> : null}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/groups/{group_slug}` when the slug is a cup's: its state, format and
 * dates; its teams (captains enter and withdraw their own, the admins choose them before the draw); the admins' draw
 * (confirmed, and again while no match has a result); its groups with their tables and matches; its brackets (cup and
 * plate) with each match's page; and its final rankings once won.
 */
export function CupScreen({ org, season, cup }: CupScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const paths = useDivisionPaths(org, season)
  const page = useCupPage(org, season, cup)
  const ready = page.status === 'ready' ? page : null
  const isAdmin = ready?.organisation.role === 'admin'
  return (
    <DivisionPage
      state={page}
      paths={paths}
      // Wide: a bracket of up to 32 teams (five rounds) side by side on a desktop.
      contentWidth="wide"
      title={ready?.cup.name ?? intl.formatMessage(cupMessages.cup)}
      description={ready ? intl.formatMessage(divisionMessages.season, { season: ready.season.name }) : undefined}
      actions={
        ready?.cup.can.manage ? (
          <Button asChild variant="outline">
            <Link href={paths.edit(ready.cup.slug)}>
              <Pencil aria-hidden />
              <FormattedMessage id="competition.cup.edit" defaultMessage="Edit the cup" />
            </Link>
          </Button>
        ) : undefined
      }
      backHref={isAdmin || !ready ? paths.list() : paths.season()}
      backLabel={
        ready && !isAdmin
          ? intl.formatMessage(divisionMessages.season, { season: ready.season.name })
          : intl.formatMessage(divisionMessages.divisions)
      }
      loadingLabel={intl.formatMessage(cupMessages.loading)}
      errorTitle={<FormattedMessage {...cupMessages.loadError} />}
    >
      {ready ? <CupContent cup={ready.cup} refs={{ ...paths.ref, cup: ready.cup.slug }} paths={paths} /> : null}
    </DivisionPage>
  )
}
