import { chromium, type Browser } from 'playwright-core'

/**
 * Debian's chromium, as the browser tests and the web host's benchmarks launch it: headless, quiet (no background
 * traffic of its own), with `host` (a competition site's host name) resolving to this machine.
 */
export function launchChromium(host: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
    ],
  })
}
