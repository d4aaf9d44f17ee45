import type { CompetitionSiteContext, Cup, CupGroup } from '@oche/api'
import { Shuffle } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../../app/page-states'
import { LeagueMatchRow } from '../../../competition/parts/league-match-row'
import { LeagueStandingsTable } from '../../../competition/parts/standings'
import { siteTeamHref } from '../../parts/site-division'
import { SitePage } from '../../parts/site-page'
import { useSitePaths, type SitePaths } from '../../parts/site-paths'
import { CupNav, CupSummary, siteCupMessages, useSiteCup } from '../parts'

export type SiteCupStandingsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The cup's slug (`cup/{group}`). */
  group: string
}

function GroupSection({
  group,
  paths,
  context,
}: {
  group: CupGroup
  paths: SitePaths
  context: CompetitionSiteContext
}) {
  const intl = useIntl()
  const name = intl.formatMessage(
    { id: 'competitionSite.cupStandings.group', defaultMessage: 'Group {group}' },
    { group: group.id },
  )
  return (
    <section
      aria-label={name}
      data-group={group.id}
      className="flex min-w-0 flex-col gap-3 rounded-md border bg-surface-raised p-3 sm:p-4"
    >
      <h2 className="text-lg font-semibold">{name}</h2>
      <LeagueStandingsTable rows={group.rows} divisionName={name} teamHref={siteTeamHref(paths, context)} />
      {group.matches.length > 0 ? (
        <ul
          className="flex flex-col divide-y"
          aria-label={intl.formatMessage(
            { id: 'competitionSite.cupStandings.matches', defaultMessage: 'Matches of group {group}' },
            { group: group.id },
          )}
        >
          {group.matches.map((match) => (
            <LeagueMatchRow
              key={match.id}
              match={match}
              href={paths.page('competition-site-season-matches-match', { match: match.slug })}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** Why a cup shows no group tables: a straight draw has none (its draw order instead), a groups cup not yet drawn. */
function NoGroups({ cup }: { cup: Cup }) {
  const intl = useIntl()
  const headingId = useId()
  if (cup.format.kind === 'groups')
    return (
      <PageState
        icon={<Shuffle />}
        title={<FormattedMessage id="competitionSite.cupStandings.notDrawnTitle" defaultMessage="Not drawn yet" />}
        description={
          <FormattedMessage
            id="competitionSite.cupStandings.notDrawnBody"
            defaultMessage="The groups are made at the draw; their tables appear here then."
          />
        }
      />
    )
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-sm">
        <FormattedMessage
          id="competitionSite.cupStandings.straightDraw"
          defaultMessage="This cup has no groups: it is a straight draw into a knockout, where the winner of every match goes on."
        />
      </p>
      {cup.draw ? (
        <section className="flex flex-col gap-2" aria-labelledby={headingId}>
          <h2 id={headingId} className="text-lg font-semibold">
            <FormattedMessage id="competitionSite.cupStandings.drawOrder" defaultMessage="Draw order" />
          </h2>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="competitionSite.cupStandings.drawOrderBody"
              defaultMessage="The teams in the order they were drawn on {date}; the first of each pair plays at home."
              values={{ date: intl.formatDate(cup.draw.at, { dateStyle: 'long' }) }}
            />
          </p>
          <ol className="flex list-decimal flex-col gap-1 ps-8 text-sm marker:text-muted-foreground">
            {cup.draw.order.map((team) => (
              <li key={team.slug}>{team.name}</li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competitionSite.cupStandings.drawPending"
            defaultMessage="The draw has not been made yet."
          />
        </p>
      )}
    </div>
  )
}

/**
 * `/{season?}/cup/{group}/standings`: the group tables of a cup on the league's site, each with its matches, for a
 * cup played in groups; for a straight draw, why there are none and the order the teams were drawn in.
 */
export function SiteCupStandingsScreen({ season, group }: SiteCupStandingsScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const { page, cupName } = useSiteCup(season, group)
  return (
    <SitePage
      season={season}
      state={page}
      title={cupName ?? intl.formatMessage(siteCupMessages.title)}
      description={page.status === 'ready' ? <CupSummary cup={page.cup} /> : undefined}
      nav={cupName ? <CupNav season={season} group={group} cupName={cupName} current="standings" /> : null}
      loadingLabel={intl.formatMessage(siteCupMessages.loading)}
      errorTitle={<FormattedMessage {...siteCupMessages.errorTitle} />}
      notFoundTitle={<FormattedMessage {...siteCupMessages.notFound} />}
    >
      {({ cup, context }) =>
        cup.groups.length === 0 ? (
          <NoGroups cup={cup} />
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            {cup.groups.map((cupGroup) => (
              <GroupSection key={cupGroup.id} group={cupGroup} paths={paths} context={context} />
            ))}
          </div>
        )
      }
    </SitePage>
  )
}
