import { describe, expect, it } from 'vitest'
import { describeDrawNeeds } from './draw-needs'

describe('why a draw is impossible, in words', () => {
  it('names the numbers in every language, from the server’s catalogue', () => {
    const tooFew = { count: 3, minimum: 4, next: 4 }
    expect(describeDrawNeeds(tooFew, 'en')).toBe('This format needs at least 4 players; 3 are entered.')
    expect(describeDrawNeeds(tooFew, 'nl')).toBe(
      'Dit formaat heeft minstens 4 spelers nodig; er zijn er 3 ingeschreven.',
    )
    // French sets a narrow no-break space before ; and :.
    expect(describeDrawNeeds(tooFew, 'fr')).toBe('Cette formule demande au moins 4 joueurs\u202f; 3 sont inscrits.')
    expect(describeDrawNeeds(tooFew, 'de')).toBe('Dieser Modus braucht mindestens 4 Spieler; 3 sind angemeldet.')
  })

  it('says which number of players works, when one does', () => {
    expect(describeDrawNeeds({ count: 5, minimum: 4, next: 6 }, 'fr')).toBe(
      '5 joueurs ne peuvent pas être tirés dans cette formule (les poules seraient trop petites pour le nombre de ' +
        'qualifiés)\u202f: cela fonctionne avec 6 joueurs.',
    )
    expect(describeDrawNeeds({ count: 1030, minimum: 4, next: null }, 'de')).toBe(
      '1030 Spieler lassen sich in diesem Modus nicht auslosen (die Gruppen wären für die Qualifikanten pro Gruppe ' +
        'zu klein).',
    )
  })

  it('speaks to the organiser as the rest of the product does (German du)', () => {
    const none = { count: 8, minimum: null, next: null }
    expect(describeDrawNeeds(none, 'de')).toBe(
      'In diesem Modus lässt sich keine Spielerzahl auslosen: Prüfe die Gruppengröße und die Anzahl der ' +
        'Qualifikanten pro Gruppe.',
    )
    expect(describeDrawNeeds(none, 'en')).toBe(
      'No number of players can be drawn in this format: check the group size and the qualifiers per group.',
    )
  })
})
