import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useMemo } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { TournamentBracket } from '../parts/bracket/tournament-bracket'
import { SectionEmpty } from '../parts/section-empty/section-empty'
import { StageName } from '../parts/stage-names/stage-name'
import { ChampionBanner } from '../tournament-overview/tournament-about'
import { TournamentPage } from '../parts/tournament-page/tournament-page'
import { tournamentGamePath } from '../parts/tournament-page/tournament-sections'
import { bracketStage, type BracketKind } from './bracket-stage'

export type TournamentBracketsScreenProps = {
  /** The tournament id from `/tournaments/{tournament}/winner-brackets` or `/consolation-brackets`. */
  id: string
  kind: BracketKind
}

function TournamentBrackets({ detail, kind }: { detail: TournamentDetail; kind: BracketKind }) {
  const intl = useIntl()
  const locale = useLocale()
  const { tournament } = detail
  const stage = bracketStage(tournament.format, kind)
  const games = useMemo(() => detail.games.filter((game) => game.stage === stage), [detail.games, stage])
  if (!stage) {
    return (
      <SectionEmpty
        tournamentId={tournament.id}
        title={
          kind === 'winners' ? (
            <FormattedMessage id="tournaments.brackets.noBracket" defaultMessage="This tournament has no bracket" />
          ) : (
            <FormattedMessage
              id="tournaments.brackets.noConsolation"
              defaultMessage="This tournament has no consolation knockout"
            />
          )
        }
      />
    )
  }
  if (games.length === 0) {
    return (
      <SectionEmpty
        tournamentId={tournament.id}
        title={<FormattedMessage id="tournaments.brackets.notDrawn" defaultMessage="The bracket is not drawn yet" />}
        description={
          <FormattedMessage
            id="tournaments.brackets.notDrawnBody"
            defaultMessage="It is drawn when the tournament starts; places from the groups are filled in as they finish."
          />
        }
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      {kind === 'winners' && detail.champion ? <ChampionBanner champion={detail.champion} /> : null}
      <h2 className="text-lg font-semibold">
        <StageName stage={stage} />
      </h2>
      <TournamentBracket
        games={games}
        label={intl.formatMessage(
          { id: 'tournaments.brackets.label', defaultMessage: 'Bracket of the {stage}' },
          { stage: intl.formatMessage(stageLabels[stage]) },
        )}
        gameHref={(gameId) => localizedPath(tournamentGamePath(tournament.id, gameId), locale)}
      />
    </div>
  )
}

const stageLabels = defineMessages({
  groups: { id: 'tournaments.brackets.stageGroups', defaultMessage: 'groups' },
  winnersKo: { id: 'tournaments.brackets.stageWinnersKo', defaultMessage: 'winners knockout' },
  consolationKo: { id: 'tournaments.brackets.stageConsolationKo', defaultMessage: 'consolation knockout' },
  knockout: { id: 'tournaments.brackets.stageKnockout', defaultMessage: 'knockout' },
  roundRobin: { id: 'tournaments.brackets.stageRoundRobin', defaultMessage: 'round robin' },
  doubleElimination: { id: 'tournaments.brackets.stageDoubleElimination', defaultMessage: 'double elimination' },
})

/**
 * `/tournaments/{tournament}/winner-brackets` and `/consolation-brackets` (public): the knockout as a zoomable,
 * printable bracket; every game links to its page. A knockout or double elimination is on the winners page.
 */
export function TournamentBracketsScreen({ id, kind }: TournamentBracketsScreenProps) {
  return (
    <TournamentPage id={id} section={kind === 'winners' ? 'winnerBrackets' : 'consolationBrackets'} isWide>
      {(detail) => <TournamentBrackets detail={detail} kind={kind} />}
    </TournamentPage>
  )
}
