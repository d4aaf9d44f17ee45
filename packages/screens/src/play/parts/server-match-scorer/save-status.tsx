import { Badge, Button } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import type { MatchScorer } from '../scorer/use-match-scorer'

/** Whether the visits entered here are stored on the server: saved, saving, or not yet (with a retry). */
export function SaveStatus({ scorer }: { scorer: MatchScorer }) {
  const { sync } = scorer
  switch (sync.status) {
    case 'off':
    case 'saved':
      return (
        <Badge variant="success" data-sync="saved">
          <FormattedMessage id="play.serverScorer.saved" defaultMessage="Saved" />
        </Badge>
      )
    case 'saving':
      return (
        <Badge variant="neutral" data-sync="saving">
          <FormattedMessage id="play.serverScorer.saving" defaultMessage="Saving…" />
        </Badge>
      )
    case 'failed':
      return (
        <span className="inline-flex items-center gap-2" data-sync="failed">
          <Badge variant="warning">
            <FormattedMessage
              id="play.serverScorer.notSaved"
              defaultMessage="{count, plural, one {# visit} other {# visits}} not saved yet"
              values={{ count: sync.pending }}
            />
          </Badge>
          <Button variant="outline" size="sm" onClick={sync.retry}>
            <FormattedMessage id="play.serverScorer.retry" defaultMessage="Retry" />
          </Button>
        </span>
      )
    default:
      return sync.status satisfies never
  }
}
