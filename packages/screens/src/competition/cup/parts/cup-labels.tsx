import type { CupState, CupSummary } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { useIntl } from 'react-intl'
import { cupMessages } from './cup-messages'

/** The cup's format in words: "Straight draw", "Groups of up to 4, then a knockout for the best 2 of each, with a plate". */
export function useCupFormat() {
  const intl = useIntl()
  return (format: CupSummary['format'], { short = false }: { short?: boolean } = {}) => {
    if (format.kind === 'draw') return intl.formatMessage(cupMessages.formatDraw)
    const base = short
      ? intl.formatMessage(cupMessages.formatGroupsShort)
      : intl.formatMessage(cupMessages.formatGroups, {
          size: format.groupSize,
          qualifiers: format.qualifiersPerGroup,
        })
    return format.hasPlate ? `${base}, ${intl.formatMessage(cupMessages.withPlate)}` : base
  }
}

const stateVariant: Record<CupState, BadgeVariant> = { entries: 'info', drawn: 'primary', finished: 'neutral' }
const stateMessage = {
  entries: cupMessages.stateEntries,
  drawn: cupMessages.stateDrawn,
  finished: cupMessages.stateFinished,
} as const

/** Where the cup stands: entries open, under way, finished. */
export function CupStateBadge({ state }: { state: CupState }) {
  const intl = useIntl()
  return <Badge variant={stateVariant[state]}>{intl.formatMessage(stateMessage[state])}</Badge>
}
