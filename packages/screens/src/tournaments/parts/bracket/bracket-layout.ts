import type { Game } from '@oche/api'

/** A part of a stage drawn as one bracket: a knockout's tree, its third-place game, or a double elimination's part. */
export type BracketSectionKind = 'main' | 'thirdPlace' | 'winners' | 'losers' | 'final'

export type BracketSection = { kind: BracketSectionKind; games: Game[] }

const byRoundAndSlot = (a: Game, b: Game) => a.round - b.round || a.slot - b.slot

/**
 * The sections a stage's games are drawn in: a double elimination's winners bracket, losers bracket and final; a
 * knockout's tree and, apart from it, the third-place game. Empty sections are left out.
 */
export function bracketSections(games: readonly Game[]): BracketSection[] {
  const sorted = [...games].sort(byRoundAndSlot)
  const sections: BracketSection[] = sorted.some((game) => game.bracket !== null)
    ? [
        { kind: 'winners', games: sorted.filter((game) => game.bracket === 'winners') },
        { kind: 'losers', games: sorted.filter((game) => game.bracket === 'losers') },
        { kind: 'final', games: sorted.filter((game) => game.bracket === 'final') },
      ]
    : [
        { kind: 'main', games: sorted.filter((game) => game.round_code !== 'thirdPlace') },
        { kind: 'thirdPlace', games: sorted.filter((game) => game.round_code === 'thirdPlace') },
      ]
  return sections.filter((section) => section.games.length > 0)
}

/** Sizes of a game card and the space between cards, in CSS pixels at zoom 1. */
export type BracketMetrics = { cardWidth: number; cardHeight: number; columnGap: number; rowGap: number }

export const defaultBracketMetrics: BracketMetrics = { cardWidth: 232, cardHeight: 88, columnGap: 48, rowGap: 16 }

export type PlacedColumn = { round: number; left: number; games: Game[] }
export type PlacedGame = { game: Game; column: number; left: number; top: number }
/** An elbow line from the right edge of `fromId`'s card to the left edge of `toId`'s card. */
export type BracketConnector = { fromId: string; toId: string; path: string }

export type BracketLayout = {
  columns: PlacedColumn[]
  games: PlacedGame[]
  connectors: BracketConnector[]
  width: number
  height: number
}

/** The games of the section that feed `game` (a side taking their winner), as the section draws them. */
function feedersOf(game: Game, placed: ReadonlyMap<string, PlacedGame>): PlacedGame[] {
  return game.sides.flatMap((side) => {
    const source = side.source
    if (source?.kind !== 'winnerOf') return []
    const feeder = placed.get(source.game_id)
    return feeder ? [feeder] : []
  })
}

/**
 * Where each card of a section goes: one column per round; first-round cards stacked in slot order; a later card
 * centred on the cards whose winners it takes (a drop-in round of a losers bracket lines up with its one feeder),
 * pushed down when it would overlap the card above. Connectors join each feeder to the card it feeds.
 */
export function layoutBracket(games: readonly Game[], metrics: BracketMetrics = defaultBracketMetrics): BracketLayout {
  const { cardWidth, cardHeight, columnGap, rowGap } = metrics
  const rounds = [...new Set(games.map((game) => game.round))].sort((a, b) => a - b)
  const placed = new Map<string, PlacedGame>()
  const columns: PlacedColumn[] = rounds.map((round, column) => {
    const left = column * (cardWidth + columnGap)
    const inRound = games.filter((game) => game.round === round).sort((a, b) => a.slot - b.slot)
    let nextFree = 0
    for (const game of inRound) {
      const feeders = feedersOf(game, placed)
      const centred =
        feeders.length > 0 ? feeders.reduce((sum, feeder) => sum + feeder.top, 0) / feeders.length : nextFree
      const top = Math.max(centred, nextFree)
      placed.set(game.id, { game, column, left, top })
      nextFree = top + cardHeight + rowGap
    }
    return { round, left, games: inRound }
  })
  const connectors = [...placed.values()].flatMap((target) =>
    feedersOf(target.game, placed).map((feeder) => {
      const startX = feeder.left + cardWidth
      const startY = feeder.top + cardHeight / 2
      const endX = target.left
      const endY = target.top + cardHeight / 2
      const middleX = startX + (endX - startX) / 2
      return {
        fromId: feeder.game.id,
        toId: target.game.id,
        path: `M ${startX} ${startY} H ${middleX} V ${endY} H ${endX}`,
      }
    }),
  )
  const all = [...placed.values()]
  return {
    columns,
    games: all,
    connectors,
    width: columns.length > 0 ? columns.length * cardWidth + (columns.length - 1) * columnGap : 0,
    height: all.length > 0 ? Math.max(...all.map((game) => game.top)) + cardHeight : 0,
  }
}
