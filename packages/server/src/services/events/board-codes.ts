import { randomBytes } from 'node:crypto'
import { boardCodeAlphabet, boardCodeLength } from '@oche/api'
import { hashToken } from '../accounts/tokens'

const CODE = new RegExp(`^[${boardCodeAlphabet}]{${boardCodeLength}}$`)

/** A fresh board login code: six characters of the unambiguous alphabet, uniformly random. */
export function generateBoardCode(): string {
  // 32 letters: the low five bits of a random byte pick one without bias.
  return Array.from(randomBytes(boardCodeLength), (byte) => boardCodeAlphabet[byte % boardCodeAlphabet.length]).join('')
}

/** A code as typed on a tablet, upper-cased without spaces and dashes; null when it cannot be a code. */
export function normaliseBoardCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase()
  return CODE.test(code) ? code : null
}

/** What is stored of a code: its SHA-256, as for api tokens. */
export function hashBoardCode(code: string): string {
  return hashToken(code)
}
