import { toTournamentPlanFormat } from '@oche/api'
import { createRandom, planTournament } from '@oche/darts'
import type { TournamentRow } from '../../db/schema/index'
import type { Locale } from '../../http/messages'

/** How many players a format can be drawn with, around the number entered: for the draw's refusal. */
export type DrawNeeds = { count: number; minimum: number | null; next: number | null }

const MAX_ENTRIES = 1024

/**
 * Asks the engine (`planTournament`, the rule the draw itself applies) which numbers of players the tournament's
 * format can hold: the least of them, and the next one above `count`.
 */
export function drawNeeds(format: TournamentRow['format'], count: number): DrawNeeds {
  const plan = toTournamentPlanFormat(format)
  const works = (players: number) =>
    planTournament({
      format: plan,
      seeded: Array.from({ length: players }, (_, index) => `entry-${index}`),
      random: createRandom(1),
    }).ok
  let minimum: number | null = null
  let next: number | null = null
  for (let players = 2; players <= MAX_ENTRIES && next === null; players += 1) {
    if (!works(players)) continue
    minimum ??= players
    if (players > count) next = players
  }
  return { count, minimum, next }
}

const messages: Record<Locale, (needs: DrawNeeds) => string> = {
  en: ({ count, minimum, next }) =>
    minimum === null
      ? 'No number of players can be drawn in this format: check the group size and the qualifiers per group.'
      : count < minimum
        ? `This format needs at least ${minimum} players; ${count} are entered.`
        : `${count} players cannot be drawn in this format (groups would be too small for the qualifiers per group)` +
          (next === null ? '.' : `: it works with ${next} players.`),
  nl: ({ count, minimum, next }) =>
    minimum === null
      ? 'In dit formaat kan geen enkel aantal spelers geloot worden: controleer de poulegrootte en het aantal doorgaande spelers per poule.'
      : count < minimum
        ? `Dit formaat heeft minstens ${minimum} spelers nodig; er zijn er ${count} ingeschreven.`
        : `${count} spelers kunnen niet in dit formaat geloot worden (de poules zouden te klein zijn voor het aantal doorgaande spelers)` +
          (next === null ? '.' : `: met ${next} spelers lukt het wel.`),
  fr: ({ count, minimum, next }) =>
    minimum === null
      ? 'Aucun nombre de joueurs ne peut être tiré dans cette formule : vérifiez la taille des poules et le nombre de qualifiés par poule.'
      : count < minimum
        ? `Cette formule demande au moins ${minimum} joueurs ; ${count} sont inscrits.`
        : `${count} joueurs ne peuvent pas être tirés dans cette formule (les poules seraient trop petites pour le nombre de qualifiés)` +
          (next === null ? '.' : ` : cela fonctionne avec ${next} joueurs.`),
  de: ({ count, minimum, next }) =>
    minimum === null
      ? 'In diesem Modus lässt sich keine Spielerzahl auslosen: Prüfen Sie die Gruppengröße und die Anzahl der Qualifikanten pro Gruppe.'
      : count < minimum
        ? `Dieser Modus braucht mindestens ${minimum} Spieler; ${count} sind angemeldet.`
        : `${count} Spieler lassen sich in diesem Modus nicht auslosen (die Gruppen wären für die Qualifikanten pro Gruppe zu klein)` +
          (next === null ? '.' : `: Mit ${next} Spielern geht es.`),
}

/** Why the draw is impossible, with the numbers, in the caller's language. */
export function describeDrawNeeds(needs: DrawNeeds, language: Locale): string {
  return messages[language](needs)
}
