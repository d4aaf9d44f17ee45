import type { StageKind, TournamentDetail } from '@oche/api'
import { Trophy } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { GameFormatText, GameRulesText } from '../parts/game-format/game-format-text'
import { formatSummary } from '../parts/labels/format-summary'
import { roundName } from '../parts/labels/round-names'
import { StageName } from '../parts/stage-names/stage-name'

/** The champion of a finished tournament, first thing on its overview. */
export function ChampionBanner({ champion }: { champion: string }) {
  return (
    <section
      data-slot="champion"
      className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 px-4 py-3"
    >
      <Trophy aria-hidden className="size-6 shrink-0 text-success" />
      <h2 className="flex flex-col">
        <span className="text-sm text-muted-foreground">
          <FormattedMessage id="tournaments.overview.champion" defaultMessage="Champion" />
        </span>
        <span className="text-xl font-bold">{champion}</span>
      </h2>
    </section>
  )
}

/**
 * What the tournament is: the organiser's description (plain text, line breaks kept), how it is played in one
 * sentence, and each phase's game settings with its longer rounds.
 */
export function TournamentAbout({ detail }: { detail: TournamentDetail }) {
  const intl = useIntl()
  const { tournament, entries, groups } = detail
  const playing = entries.filter((entry) => !entry.withdrawn).length
  const phases = (Object.keys(tournament.phases) as StageKind[]).flatMap((stage) => {
    const phase = tournament.phases[stage]
    return phase ? [{ stage, phase }] : []
  })
  return (
    <section aria-labelledby="tournament-about" className="flex flex-col gap-4">
      <h2 id="tournament-about" className="text-lg font-semibold">
        <FormattedMessage id="tournaments.overview.about" defaultMessage="About" />
      </h2>
      {tournament.description ? (
        <p data-slot="tournament-description" className="whitespace-pre-line">
          {tournament.description}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 text-sm @xl:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">
          <FormattedMessage id="tournaments.overview.format" defaultMessage="Format" />
        </dt>
        <dd data-slot="format-summary">{formatSummary(intl, tournament.format, playing, groups)}</dd>
        <dt className="font-medium text-muted-foreground">
          <FormattedMessage id="tournaments.overview.type" defaultMessage="Played as" />
        </dt>
        <dd>
          {tournament.type === 'pairs' ? (
            <FormattedMessage id="tournaments.overview.pairs" defaultMessage="Pairs" />
          ) : (
            <FormattedMessage id="tournaments.overview.singles" defaultMessage="Singles" />
          )}
        </dd>
        <dt className="font-medium text-muted-foreground">
          <FormattedMessage id="tournaments.overview.organiser" defaultMessage="Organiser" />
        </dt>
        <dd>{tournament.organiser.name}</dd>
        {phases.map(({ stage, phase }) => (
          <div key={stage} className="contents" data-slot="phase-settings">
            <dt className="font-medium text-muted-foreground">
              <StageName stage={stage} />
            </dt>
            <dd className="flex flex-col gap-0.5">
              <span>
                <FormattedMessage
                  id="tournaments.overview.phaseFormat"
                  defaultMessage="{rules}, {format}"
                  values={{ rules: <GameRulesText phase={phase} />, format: <GameFormatText format={phase.format} /> }}
                />
              </span>
              {Object.entries(phase.rounds).map(([code, format]) =>
                format ? (
                  <span key={code} className="text-muted-foreground">
                    <FormattedMessage
                      id="tournaments.overview.roundFormat"
                      defaultMessage="{round}: {format}"
                      values={{
                        round: roundName(intl, { round_code: code, round: 0 }),
                        format: <GameFormatText format={format} />,
                      }}
                    />
                  </span>
                ) : null,
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
