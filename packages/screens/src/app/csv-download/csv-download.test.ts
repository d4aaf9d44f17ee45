import { afterEach, describe, expect, it, vi } from 'vitest'
import { csvFileName, downloadCsv, toCsv } from './csv-download'

describe('CSV export', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('writes a header row and the rows, numbers unformatted, empty cells for nothing', () => {
    expect(
      toCsv({
        header: ['Day', 'Active users', 'Average game minutes'],
        rows: [
          ['2026-11-24', 1234, 12.5],
          ['2026-11-25', 0, null],
        ],
      }),
    ).toBe('Day,Active users,Average game minutes\r\n2026-11-24,1234,12.5\r\n2026-11-25,0,')
  })

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(
      toCsv({
        header: ['Organisation', 'Visits'],
        rows: [
          ['Oche Darts, Gent', 3],
          ['DC "The Arrows"', 2],
          ['=HYPERLINK("x")', 1],
        ],
      }),
    ).toBe('Organisation,Visits\r\n"Oche Darts, Gent",3\r\n"DC ""The Arrows""",2\r\n"\'=HYPERLINK(""x"")",1')
  })

  it('names the file after what it holds and its period', () => {
    expect(csvFileName('active-users', '2026-10-27', '2026-11-25')).toBe('oche-active-users-2026-10-27-2026-11-25.csv')
  })

  it('downloads the text as a UTF-8 file under its name, and lets the URL go', async () => {
    vi.useFakeTimers()
    const clicked: { href: string; download: string; attached: boolean }[] = []
    const body = { append: vi.fn() }
    const link = {
      href: '',
      download: '',
      hidden: false,
      click() {
        clicked.push({ href: this.href, download: this.download, attached: body.append.mock.calls.length > 0 })
      },
      remove: vi.fn(),
    }
    vi.stubGlobal('document', { body, createElement: () => link })
    const blobs: Blob[] = []
    const revoke = vi.fn()
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob)
        return 'blob:csv'
      },
      revokeObjectURL: revoke,
    })

    downloadCsv('oche-visits-2026-11-19-2026-11-25.csv', 'Day,Visits\r\n2026-11-25,42')

    expect(clicked).toEqual([{ href: 'blob:csv', download: 'oche-visits-2026-11-19-2026-11-25.csv', attached: true }])
    expect(link.remove).toHaveBeenCalled()
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes)).toBe('Day,Visits\r\n2026-11-25,42')
    expect(revoke).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(revoke).toHaveBeenCalledWith('blob:csv')
  })
})
