import type { Cup } from '@oche/api'
import { Trophy } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { CupStateBadge, useCupFormat } from '../../../competition/cup/parts'

/**
 * A cup in one line under its title: where it stands, how it is played and, once won, its winner. Phrasing content
 * only (spans): the page layout puts a description in a paragraph, and a `div` there is moved out of it by the
 * browser's parser, so the page rendered on the server would not hydrate.
 */
export function CupSummary({ cup }: { cup: Pick<Cup, 'state' | 'format' | 'winner'> }) {
  const format = useCupFormat()
  return (
    <span data-slot="cup-summary" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <CupStateBadge state={cup.state} />
      <span className="text-muted-foreground">{format(cup.format)}</span>
      {cup.winner ? (
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Trophy aria-hidden className="size-4 text-warning" />
          <FormattedMessage
            id="competitionSite.cup.winner"
            defaultMessage="Winner: {team}"
            values={{ team: cup.winner.name }}
          />
        </span>
      ) : null}
    </span>
  )
}
