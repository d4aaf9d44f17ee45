import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt's cost (N), block size (r) and parallelism (p): stored in every hash, `scrypt$N$r$p$salt$key`. */
export type ScryptParameters = { cost: number; blockSize: number; parallelism: number }

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1, or an equal trade such as N=2^15, r=8, p=3.
 * Oche takes the second: the same work with a quarter of the memory (32 MiB per hash instead of 128 MiB), so
 * four logins at once on a venue laptop need 128 MiB, not 512. One login's check costs about 0.2 s of one core on
 * a 2-core machine (docs/benchmarks.md, "Password hashing"). `crypto.argon2` is not used: it came in Node 24.7 as a
 * release candidate, and Oche also runs on Node 22.
 */
export const PRODUCTION_PASSWORD_PARAMETERS: ScryptParameters = { cost: 2 ** 15, blockSize: 8, parallelism: 3 }

/** The tests hash hundreds of passwords: under Vitest (or NODE_ENV=test) a cheap cost keeps them fast. */
const TEST_PASSWORD_PARAMETERS: ScryptParameters = { cost: 2 ** 10, blockSize: 8, parallelism: 1 }

/** What new hashes use: production's parameters, except in the test runner. */
export function currentPasswordParameters(env: NodeJS.ProcessEnv = process.env): ScryptParameters {
  return env.VITEST || env.NODE_ENV === 'test' ? TEST_PASSWORD_PARAMETERS : PRODUCTION_PASSWORD_PARAMETERS
}

const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

function scryptOptions({ cost, blockSize, parallelism }: ScryptParameters): ScryptOptions {
  // scrypt needs 128·N·r bytes; the limit leaves room for the rest of its state.
  return { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize }
}

/** `scrypt$N$r$p$salt$key`, with salt and key in base64url. */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = currentPasswordParameters(),
): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, scryptOptions(parameters), KEY_LENGTH)
  const { cost, blockSize, parallelism } = parameters
  return ['scrypt', cost, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** The parameters a stored hash was made with, or null when it is no scrypt hash of ours. */
export function passwordHashParameters(stored: string): ScryptParameters | null {
  const [algorithm, cost, blockSize, parallelism, salt, key] = stored.split('$')
  if (algorithm !== 'scrypt' || !salt || !key) return null
  const parameters = { cost: Number(cost), blockSize: Number(blockSize), parallelism: Number(parallelism) }
  return Object.values(parameters).every((value) => Number.isSafeInteger(value) && value > 0) ? parameters : null
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parameters = passwordHashParameters(stored)
  const [, , , , salt, key] = stored.split('$')
  if (!parameters || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), scryptOptions(parameters), expected.length)
  return timingSafeEqual(actual, expected)
}

/**
 * Whether a stored hash should be made again with `current` at the next successful login: its parameters ask
 * for less work (N·r·p) or less memory (N·r) than the current ones. A stronger hash is kept as it is.
 */
export function needsRehash(stored: string, current: ScryptParameters = currentPasswordParameters()): boolean {
  const parameters = passwordHashParameters(stored)
  if (!parameters) return true
  const memory = (p: ScryptParameters) => p.cost * p.blockSize
  const work = (p: ScryptParameters) => memory(p) * p.parallelism
  return work(parameters) < work(current) || memory(parameters) < memory(current)
}

let dummyHash: Promise<string> | undefined

/** A real hash to verify against when no account matches, so that unknown e-mails take as long as known ones. */
export function passwordHashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}
