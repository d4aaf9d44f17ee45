import type { PromotionReason, SeasonPromotion } from '@oche/api'
import { FormattedMessage } from 'react-intl'
import { noDivision } from './season-form-values'

export type DivisionLink = SeasonPromotion['divisions'][number]

/** Why the team is proposed where it is, as the proposal says. */
export function PromotionReasonText({ reason }: { reason: PromotionReason }) {
  switch (reason.kind) {
    case 'promoted':
      return (
        <FormattedMessage
          id="competition.seasonForm.promotionPromoted"
          defaultMessage="Promotion: {nth, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place"
          values={{ nth: reason.nth }}
        />
      )
    case 'relegated':
      return (
        <FormattedMessage
          id="competition.seasonForm.promotionRelegated"
          defaultMessage="Relegation: {nth, selectordinal, =1 {last place} one {#st from the bottom} two {#nd from the bottom} few {#rd from the bottom} other {#th from the bottom}}"
          values={{ nth: reason.nth }}
        />
      )
    case 'new':
      return (
        <FormattedMessage
          id="competition.seasonForm.promotionNew"
          defaultMessage="In no division: a new team starts in the lowest"
        />
      )
    case 'stays':
      switch (reason.because) {
        case 'midTable':
          return <FormattedMessage id="competition.seasonForm.promotionStays" defaultMessage="Stays" />
        case 'highestDivision':
          return (
            <FormattedMessage
              id="competition.seasonForm.promotionHighest"
              defaultMessage="Stays: there is no higher division"
            />
          )
        case 'lowestDivision':
          return (
            <FormattedMessage
              id="competition.seasonForm.promotionLowest"
              defaultMessage="Stays: there is no lower division"
            />
          )
        case 'noResults':
          return (
            <FormattedMessage
              id="competition.seasonForm.promotionNoResults"
              defaultMessage="Stays: no match of the division has a result"
            />
          )
        default:
          return reason.because satisfies never
      }
    default:
      return reason satisfies never
  }
}

/** Where a destination is from the team's own division: up, stays, down, further, or out of the divisions. */
export function moveOf(divisions: readonly DivisionLink[], from: string, to: string) {
  if (to === noDivision) return 'none'
  const source = divisions.findIndex((division) => division.slug === from)
  const target = divisions.findIndex((division) => division.slug === to)
  if (source === -1) return 'placed'
  return target === source ? 'stays' : target === source - 1 ? 'up' : target === source + 1 ? 'down' : 'other'
}

/** An option of the select: the division's name, and for a team of a division whether it goes up, stays or down. */
export function DivisionOption({ division, move }: { division: DivisionLink; move: ReturnType<typeof moveOf> }) {
  if (move === 'up')
    return (
      <FormattedMessage
        id="competition.seasonForm.placementUp"
        defaultMessage="{division} (up)"
        values={{ division: division.name }}
      />
    )
  if (move === 'stays')
    return (
      <FormattedMessage
        id="competition.seasonForm.placementStays"
        defaultMessage="{division} (stays)"
        values={{ division: division.name }}
      />
    )
  if (move === 'down')
    return (
      <FormattedMessage
        id="competition.seasonForm.placementDown"
        defaultMessage="{division} (down)"
        values={{ division: division.name }}
      />
    )
  return division.name
}
