import { buildRankingDetail, type RankingSnapshot } from '@oche/api'
import { rankingSnapshotFixtures } from '@oche/mocks'

// Stories only: the club ranking of the mocks as pages, and the phone the public pages are checked on.

export const clubSnapshot = rankingSnapshotFixtures.club

/** The club's order of merit as a visitor sees it (public, last 12 months, best 3 of 4 tournaments). */
export const clubRanking = buildRankingDetail(clubSnapshot, false)

/** The club ranking after its first tournament only: everyone is new in it. */
export const firstTournamentRanking = (() => {
  const [first] = clubSnapshot.tournaments
  if (!first) throw new Error('The club ranking fixture needs a tournament')
  const snapshot: RankingSnapshot = {
    ...clubSnapshot,
    tournaments: [first],
    results: clubSnapshot.results.filter((result) => result.tournamentId === first.id),
  }
  return buildRankingDetail(snapshot, false)
})()

/** A 390 px wide phone (an iPhone 12 to 15), for `parameters.viewport.options` and `globals.viewport`. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const

/** True while the page scrolls sideways: wider inside than the window. */
export const pageOverflowsSideways = () => document.documentElement.scrollWidth > document.documentElement.clientWidth
