import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt with N=2^15, r=8: 32 MiB of memory per hash (OWASP's minimum for scrypt is N=2^17 with r=8, p=1
// or an equivalent trade; 2^15 keeps a login under ~100 ms on a 2-core machine). The parameters are
// stored in the hash, so raising them later only affects new hashes.
const COST = 2 ** 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

function scryptOptions(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  return { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize * parallelism }
}

/** `scrypt$N$r$p$salt$key`, with salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, scryptOptions(COST, BLOCK_SIZE, PARALLELISM), KEY_LENGTH)
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, cost, blockSize, parallelism, salt, key] = stored.split('$')
  if (algorithm !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const options = scryptOptions(Number(cost), Number(blockSize), Number(parallelism))
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length)
  return timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined

/** A real hash to verify against when no account matches, so that unknown e-mails take as long as known ones. */
export function passwordHashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}
