import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import { checkoutList, wholeNumber } from './result-values'

/** A count typed in a field: empty (nought) or a whole number up to `max` (the contract's range). */
function count(max: number) {
  return z.string().refine((text) => text.trim() === '' || (wholeNumber(text) ?? max + 1) <= max, {
    params: { reason: 'range', min: 0, max },
  })
}

/**
 * The result form's checks, in the contract's ranges (`LeagueGameResultInputSchema`): legs from 0 to 21 for a
 * played game, the forfeiting team for a forfeit, checkouts from 100 to 170, and a reason for a correction. Whether
 * the legs fit the game's format is the server's to say (a 422 on `legs`).
 */
export function resultSchema(intl: IntlShape, { isCorrection }: { isCorrection: boolean }) {
  return z
    .object({
      outcome: z.enum(['played', 'forfeit']),
      legs: z.tuple([z.string(), z.string()]),
      forfeitedBy: z.enum(['', 'home', 'away']),
      extras: z.array(
        z.object({
          oneEighties: count(99),
          oneSeventyOnes: count(99),
          highCheckouts: z.string().refine(
            (text) => {
              const list = checkoutList(text)
              return list !== null && list.length <= 21 && list.every((checkout) => checkout >= 100 && checkout <= 170)
            },
            {
              message: intl.formatMessage({
                id: 'competition.leagueMatch.checkoutsInvalid',
                defaultMessage: 'Enter checkouts from 100 to 170, separated by commas.',
              }),
            },
          ),
        }),
      ),
      reason: z.string().max(500),
    })
    .superRefine((draft, context) => {
      if (draft.outcome === 'played' && draft.legs.some((legs) => (wholeNumber(legs) ?? 22) > 21))
        context.addIssue({
          code: 'custom',
          path: ['legs'],
          message: intl.formatMessage({
            id: 'competition.leagueMatch.legsInvalid',
            defaultMessage: 'Enter the legs each team won, from 0 to 21.',
          }),
        })
      if (draft.outcome === 'forfeit' && draft.forfeitedBy === '')
        context.addIssue({
          code: 'custom',
          path: ['forfeitedBy'],
          message: intl.formatMessage({
            id: 'competition.leagueMatch.forfeitTeamRequired',
            defaultMessage: 'Choose the team that forfeits the game.',
          }),
        })
      if (isCorrection && draft.reason.trim() === '')
        context.addIssue({
          code: 'custom',
          path: ['reason'],
          message: intl.formatMessage({
            id: 'competition.leagueMatch.reasonRequired',
            defaultMessage: 'Say why the result is corrected: it is kept in the audit trail.',
          }),
        })
    })
}
