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

/** A counter's open window: its count, and the milliseconds until it closes. */
export type CounterWindow = { count: number; msLeft: number }

/**
 * Where limiters keep their counters: this process's memory (`MemoryLimiterStore`, the default, right for one API
 * process) or Redis, shared by every API process (`createRedisLimiterStore`, when `REDIS_URL` is set). Keys arrive
 * already prefixed with the limiter's name.
 */
export interface LimiterStore {
  /** The open windows of these counters, in the same order (undefined: none open). */
  read(keys: readonly string[]): Promise<(CounterWindow | undefined)[]>
  /**
   * Adds one to each counter, opening a window of `windowMs` on one that has none. `group` names the counters that
   * `deleteGroup` removes together (an account's per-address counters).
   */
  increment(keys: readonly string[], windowMs: number, group?: string): Promise<void>
  /** Removes these counters (their windows close now). */
  delete(keys: readonly string[]): Promise<void>
  /** Removes every counter incremented with this `group`. */
  deleteGroup(group: string): Promise<void>
}

type Window = { count: number; resetsAt: number; group: string | undefined }

/** The counters in this process's memory: the embedded default, and the fallback while Redis is away. */
export class MemoryLimiterStore implements LimiterStore {
  readonly #now: () => number
  readonly #windows = new Map<string, Window>()

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  async read(keys: readonly string[]): Promise<(CounterWindow | undefined)[]> {
    return keys.map((key) => {
      const window = this.#current(key)
      return window && { count: window.count, msLeft: window.resetsAt - this.#now() }
    })
  }

  async increment(keys: readonly string[], windowMs: number, group?: string): Promise<void> {
    for (const key of keys) {
      const window = this.#current(key)
      if (window) window.count += 1
      else {
        if (this.#windows.size > 100_000) this.#sweep()
        this.#windows.set(key, { count: 1, resetsAt: this.#now() + windowMs, group })
      }
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#windows.delete(key)
  }

  async deleteGroup(group: string): Promise<void> {
    for (const [key, window] of this.#windows) if (window.group === group) this.#windows.delete(key)
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key)
    if (window && window.resetsAt <= this.#now()) {
      this.#windows.delete(key)
      return undefined
    }
    return window
  }

  #sweep(): void {
    const now = this.#now()
    for (const [key, window] of this.#windows) if (window.resetsAt <= now) this.#windows.delete(key)
  }
}

export type LoginLimiterOptions = {
  /** Where the counts live; a `MemoryLimiterStore` of its own when omitted. */
  store?: LimiterStore
  /** Keeps this limiter's keys apart from the others' in a shared store (`login`, `board-code`, `mail`). */
  name?: string
}

/**
 * Counts failed attempts per (account, address), per account and per address in fixed windows. The address is the
 * real client's (`c.get('clientIp')`, see http/request-context.ts). With a shared store (Redis, `REDIS_URL`) every API
 * process counts against the same limits; with the default memory store one process keeps its own counts.
 */
export class LoginLimiter {
  readonly #limits: LoginLimits
  readonly #store: LimiterStore
  readonly #name: string

  constructor(limits: LoginLimits = defaultLoginLimits, options: LoginLimiterOptions = {}) {
    this.#limits = limits
    this.#store = options.store ?? new MemoryLimiterStore()
    this.#name = options.name ?? 'login'
  }

  /** Seconds until an attempt on this account from this address may be made again, or 0 when it may now. */
  async retryAfterSeconds(account: string, ip: string): Promise<number> {
    const checks: [string, number][] = [
      [this.#key('account', account), this.#limits.maxFailuresPerAccount],
      [this.#key('ip', ip), this.#limits.maxFailuresPerIp],
    ]
    if (this.#limits.maxFailuresPerAccountAndIp !== undefined)
      checks.push([this.#pairKey(account, ip), this.#limits.maxFailuresPerAccountAndIp])
    const windows = await this.#store.read(checks.map(([key]) => key))
    const blocked = checks.map(([, max], index) => {
      const window = windows[index]
      return window && window.count >= max ? window.msLeft : 0
    })
    return Math.ceil(Math.max(0, ...blocked) / 1000)
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const { windowMs } = this.#limits
    await this.#store.increment([this.#key('account', account), this.#key('ip', ip)], windowMs)
    if (this.#limits.maxFailuresPerAccountAndIp !== undefined)
      await this.#store.increment([this.#pairKey(account, ip)], windowMs, this.#pairGroup(account))
  }

  /**
   * A success clears this address's count on the account. It leaves the account's ceiling (someone else's guesses
   * keep counting) and the address's count (a sprayer who guessed one password right stays limited).
   */
  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.#store.delete([this.#pairKey(account, ip)])
  }

  /** Forgets every count on the account: its owner proved who they are another way (a password reset link). */
  async forgetAccount(account: string): Promise<void> {
    await this.#store.delete([this.#key('account', account)])
    await this.#store.deleteGroup(this.#pairGroup(account))
  }

  #key(kind: 'account' | 'ip', value: string): string {
    return `${this.#name}:${kind}:${value}`
  }

  // E-mail addresses have no newline, so the account part cannot run into the address part.
  #pairKey(account: string, ip: string): string {
    return `${this.#name}:pair:${account}\n${ip}`
  }

  #pairGroup(account: string): string {
    return `${this.#name}:pairs-of:${account}`
  }
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
