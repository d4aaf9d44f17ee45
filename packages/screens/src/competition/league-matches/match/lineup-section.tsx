import type { LeagueMatch } from '@oche/api'
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, useDisclosure } from '@oche/ui'
import { ChevronDown } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LineupForm } from './lineup-form'
import { isStarted } from './lineup-values'
import type { LeagueMatchActions } from './use-league-match-actions'

/** Whether the caller has a lineup to name: a team they may name it for, and a game that has not started. */
export function hasLineupToName(match: LeagueMatch): boolean {
  return match.can.lineup.length > 0 && match.games.some((game) => !isStarted(game))
}

/** The lineup form of each team the caller may name: one for a captain, a tab per team for an admin. */
function LineupForms({
  match,
  submitLineup,
}: {
  match: LeagueMatch
  submitLineup: LeagueMatchActions['submitLineup']
}) {
  const intl = useIntl()
  const [first, ...others] = match.can.lineup
  if (!first) return null
  if (others.length === 0) return <LineupForm match={match} side={first} submitLineup={submitLineup} />
  return (
    <Tabs defaultValue={first}>
      <TabsList aria-label={intl.formatMessage({ id: 'competition.leagueMatch.lineupTabs', defaultMessage: 'Team' })}>
        {match.can.lineup.map((side) => (
          <TabsTrigger key={side} value={side}>
            {match[side].name}
          </TabsTrigger>
        ))}
      </TabsList>
      {match.can.lineup.map((side) => (
        <TabsContent key={side} value={side}>
          <LineupForm match={match} side={side} submitLineup={submitLineup} />
        </TabsContent>
      ))}
    </Tabs>
  )
}

/**
 * The lineups the caller names: open while one is still to submit, behind "Change the lineup" once they are in (the
 * games are what matters then). The forms keep their place in the tree when the last lineup goes in, so the button
 * the captain pressed keeps the focus.
 */
export function LineupSection(props: { match: LeagueMatch; submitLineup: LeagueMatchActions['submitLineup'] }) {
  const { match } = props
  const isAllIn = match.can.lineup.every((side) => match.lineups_submitted[side])
  const lineups = useDisclosure({ defaultOpen: !isAllIn, keepMounted: true })
  const isShown = !isAllIn || lineups.isOpen
  return (
    <div className="flex flex-col gap-4">
      {isAllIn ? (
        <Button variant="outline" className="self-start" {...lineups.triggerProps}>
          <ChevronDown aria-hidden className={lineups.isOpen ? 'rotate-180' : undefined} />
          <FormattedMessage id="competition.leagueMatch.changeLineup" defaultMessage="Change the lineup" />
        </Button>
      ) : null}
      {/* Shown while a lineup is still to submit, whatever the button says (it is not there then). */}
      <div id={lineups.contentProps.id} hidden={!isShown}>
        {isShown ? <LineupForms {...props} /> : null}
      </div>
    </div>
  )
}
