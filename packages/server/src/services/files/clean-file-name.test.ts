import { describe, expect, it } from 'vitest'
import { cleanFileName } from './clean-file-name'

describe('cleanFileName', () => {
  it('keeps only the last path part, without control, direction or forbidden characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('C:\\Users\\me\\rules.pdf')).toBe('rules.pdf')
    expect(cleanFileName('invoice\u202eexe.pdf')).toBe('invoiceexe.pdf')
    expect(cleanFileName('a\u0000b\n"c".pdf')).toBe('abc.pdf')
    expect(cleanFileName('.htaccess')).toBe('htaccess')
  })

  it('names a file with nothing left `file`, and shortens a long name keeping its extension', () => {
    expect(cleanFileName('...')).toBe('file')
    const long = cleanFileName(`${'x'.repeat(300)}.docx`)
    expect(long).toHaveLength(200)
    expect(long.endsWith('.docx')).toBe(true)
  })
})
