import { describe, expect, it } from 'vitest'
import { isVenueMode, lanAddresses, venueBanner } from './venue.mjs'

const entry = (address, family = 'IPv4', internal = false) => ({ address, family, internal })

describe('venue mode', () => {
  it('is switched on by --venue or OCHE_VENUE=1, and off by default', () => {
    expect(isVenueMode(['start'], {})).toBe(false)
    expect(isVenueMode(['start', '--venue'], {})).toBe(true)
    expect(isVenueMode(['start'], { OCHE_VENUE: '1' })).toBe(true)
    expect(isVenueMode(['start'], { OCHE_VENUE: '0' })).toBe(false)
  })

  it("lists the laptop's network addresses, private ones first, without loopback or link-local", () => {
    const addresses = lanAddresses({
      lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
      eth0: [entry('203.0.113.5'), entry('fe80::1', 'IPv6')],
      wlan0: [entry('192.168.1.20'), entry('169.254.3.4')],
    })
    expect(addresses).toEqual(['192.168.1.20', '203.0.113.5'])
  })

  it('prints every address and a QR code for the first', async () => {
    const banner = await venueBanner('3000', ['192.168.1.20', '10.0.0.7'])
    expect(banner).toContain('http://192.168.1.20:3000')
    expect(banner).toContain('http://10.0.0.7:3000')
    expect(banner).toContain('Scan to open http://192.168.1.20:3000')
    expect(banner).toMatch(/[▀▄█]/)
    expect(await venueBanner('3000', [])).toContain('no network address found')
  })
})
