import { describe, expect, it } from 'vitest'
import { csvImportBlock, previewEntriesCsv } from './csv-preview'

const none = { names: new Set<string>() }
const kinds = (preview: ReturnType<typeof previewEntriesCsv>) =>
  preview.lines.map((line) => line.problems.map((problem) => problem.kind))

describe('previewEntriesCsv', () => {
  it('reads names, nicknames and seeds under a comma-separated header', () => {
    const preview = previewEntriesCsv('name,nickname,seed\nAnna de Smet,The Hammer,1\nBen Claes,,\n', 'singles', none)
    expect(preview).toEqual({
      headerProblems: [],
      lines: [
        {
          line: 2,
          players: [{ name: 'Anna de Smet', nickname: 'The Hammer' }],
          seed: 1,
          problems: [],
          isEntered: false,
        },
        { line: 3, players: [{ name: 'Ben Claes', nickname: '' }], seed: null, problems: [], isEntered: false },
      ],
    })
  })

  it('reads a semicolon-separated file from a spreadsheet, with its byte-order mark and Windows line ends', () => {
    const preview = previewEntriesCsv('\uFEFFName;Seed\r\nAnna;2\r\nBen;x\r\n', 'singles', none)
    expect(preview.lines.map(({ players, seed }) => [players[0]?.name, seed])).toEqual([
      ['Anna', 2],
      ['Ben', null],
    ])
    expect(kinds(preview)).toEqual([[], ['seedInvalid']])
  })

  it('numbers lines as the server does, the header being line 1 and blank lines counted', () => {
    const preview = previewEntriesCsv('name,nickname\nAnna\n\n,Nobody\nBen', 'singles', none)
    expect(preview.lines.map(({ line }) => line)).toEqual([2, 4, 5])
    expect(kinds(preview)).toEqual([[], ['nameMissing'], []])
  })

  it('needs a partner on every line of a pairs tournament', () => {
    const preview = previewEntriesCsv('name,partner\nAnna,Ben\nCarla,\n', 'pairs', none)
    expect(preview.lines.map(({ players }) => players.map((player) => player.name))).toEqual([
      ['Anna', 'Ben'],
      ['Carla', ''],
    ])
    expect(kinds(preview)).toEqual([[], ['partnerMissing']])
  })

  it('refuses what the server refuses: a name over 100 characters, a player twice in another case', () => {
    const preview = previewEntriesCsv(`name\n${'A'.repeat(101)}\nBen Claes\nben claes\n`, 'singles', none)
    expect(kinds(preview)).toEqual([['nameTooLong'], [], ['samePlayerTwice']])
    expect(preview.lines[2]?.problems[0]).toEqual({ kind: 'samePlayerTwice', name: 'ben claes', otherLine: 3 })
  })

  it('refuses a seed another entry holds already', () => {
    const preview = previewEntriesCsv('name,seed\nAnna,1\nBen,2', 'singles', { names: new Set(), seeds: new Set([2]) })
    expect(kinds(preview)).toEqual([[], ['seedTaken']])
  })

  it('marks a line whose player is entered already, whatever the case', () => {
    const preview = previewEntriesCsv('name\nANNA DE SMET\nBen', 'singles', { names: new Set(['anna de smet']) })
    expect(preview.lines.map(({ isEntered }) => isEntered)).toEqual([true, false])
  })

  it('notices a header without a name column', () => {
    expect(previewEntriesCsv('seed\n1', 'singles', none).headerProblems).toEqual([{ kind: 'nameColumnMissing' }])
  })
})

describe('csvImportBlock', () => {
  it('says why the file cannot be imported yet', () => {
    const check = (csv: string, placesLeft: number | null = null) =>
      csvImportBlock(previewEntriesCsv(csv, 'singles', none), csv, placesLeft)
    expect(check('')).toEqual({ kind: 'empty' })
    expect(check('player\nAnna')).toEqual({ kind: 'header' })
    expect(check('name\nAnna\nanna\n')).toEqual({ kind: 'lines', count: 1 })
    expect(check('name\nAnna\nBen', 1)).toEqual({ kind: 'full', places: 1, adding: 2 })
    expect(check('name\nAnna\nBen', 2)).toBeNull()
  })
})
