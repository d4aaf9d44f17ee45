export type LoginLimits = {
  /** Failed logins for one e-mail address within the window before it is locked for the rest of it. */
  maxFailuresPerAccount: number
  /** Failed logins from one IP address within the window (a venue shares one IP: keep this generous). */
  maxFailuresPerIp: number
  windowMs: number
}

export const defaultLoginLimits: LoginLimits = {
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 100,
  windowMs: 15 * 60_000,
}

type Window = { count: number; resetsAt: number }

/**
 * Counts failed logins per account and per IP in fixed windows, in memory. One API process keeps its own
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

  /** Seconds until a login for this account from this IP may be tried again, or 0 when it may now. */
  retryAfterSeconds(email: string, ip: string): number {
    const blocked = [
      this.#blockedFor(`account:${email}`, this.#limits.maxFailuresPerAccount),
      this.#blockedFor(`ip:${ip}`, this.#limits.maxFailuresPerIp),
    ]
    return Math.ceil(Math.max(...blocked) / 1000)
  }

  recordFailure(email: string, ip: string): void {
    this.#increment(`account:${email}`)
    this.#increment(`ip:${ip}`)
  }

  /** A successful login clears the account's count, not the IP's. */
  recordSuccess(email: string): void {
    this.#windows.delete(`account:${email}`)
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
