import type { Board } from '@oche/api'
import { routePath } from '../../../routing/route-path'

/** The login code in two groups of three ("ABC DEF"), so it reads out loud and types back without mistakes. */
export function groupBoardCode(code: string): string {
  const clean = code.replace(/[\s-]/g, '').toUpperCase()
  return clean.length > 3 ? `${clean.slice(0, 3)} ${clean.slice(3)}` : clean
}

/** The tablet login page with the code filled in, on `origin` (`https://oche.app/tablet/login?code=ABCDEF`). */
export function tabletLoginUrl(code: string, origin: string): string {
  const url = new URL(routePath('tablet-login'), origin)
  url.searchParams.set('code', code)
  return url.href
}

/** The tablet login page to type into a tablet's browser, without the scheme (`oche.app/tablet/login`). */
export function tabletLoginAddress(origin: string): string {
  const url = new URL(routePath('tablet-login'), origin)
  return `${url.host}${url.pathname}`
}

/** The lowest board number not taken yet: what "Add a board" suggests. */
export function nextBoardNumber(boards: readonly Pick<Board, 'number'>[]): number {
  const taken = new Set(boards.map((board) => board.number))
  let number = 1
  while (taken.has(number)) number += 1
  return number
}
