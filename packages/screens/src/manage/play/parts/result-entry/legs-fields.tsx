import type { Game } from '@oche/api'
import { Button, FormControl, FormField, FormLabel, IconButton, Input } from '@oche/ui'
import { Minus, Plus } from 'lucide-react'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { gameMessages } from '../game-names/game-messages'
import { maxLegs, possibleResults } from './check-result-legs'

export type LegsFieldsProps = {
  game: Game
  allowsDraw: boolean
  legs: [string, string]
  onLegsChange: (legs: [string, string]) => void
  register: (side: 0 | 1) => UseFormRegisterReturn
  /** The score's error, already translated. */
  error: string | undefined
}

function count(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0
}

/**
 * The score of a game: one tap on a possible final score, or each player's legs (sets in set play) typed or
 * stepped with − and +. Large targets: a phone at the side of the board is where results are entered.
 */
export function LegsFields({ game, allowsDraw, legs, onLegsChange, register, error }: LegsFieldsProps) {
  const intl = useIntl()
  const id = useId()
  const { format } = game
  const isSets = format.kind === 'sets'
  const top = maxLegs(format)
  const choices = possibleResults(format, { allowsDraw })
  const isChosen = (a: number, b: number) => legs[0].trim() === String(a) && legs[1].trim() === String(b)

  const step = (side: 0 | 1, by: 1 | -1) => {
    const next = Math.min(top, Math.max(0, count(legs[side]) + by))
    onLegsChange(side === 0 ? [String(next), legs[1]] : [legs[0], String(next)])
  }

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 text-sm font-medium">
        {isSets ? (
          <FormattedMessage id="manage.playResult.setsLegend" defaultMessage="Sets won" />
        ) : (
          <FormattedMessage id="manage.playResult.legsLegend" defaultMessage="Legs won" />
        )}
      </legend>
      {choices.length > 0 ? (
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'manage.playResult.quickScores', defaultMessage: 'Final scores' })}
          className="grid grid-cols-3 gap-2 sm:grid-cols-6"
        >
          {choices.map(([a, b]) => (
            <Button
              key={`${a}-${b}`}
              variant={isChosen(a, b) ? 'primary' : 'outline'}
              size="lg"
              aria-pressed={isChosen(a, b)}
              className="px-2 font-mono tabular-nums"
              onClick={() => onLegsChange([String(a), String(b)])}
            >
              {intl.formatMessage(gameMessages.score, { home: a, away: b })}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {([0, 1] as const).map((side) => (
          <FormField key={side}>
            <FormLabel className="truncate">{game.sides[side].name}</FormLabel>
            <div className="flex items-center gap-2">
              <IconButton
                variant="outline"
                size="lg"
                label={intl.formatMessage(
                  { id: 'manage.playResult.decrease', defaultMessage: 'One less for {name}' },
                  { name: game.sides[side].name },
                )}
                onClick={() => step(side, -1)}
                disabled={count(legs[side]) <= 0}
              >
                <Minus />
              </IconButton>
              <FormControl>
                <Input
                  size="lg"
                  inputMode="numeric"
                  autoComplete="off"
                  className="w-20 text-center font-mono text-lg tabular-nums"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(side)}
                />
              </FormControl>
              <IconButton
                variant="outline"
                size="lg"
                label={intl.formatMessage(
                  { id: 'manage.playResult.increase', defaultMessage: 'One more for {name}' },
                  { name: game.sides[side].name },
                )}
                onClick={() => step(side, 1)}
                disabled={count(legs[side]) >= top}
              >
                <Plus />
              </IconButton>
            </div>
          </FormField>
        ))}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
    </fieldset>
  )
}
