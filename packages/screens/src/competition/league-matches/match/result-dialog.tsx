import { zodResolver } from '@hookform/resolvers/zod'
import type { LeagueGame, LeagueMatch } from '@oche/api'
import { Button, FormControl, FormField, FormLabel, FormMessage, Input, Textarea, toast, useDisclosure } from '@oche/ui'
import { ChevronDown } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { FormDialog } from '../../../manage/parts/form-dialog'
import { ChoiceRadios } from './choice-radios'
import type { ResultMode } from './games-table'
import { playerNames, useGameName } from './league-match-labels'
import { resultSchema } from './result-schema'
import { resultDraftOf, resultPlayers, toResultInput, type ResultDraft } from './result-values'
import type { LeagueMatchActions } from './use-league-match-actions'

export type ResultDialogProps = {
  match: LeagueMatch
  game: LeagueGame
  mode: ResultMode
  enterResult: LeagueMatchActions['enterResult']
  onClose: () => void
}

function LegsFields({ match, form }: { match: LeagueMatch; form: UseFormReturn<ResultDraft> }) {
  const id = useId()
  const error = form.formState.errors.legs?.message
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 text-sm font-medium">
        <FormattedMessage id="competition.leagueMatch.legsWon" defaultMessage="Legs won" />
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {[['home', 0] as const, ['away', 1] as const].map(([side, index]) => (
          <FormField key={side} invalid={Boolean(error)}>
            <FormLabel>{match[side].name}</FormLabel>
            <FormControl>
              <Input
                size="lg"
                inputMode="numeric"
                autoComplete="off"
                className="font-mono tabular-nums"
                {...form.register(`legs.${index}`, { onChange: () => form.clearErrors('legs') })}
              />
            </FormControl>
          </FormField>
        ))}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </fieldset>
  )
}

function ExtrasFields({ game, form }: { game: LeagueGame; form: UseFormReturn<ResultDraft> }) {
  const intl = useIntl()
  const players = resultPlayers(game)
  const errors = form.formState.errors.extras
  // Kept mounted: the fields stay registered with the form while folded away.
  const extras = useDisclosure({ keepMounted: true })
  if (players.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      <Button type="button" variant="ghost" className="self-start" {...extras.triggerProps}>
        <ChevronDown aria-hidden className={extras.isOpen ? 'rotate-180' : undefined} />
        <FormattedMessage
          id="competition.leagueMatch.extrasToggle"
          defaultMessage="180s, 171s and high checkouts (optional)"
        />
      </Button>
      {errors?.message ? <p className="text-sm font-medium text-danger">{errors.message}</p> : null}
      <div {...extras.contentProps} className="flex flex-col gap-4">
        {players.map((player, index) => (
          <fieldset key={player.participant_id} className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-medium">{player.name}</legend>
            <FormField error={errors?.[index]?.oneEighties?.message}>
              <FormLabel>
                <FormattedMessage id="competition.leagueMatch.oneEighties" defaultMessage="180s" />
              </FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" {...form.register(`extras.${index}.oneEighties`)} />
              </FormControl>
              <FormMessage />
            </FormField>
            <FormField error={errors?.[index]?.oneSeventyOnes?.message}>
              <FormLabel>
                <FormattedMessage id="competition.leagueMatch.oneSeventyOnes" defaultMessage="171s" />
              </FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" {...form.register(`extras.${index}.oneSeventyOnes`)} />
              </FormControl>
              <FormMessage />
            </FormField>
            <FormField error={errors?.[index]?.highCheckouts?.message}>
              <FormLabel>
                <FormattedMessage id="competition.leagueMatch.highCheckouts" defaultMessage="High checkouts" />
              </FormLabel>
              <FormControl>
                <Input
                  autoComplete="off"
                  placeholder={intl.formatMessage({
                    id: 'competition.leagueMatch.highCheckoutsPlaceholder',
                    defaultMessage: 'e.g. 121, 100',
                  })}
                  {...form.register(`extras.${index}.highCheckouts`)}
                />
              </FormControl>
              <FormMessage />
            </FormField>
          </fieldset>
        ))}
      </div>
    </div>
  )
}

/** Where the server's 422 errors show; anything else (such as `forfeited_by`) shows above the fields. */
const fields = new Set(['legs', 'extras', 'reason'])

/**
 * Types a game's result in: the legs each team won with each player's 180s, 171s and high checkouts, or a forfeit
 * by one team. Before sign-off a captain or admin enters or changes it; after sign-off an admin corrects it with the
 * reason, kept in the audit trail. The server checks the legs against the game's format; its refusal lands on the
 * legs and what was typed stays.
 */
export function ResultDialog({ match, game, mode, enterResult, onClose }: ResultDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const gameName = useGameName()(game.number)
  const isCorrection = mode === 'correct'
  const schema = useMemo(() => resultSchema(intl, { isCorrection }), [intl, isCorrection])
  const form = useForm<ResultDraft>({
    resolver: zodResolver(schema, { error }),
    defaultValues: resultDraftOf(game),
  })
  const outcome = useWatch({ control: form.control, name: 'outcome' })
  const forfeitedBy = useWatch({ control: form.control, name: 'forfeitedBy' })
  const teams = { home: match.home.name, away: match.away.name }

  const save = async (draft: ResultDraft) => {
    await enterResult.mutateAsync({ game: game.number, ...toResultInput(draft, resultPlayers(game)) })
    toast.success(
      intl.formatMessage(
        { id: 'competition.leagueMatch.resultSaved', defaultMessage: 'The result of {game} is saved' },
        { game: gameName },
      ),
    )
    onClose()
  }

  return (
    <FormDialog
      title={
        <FormattedMessage
          id="competition.leagueMatch.resultTitle"
          defaultMessage="{mode, select, enter {Enter the result of {game}} change {Change the result of {game}} other {Correct the result of {game}}}"
          values={{ mode, game: gameName }}
        />
      }
      description={
        <FormattedMessage
          id="competition.leagueMatch.resultPlayers"
          defaultMessage="{kind, select, singles {Singles} pairs {Pairs} other {Team game}}: {home} v {away}"
          values={{
            kind: game.slot.kind,
            home: playerNames(game.home) || teams.home,
            away: playerNames(game.away) || teams.away,
          }}
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={
        isCorrection ? (
          <FormattedMessage id="competition.leagueMatch.saveCorrection" defaultMessage="Save the correction" />
        ) : (
          <FormattedMessage id="competition.leagueMatch.saveResult" defaultMessage="Save the result" />
        )
      }
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <ChoiceRadios
        label={<FormattedMessage id="competition.leagueMatch.outcome" defaultMessage="How the game ended" />}
        choices={[
          {
            value: 'played',
            label: <FormattedMessage id="competition.leagueMatch.outcomePlayed" defaultMessage="Played" />,
          },
          {
            value: 'forfeit',
            label: <FormattedMessage id="competition.leagueMatch.outcomeForfeit" defaultMessage="Forfeit" />,
          },
        ]}
        value={outcome}
        onValueChange={(next) => form.setValue('outcome', next)}
      />
      {outcome === 'played' ? (
        <>
          <LegsFields match={match} form={form} />
          <ExtrasFields game={game} form={form} />
        </>
      ) : (
        <ChoiceRadios
          label={<FormattedMessage id="competition.leagueMatch.forfeitTeam" defaultMessage="The team that forfeits" />}
          choices={(['home', 'away'] as const).map((side) => ({ value: side, label: teams[side] }))}
          value={forfeitedBy}
          onValueChange={(side) => {
            form.setValue('forfeitedBy', side)
            form.clearErrors('forfeitedBy')
          }}
          error={form.formState.errors.forfeitedBy?.message}
        />
      )}
      {isCorrection ? (
        <FormField error={form.formState.errors.reason?.message} required>
          <FormLabel>
            <FormattedMessage
              id="competition.leagueMatch.correctionReason"
              defaultMessage="Reason for the correction"
            />
          </FormLabel>
          <FormControl>
            <Textarea autoResize className="max-h-48" maxLength={500} {...form.register('reason')} />
          </FormControl>
          <FormMessage />
        </FormField>
      ) : null}
    </FormDialog>
  )
}
