import { defineMessages } from 'react-intl'

/** The names of the figures, which the tiles and the charts share. */
export const myStatsMessages = defineMessages({
  threeDartAverage: { id: 'accounts.myStats.threeDartAverage', defaultMessage: '3-dart average' },
  firstNineAverage: { id: 'accounts.myStats.firstNineAverage', defaultMessage: 'First-9 average' },
  checkoutPercentage: { id: 'accounts.myStats.checkoutPercentage', defaultMessage: 'Checkout percentage' },
  oneEighties: { id: 'accounts.myStats.oneEighties', defaultMessage: '180s' },
  oneSeventyOnes: { id: 'accounts.myStats.oneSeventyOnes', defaultMessage: '171s' },
  oneFortyPlus: { id: 'accounts.myStats.oneFortyPlus', defaultMessage: '140+' },
  tonPlus: { id: 'accounts.myStats.tonPlus', defaultMessage: '100+' },
})
