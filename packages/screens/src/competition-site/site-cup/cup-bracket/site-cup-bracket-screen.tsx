import type { Cup } from '@oche/api'
import { Shuffle } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../../app/page-states'
import { CupBrackets, cupMessages } from '../../../competition/cup/parts'
import { SitePage } from '../../parts/site-page'
import { useSitePaths } from '../../parts/site-paths'
import { CupNav, CupSummary, siteCupMessages, useSiteCup } from '../parts'

export type SiteCupBracketScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The cup's slug (`cup/{group}`). */
  group: string
}

/** The final ranking of the cup (and of the plate) once its final is won. */
function Rankings({ cup }: { cup: Cup }) {
  const intl = useIntl()
  const headingId = useId()
  const lists = [
    { trophy: 'cup' as const, rows: cup.rankings.cup },
    { trophy: 'plate' as const, rows: cup.rankings.plate },
  ].filter((list) => list.rows.length > 0)
  if (lists.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        <FormattedMessage id="competitionSite.cupBracket.ranking" defaultMessage="Final ranking" />
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {lists.map((list) => {
          const label = intl.formatMessage(
            { id: 'competitionSite.cupBracket.rankingOf', defaultMessage: 'Final ranking: {trophy}' },
            { trophy: intl.formatMessage(list.trophy === 'cup' ? cupMessages.cup : cupMessages.plate) },
          )
          return (
            <ol
              key={list.trophy}
              aria-label={label}
              className="flex flex-col divide-y rounded-md border bg-surface-raised px-4 py-2"
            >
              {list.rows.map((row) => (
                <li key={row.team.slug} className="flex items-center gap-3 py-1.5">
                  <span className="w-8 text-end font-semibold tabular-nums">
                    <FormattedMessage
                      id="competitionSite.cupBracket.position"
                      defaultMessage="{position}."
                      values={{ position: row.position }}
                    />
                  </span>
                  <span className={row.position === 1 ? 'font-semibold' : undefined}>{row.team.name}</span>
                </li>
              ))}
            </ol>
          )
        })}
      </div>
    </section>
  )
}

function BracketSection({ children }: { children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        <FormattedMessage id="competitionSite.cupBracket.heading" defaultMessage="Bracket" />
      </h2>
      {children}
    </section>
  )
}

/**
 * `/{season?}/cup/{group}/bracket`: a cup's knockouts on the league's site, the cup's bracket and then the plate's:
 * rounds from first to final with their dates, each match's teams (or where they come from), byes, walkovers and
 * winners with their games, and the match page of every match that has one; the final ranking once it is won.
 */
export function SiteCupBracketScreen({ season, group }: SiteCupBracketScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const { page, cupName } = useSiteCup(season, group)
  return (
    <SitePage
      season={season}
      state={page}
      title={cupName ?? intl.formatMessage(siteCupMessages.title)}
      description={page.status === 'ready' ? <CupSummary cup={page.cup} /> : undefined}
      nav={cupName ? <CupNav season={season} group={group} cupName={cupName} current="bracket" /> : null}
      loadingLabel={intl.formatMessage(siteCupMessages.loading)}
      errorTitle={<FormattedMessage {...siteCupMessages.errorTitle} />}
      notFoundTitle={<FormattedMessage {...siteCupMessages.notFound} />}
    >
      {({ cup }) =>
        cup.matches.length === 0 ? (
          <PageState
            icon={<Shuffle />}
            title={<FormattedMessage id="competitionSite.cupBracket.emptyTitle" defaultMessage="Not drawn yet" />}
            description={
              <FormattedMessage
                id="competitionSite.cupBracket.emptyBody"
                defaultMessage="The bracket appears here once the cup is drawn."
              />
            }
          />
        ) : (
          <div className="flex flex-col gap-8">
            <Rankings cup={cup} />
            <BracketSection>
              <CupBrackets
                matches={cup.matches}
                matchHref={(match) => paths.page('competition-site-season-matches-match', { match })}
              />
            </BracketSection>
          </div>
        )
      }
    </SitePage>
  )
}
