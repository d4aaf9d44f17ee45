import { localizedPath } from '@oche/i18n'
import { CalendarX, ChevronRight, ClockAlert, Gavel, MapPinOff, Shield, Shuffle, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedList, FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import type { SeasonAttentionItem } from './season-attention'

type SeasonRef = { org: string; season: string }

const matchHref = (base: { org_slug: string; season_slug: string }, match: string) =>
  routePath('competition-org_slug-season-season_slug-matches-match_slug', { ...base, match_slug: match })

/** A match's date, short: "14 Oct". */
function MatchDate({ date }: { date: string }) {
  return <FormattedDate value={`${date}T12:00:00Z`} day="numeric" month="short" timeZone="UTC" />
}

/** Where each item is dealt with, its icon and what it says. */
function describeItem(
  item: SeasonAttentionItem,
  { org, season }: SeasonRef,
): { href: string; icon: ReactNode; text: ReactNode; key: string } {
  const base = { org_slug: org, season_slug: season }
  switch (item.kind) {
    case 'noLeagueNights':
      return {
        key: item.kind,
        href: routePath('competition-org_slug-season-season_slug-seasons-manage_season_slug-edit', {
          ...base,
          manage_season_slug: season,
        }),
        icon: <CalendarX aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.noLeagueNights"
            defaultMessage="The season has no league nights yet: set them before making the fixture list"
          />
        ),
      }
    case 'divisionTooFewTeams':
      return {
        key: `${item.kind}:${item.division.slug}`,
        href: routePath('competition-org_slug-season-season_slug-groups-group_slug-teams', {
          ...base,
          group_slug: item.division.slug,
        }),
        icon: <Users aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.divisionTooFewTeams"
            defaultMessage="{division} has {teams, plural, =0 {no teams} one {only # team} other {# teams}}: it needs at least two"
            values={{ division: item.division.name, teams: item.teams }}
          />
        ),
      }
    case 'divisionWithoutFixtures':
      return {
        key: `${item.kind}:${item.division.slug}`,
        href: routePath('competition-org_slug-season-season_slug-groups-group_slug-matches', {
          ...base,
          group_slug: item.division.slug,
        }),
        icon: <Shuffle aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.divisionWithoutFixtures"
            defaultMessage="{division} has no fixture list yet"
            values={{ division: item.division.name }}
          />
        ),
      }
    case 'teamsWithoutDivision':
      return {
        key: item.kind,
        href: routePath('competition-org_slug-season-season_slug-groups', base),
        icon: <Users aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.teamsWithoutDivision"
            defaultMessage="{count, plural, one {# team is} other {# teams are}} in no division: {teams}"
            values={{
              count: item.teams.length,
              teams: <FormattedList type="conjunction" value={item.teams.map((team) => team.name)} />,
            }}
          />
        ),
      }
    case 'teamWithoutCaptain':
      return {
        key: `${item.kind}:${item.team.slug}`,
        href: routePath('competition-org_slug-season-season_slug-teams-team_slug-members', {
          ...base,
          team_slug: item.team.slug,
        }),
        icon: <Shield aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.teamWithoutCaptain"
            defaultMessage="{team} has no captain"
            values={{ team: item.team.name }}
          />
        ),
      }
    case 'teamWithoutVenue':
      return {
        key: `${item.kind}:${item.team.slug}`,
        href: routePath('competition-org_slug-season-season_slug-teams-team_slug-edit', {
          ...base,
          team_slug: item.team.slug,
        }),
        icon: <MapPinOff aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.teamWithoutVenue"
            defaultMessage="{team} has no home venue"
            values={{ team: item.team.name }}
          />
        ),
      }
    case 'matchDisputed':
      return {
        key: `${item.kind}:${item.match.slug}`,
        href: matchHref(base, item.match.slug),
        icon: <Gavel aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.matchDisputed"
            defaultMessage="{home} – {away} of {date}: the match report is disputed, settle it"
            values={{ home: item.match.home, away: item.match.away, date: <MatchDate date={item.match.date} /> }}
          />
        ),
      }
    case 'resultOverdue':
      return {
        key: `${item.kind}:${item.match.slug}`,
        href: matchHref(base, item.match.slug),
        icon: <ClockAlert aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.resultOverdue"
            defaultMessage="{home} – {away} of {date} has no result {days, plural, one {# day} other {# days}} later: enter it, forfeit it or deduct points"
            values={{
              home: item.match.home,
              away: item.match.away,
              date: <MatchDate date={item.match.date} />,
              days: item.days,
            }}
          />
        ),
      }
    case 'confirmationOverdue':
      return {
        key: `${item.kind}:${item.match.slug}`,
        href: matchHref(base, item.match.slug),
        icon: <ClockAlert aria-hidden />,
        text: (
          <FormattedMessage
            id="competition.attention.confirmationOverdue"
            defaultMessage="{home} – {away} of {date} is not confirmed by both captains {days, plural, one {# day} other {# days}} later"
            values={{
              home: item.match.home,
              away: item.match.away,
              date: <MatchDate date={item.match.date} />,
              days: item.days,
            }}
          />
        ),
      }
    default:
      return item satisfies never
  }
}

/** What needs the season's admin, each item a link to the page where it is dealt with. */
export function SeasonAttentionList({ items, org, season }: { items: SeasonAttentionItem[] } & SeasonRef) {
  const locale = useLocale()
  const { Link } = usePlatform()
  if (items.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.attention.none" defaultMessage="Nothing needs you right now." />
      </p>
    )
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => {
        const { key, href, icon, text } = describeItem(item, { org, season })
        return (
          <li key={key} data-kind={item.kind}>
            <Link
              href={localizedPath(href, locale)}
              className="flex items-center gap-3 rounded-md border bg-surface-raised p-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0"
            >
              <span className="text-warning">{icon}</span>
              <span className="min-w-0 flex-1">{text}</span>
              <ChevronRight aria-hidden className="text-muted-foreground rtl:rotate-180" />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
