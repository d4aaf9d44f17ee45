import { describe, expect, it } from 'vitest'
import { previewEntriesCsv } from './csv-preview'

describe('previewEntriesCsv', () => {
  it('reads names, nicknames and seeds under a comma-separated header', () => {
    const preview = previewEntriesCsv('name,nickname,seed\nAnna de Smet,The Hammer,1\nBen Claes,,\n', false, new Set())
    expect(preview).toEqual({
      hasNameColumn: true,
      lines: [
        {
          line: 2,
          players: [{ name: 'Anna de Smet', nickname: 'The Hammer' }],
          seed: 1,
          issue: null,
          isEntered: false,
        },
        { line: 3, players: [{ name: 'Ben Claes', nickname: '' }], seed: null, issue: null, isEntered: false },
      ],
    })
  })

  it('reads a semicolon-separated file from a spreadsheet, with its byte-order mark and Windows line ends', () => {
    const preview = previewEntriesCsv('\uFEFFName;Seed\r\nAnna;2\r\nBen;x\r\n', false, new Set())
    expect(preview.lines.map(({ players, seed, issue }) => [players[0]?.name, seed, issue])).toEqual([
      ['Anna', 2, null],
      ['Ben', null, 'badSeed'],
    ])
  })

  it('numbers lines as the server does, the header being line 1 and blank lines counted', () => {
    const preview = previewEntriesCsv('name\nAnna\n\n,\nBen', false, new Set())
    expect(preview.lines.map(({ line, issue }) => [line, issue])).toEqual([
      [2, null],
      [4, 'noName'],
      [5, null],
    ])
  })

  it('needs a partner on every line of a pairs tournament', () => {
    const preview = previewEntriesCsv('name,partner\nAnna,Ben\nCarla,\n', true, new Set())
    expect(preview.lines.map(({ players, issue }) => [players.map((player) => player.name), issue])).toEqual([
      [['Anna', 'Ben'], null],
      [['Carla', ''], 'noPartner'],
    ])
  })

  it('marks a line whose player is entered already, whatever the case', () => {
    const preview = previewEntriesCsv('name\nANNA DE SMET\nBen', false, new Set(['anna de smet']))
    expect(preview.lines.map(({ isEntered }) => isEntered)).toEqual([true, false])
  })

  it('notices a header without a name column', () => {
    expect(previewEntriesCsv('player,seed\nAnna,1', false, new Set()).hasNameColumn).toBe(false)
  })
})
