import type { Game } from '@oche/api'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Input } from '@oche/ui'
import type { UseFormRegister, FieldErrors } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import type { ResultDraft } from './result-draft'

export type SideStatsFieldsProps = {
  game: Game
  register: UseFormRegister<ResultDraft>
  errors: FieldErrors<ResultDraft>
}

/** Each player's 180s, 171s and high checkouts, folded away: most results are entered without them. */
export function SideStatsFields({ game, register, errors }: SideStatsFieldsProps) {
  const hasError = Boolean(errors.stats)
  return (
    <details open={hasError || undefined} className="group rounded-md border">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 text-sm font-medium">
        <FormattedMessage
          id="manage.playResult.statsSummary"
          defaultMessage="180s, 171s and high checkouts (optional)"
        />
      </summary>
      <div className="grid gap-6 border-t p-4 sm:grid-cols-2">
        {([0, 1] as const).map((side) => (
          <fieldset key={side} className="flex flex-col gap-4">
            <legend className="mb-3 truncate text-sm font-semibold">{game.sides[side].name}</legend>
            <div className="grid grid-cols-2 gap-3">
              <FormField error={errors.stats?.[side]?.oneEighties?.message}>
                <FormLabel>
                  <FormattedMessage id="manage.playResult.oneEighties" defaultMessage="180s" />
                </FormLabel>
                <FormControl>
                  <Input size="lg" inputMode="numeric" autoComplete="off" {...register(`stats.${side}.oneEighties`)} />
                </FormControl>
                <FormMessage />
              </FormField>
              <FormField error={errors.stats?.[side]?.oneSeventyOnes?.message}>
                <FormLabel>
                  <FormattedMessage id="manage.playResult.oneSeventyOnes" defaultMessage="171s" />
                </FormLabel>
                <FormControl>
                  <Input
                    size="lg"
                    inputMode="numeric"
                    autoComplete="off"
                    {...register(`stats.${side}.oneSeventyOnes`)}
                  />
                </FormControl>
                <FormMessage />
              </FormField>
            </div>
            <FormField error={errors.stats?.[side]?.highCheckouts?.message}>
              <FormLabel>
                <FormattedMessage id="manage.playResult.highCheckouts" defaultMessage="High checkouts" />
              </FormLabel>
              <FormControl>
                <Input size="lg" autoComplete="off" {...register(`stats.${side}.highCheckouts`)} />
              </FormControl>
              <FormDescription>
                <FormattedMessage
                  id="manage.playResult.highCheckoutsHelp"
                  defaultMessage="100 or more, separated by commas: 121, 104"
                />
              </FormDescription>
              <FormMessage />
            </FormField>
          </fieldset>
        ))}
      </div>
    </details>
  )
}
