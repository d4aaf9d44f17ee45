import { describe, expect, it } from 'vitest'
import { helpParagraphs } from './use-site-help'

describe('helpParagraphs', () => {
  it('splits the help text on blank lines and keeps the line breaks inside a paragraph', () => {
    expect(helpParagraphs('Matches start at 20:00.\nBe on time.\n\nAsk the secretary.')).toEqual([
      'Matches start at 20:00.\nBe on time.',
      'Ask the secretary.',
    ])
  })

  it('reads Windows line ends, blank lines holding spaces and runs of blank lines alike', () => {
    expect(helpParagraphs('One.\r\n\r\nTwo.\n  \nThree.\n\n\n\nFour.')).toEqual(['One.', 'Two.', 'Three.', 'Four.'])
  })

  it('has no paragraph for an empty or blank text', () => {
    expect(helpParagraphs('')).toEqual([])
    expect(helpParagraphs(' \n\n ')).toEqual([])
  })

  it('keeps markup as the text it is', () => {
    expect(helpParagraphs('<b>Bold</b> & <script>x</script>')).toEqual(['<b>Bold</b> & <script>x</script>'])
  })
})
