import { SearchX } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { PageState, PageStateLink } from '../../../app/page-states'

/** The match of the link is not in this season (mistyped, or from another season). */
export function LeagueMatchNotFoundState({ matchesHref }: { matchesHref: string }) {
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={
        <FormattedMessage id="competition.leagueMatch.notFoundTitle" defaultMessage="This match cannot be found" />
      }
      description={
        <FormattedMessage
          id="competition.leagueMatch.notFoundBody"
          defaultMessage="The link may be mistyped, or the match belongs to another season."
        />
      }
      actions={
        <PageStateLink variant="outline" href={matchesHref}>
          <FormattedMessage id="competition.leagueMatch.toMatches" defaultMessage="Go to the season’s matches" />
        </PageStateLink>
      }
    />
  )
}
