export type LoginLimits = {
  /**
   * Failed attempts on one account (or key) from one client address within the window before that address is
   * locked out of that account for the rest of it. Unset: the account's own limit is the only one per account.
   */
  maxFailuresPerAccountAndIp?: number
  /**
   * Failed attempts on one account (or key) from all addresses together: a ceiling against guessing from many
   * addresses at once, higher than the per-address lock so that others' failures rarely lock the owner out.
   */
  maxFailuresPerAccount: number
  /** Failed attempts from one client address on any accounts within the window. */
  maxFailuresPerIp: number
  windowMs: number
}

/**
 * Password logins (and the password checks of a password change or account deletion): 10 wrong passwords for one
 * account from one address lock that address out of the account for 15 minutes; 100 from all addresses together
 * lock the account; 100 from one address on any accounts lock the address. docs/security.md explains the choice.
 */
export const defaultLoginLimits: LoginLimits = {
  maxFailuresPerAccountAndIp: 10,
  maxFailuresPerAccount: 100,
  maxFailuresPerIp: 100,
  windowMs: 15 * 60_000,
}

/**
 * Tablet logins by board code, in a limiter of their own: a flood of wrong codes never blocks anyone's password
 * login. 100 wrong codes from one address within 15 minutes lock that address out of tablet logins.
 */
export const defaultBoardCodeLimits: LoginLimits = {
  maxFailuresPerAccount: 100,
  maxFailuresPerIp: 100,
  windowMs: 15 * 60_000,
}

type Window = { count: number; resetsAt: number }

/**
 * Counts failed attempts per (account, address), per account and per address in fixed windows, in memory. The
 * address is the real client's (`c.var.clientIp`, see http/request-context.ts). One API process keeps its own
 * counts; behind several processes the limits apply per process.
 */
export class LoginLimiter {
  readonly #limits: LoginLimits
  readonly #now: () => number
  readonly #windows = new Map<string, Window>()

  constructor(limits: LoginLimits = defaultLoginLimits, now: () => number = Date.now) {
    this.#limits = limits
    this.#now = now
  }

  /** Seconds until an attempt on this account from this address may be made again, or 0 when it may now. */
  retryAfterSeconds(account: string, ip: string): number {
    const blocked = [
      this.#blockedFor(`account:${account}`, this.#limits.maxFailuresPerAccount),
      this.#blockedFor(`ip:${ip}`, this.#limits.maxFailuresPerIp),
    ]
    if (this.#limits.maxFailuresPerAccountAndIp !== undefined)
      blocked.push(this.#blockedFor(pairKey(account, ip), this.#limits.maxFailuresPerAccountAndIp))
    return Math.ceil(Math.max(...blocked) / 1000)
  }

  recordFailure(account: string, ip: string): void {
    this.#increment(`account:${account}`)
    this.#increment(`ip:${ip}`)
    if (this.#limits.maxFailuresPerAccountAndIp !== undefined) this.#increment(pairKey(account, ip))
  }

  /**
   * A success clears this address's count on the account. It leaves the account's ceiling (someone else's guesses
   * keep counting) and the address's count (a sprayer who guessed one password right stays limited).
   */
  recordSuccess(account: string, ip: string): void {
    this.#windows.delete(pairKey(account, ip))
  }

  /** Forgets every count on the account: its owner proved who they are another way (a password reset link). */
  forgetAccount(account: string): void {
    this.#windows.delete(`account:${account}`)
    const prefix = pairKey(account, '')
    for (const key of this.#windows.keys()) if (key.startsWith(prefix)) this.#windows.delete(key)
  }

  #blockedFor(key: string, max: number): number {
    const window = this.#current(key)
    return window && window.count >= max ? window.resetsAt - this.#now() : 0
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key)
    if (window && window.resetsAt <= this.#now()) {
      this.#windows.delete(key)
      return undefined
    }
    return window
  }

  #increment(key: string): void {
    const window = this.#current(key)
    if (window) window.count += 1
    else {
      if (this.#windows.size > 100_000) this.#sweep()
      this.#windows.set(key, { count: 1, resetsAt: this.#now() + this.#limits.windowMs })
    }
  }

  #sweep(): void {
    const now = this.#now()
    for (const [key, window] of this.#windows) if (window.resetsAt <= now) this.#windows.delete(key)
  }
}

// E-mail addresses have no newline, so the account part cannot run into the address part.
function pairKey(account: string, ip: string): string {
  return `pair:${account}\n${ip}`
}

/**
 * Requests that send e-mail (`/password/forgot`, `/user/request-name-change`, `/user/request-email-change`),
 * per address or account and per IP. Every request counts, known address or not, so a limit tells nothing
 * about accounts, and nobody can use the platform to flood a mailbox.
 */
export const defaultMailLimits: LoginLimits = {
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
  windowMs: 15 * 60_000,
}
