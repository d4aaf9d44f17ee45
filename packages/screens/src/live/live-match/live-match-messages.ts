import { defineMessage } from 'react-intl'

/** Messages the live view's parts share; everything else is written where it is shown. */
export const liveMatchMessages = {
  legOfMatch: defineMessage<{ leg: number }>({ id: 'live.match.legOfMatch', defaultMessage: 'Leg {leg}' }),
  legOfSet: defineMessage<{ set: number; leg: number }>({
    id: 'live.match.legOfSet',
    defaultMessage: 'Set {set}, leg {leg}',
  }),
  bust: defineMessage({ id: 'live.match.bust', defaultMessage: 'Bust' }),
  checkout: defineMessage({ id: 'live.match.checkout', defaultMessage: 'Checkout' }),
  dartName: defineMessage<{ ring: string; number: string }>({
    id: 'live.match.dartName',
    defaultMessage:
      '{ring, select, single {Single {number}} double {Double {number}} treble {Treble {number}} outerBull {Outer bull} bullseye {Bullseye} other {Miss}}',
  }),
}
