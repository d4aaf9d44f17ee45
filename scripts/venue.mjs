// Venue mode (`npm start -- --venue` or OCHE_VENUE=1): tablets and phones on the venue's network open the laptop's
// address. This module finds that address and prints it, with a QR code to scan (docs/getting-started.md).
import { networkInterfaces } from 'node:os'
import QRCode from 'qrcode'

/** `--venue` among the arguments, or OCHE_VENUE=1 (or `true`) in the environment. */
export function isVenueMode(argv = process.argv.slice(2), env = process.env) {
  return argv.includes('--venue') || /^(1|true|yes)$/i.test(env.OCHE_VENUE ?? '')
}

const privateRanges = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./]

/**
 * The laptop's IPv4 addresses other devices can reach: no loopback, no link-local (169.254.x, an interface without
 * a network); private ranges (a venue's Wi-Fi) first.
 */
export function lanAddresses(interfaces = networkInterfaces()) {
  const found = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.'))
    .map((entry) => entry.address)
  const unique = [...new Set(found)]
  const rank = (address) => (privateRanges.some((range) => range.test(address)) ? 0 : 1)
  return unique.sort((a, b) => rank(a) - rank(b))
}

/** What the terminal shows once the platform is up in venue mode: every address, and a QR code for the first. */
export async function venueBanner(port, addresses = lanAddresses()) {
  const urls = addresses.map((address) => `http://${address}:${port}`)
  const lines = ['', '  Venue mode: devices on this network open Oche at']
  if (urls.length === 0) {
    lines.push('    (no network address found: is this laptop connected to the venue\u2019s Wi-Fi?)')
    return `${lines.join('\n')}\n`
  }
  for (const url of urls) lines.push(`    ${url}`)
  const qr = await QRCode.toString(urls[0], { type: 'terminal', small: true })
  lines.push('', `  Scan to open ${urls[0]}:`, '', ...qr.split('\n').map((line) => `  ${line}`))
  lines.push(
    '  The API, the test login, the development outbox and the demo accounts answer this laptop only.',
    '  Treat the venue\u2019s Wi-Fi as hostile: real accounts need real passwords (demo data off: OCHE_SEED_DEMO=0).',
    '',
  )
  return lines.join('\n')
}
