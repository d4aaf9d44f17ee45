import type { LeagueGame, LeagueLineupPlayer, LeagueMatch, LeagueSide } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useId } from 'react'
import { Controller, useForm, useWatch, type Control } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { SelectField } from '../../../app/select-field/select-field'
import { GameTitle } from './league-match-labels'
import { isStarted, lineupDraftOf, mayNameLater, toLineupInput, type LineupDraft } from './lineup-values'
import type { LeagueMatchActions } from './use-league-match-actions'

export type LineupFormProps = {
  match: LeagueMatch
  side: LeagueSide
  submitLineup: LeagueMatchActions['submitLineup']
}

function PlayerSelect({
  control,
  name,
  label,
  squad,
  taken,
  disabled,
  onChosen,
}: {
  control: Control<LineupDraft>
  name: `games.${number}.players.${number}`
  label: string
  squad: readonly LeagueLineupPlayer[]
  /** Players already in another place of the same game. */
  taken: readonly string[]
  disabled: boolean
  onChosen: () => void
}) {
  const intl = useIntl()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          ref={field.ref}
          className="max-w-sm min-w-0 flex-1 basis-48"
          label={label}
          // '' is Radix's own "nothing chosen" (the placeholder shows): the select stays controlled throughout.
          value={field.value}
          disabled={disabled}
          onValueChange={(value) => {
            field.onChange(value)
            onChosen()
          }}
          placeholder={intl.formatMessage({
            id: 'competition.leagueMatch.choosePlayer',
            defaultMessage: 'Choose a player',
          })}
          options={squad.map((player) => ({
            value: player.participant_id,
            label: player.name,
            disabled: taken.includes(player.participant_id),
          }))}
        />
      )}
    />
  )
}

function LineupGame({
  game,
  index,
  squad,
  control,
  error,
  onChange,
  setLater,
}: {
  game: LeagueGame
  index: number
  squad: readonly LeagueLineupPlayer[]
  control: Control<LineupDraft>
  error: string | undefined
  onChange: () => void
  setLater: (later: boolean) => void
}) {
  const intl = useIntl()
  const id = useId()
  const draft = useWatch({ control, name: `games.${index}` })
  return (
    <fieldset
      data-game={game.number}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-3 rounded-md border p-3 data-[invalid]:border-danger"
      data-invalid={error ? '' : undefined}
    >
      <legend className="px-1 text-sm font-medium">
        <GameTitle game={game} />
      </legend>
      <div className="flex flex-wrap gap-3">
        {draft.players.map((chosen, place) => (
          <PlayerSelect
            key={place}
            control={control}
            name={`games.${index}.players.${place}`}
            label={
              game.slot.players === 1
                ? intl.formatMessage({ id: 'competition.leagueMatch.player', defaultMessage: 'Player' })
                : intl.formatMessage(
                    { id: 'competition.leagueMatch.playerNumber', defaultMessage: 'Player {number}' },
                    { number: place + 1 },
                  )
            }
            squad={squad}
            taken={draft.players.filter((player, other) => other !== place && player !== '' && player !== chosen)}
            disabled={draft.later}
            onChosen={onChange}
          />
        ))}
      </div>
      {mayNameLater(game) ? (
        <CheckboxField
          label={<FormattedMessage id="competition.leagueMatch.nameLater" defaultMessage="Name later" />}
          description={
            <FormattedMessage
              id="competition.leagueMatch.nameLaterHelp"
              defaultMessage="Pairs and team games may be named during the match, before the game starts."
            />
          }
          checked={draft.later}
          onCheckedChange={setLater}
        />
      ) : null}
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </fieldset>
  )
}

/**
 * A captain names who plays each game for their team (an admin for either team): a player per place from the
 * team's squad, pairs and team games optionally later. Games that started keep their players. The server checks the
 * lineup against the template; its refusal lands on the game at fault and what was chosen stays.
 */
export function LineupForm({ match, side, submitLineup }: LineupFormProps) {
  const intl = useIntl()
  const headingId = useId()
  const form = useForm<LineupDraft>({ defaultValues: lineupDraftOf(match, side) })
  const { errors, isSubmitting } = form.formState
  const team = match[side].name
  const other = match[side === 'home' ? 'away' : 'home'].name
  const isSubmitted = match.lineups_submitted[side]
  const isOtherSubmitted = match.lineups_submitted[side === 'home' ? 'away' : 'home']
  const anchors = new Set(match.games.map((_, index) => `games.${index}`))

  const handleSubmit = form.handleSubmit(async (draft) => {
    const checked = toLineupInput(draft, match.games, side)
    if (!checked.ok) {
      checked.incomplete.forEach((index) =>
        form.setError(`games.${index}`, {
          type: 'client',
          message: intl.formatMessage({
            id: 'competition.leagueMatch.lineupIncomplete',
            defaultMessage: 'Choose a player for every place of this game.',
          }),
        }),
      )
      return
    }
    try {
      await submitLineup.mutateAsync({ side, ...checked.input })
      toast.success(
        intl.formatMessage(
          { id: 'competition.leagueMatch.lineupSaved', defaultMessage: 'The lineup of {team} is in' },
          { team },
        ),
      )
    } catch (error) {
      showServerErrors(error, { anchors, setError: form.setError, intl })
    }
  })

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault()
        else void handleSubmit(event)
      }}
      className="flex flex-col gap-4"
      data-side={side}
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold">
          <FormattedMessage id="competition.leagueMatch.lineupOf" defaultMessage="Lineup of {team}" values={{ team }} />
        </h3>
        <p className="text-sm text-muted-foreground">
          {isSubmitted && isOtherSubmitted ? (
            <FormattedMessage
              id="competition.leagueMatch.lineupsBothIn"
              defaultMessage="Submitted, and so is the lineup of {other}: both teams see every game’s players. They can change until the game starts."
              values={{ other }}
            />
          ) : isSubmitted ? (
            <FormattedMessage
              id="competition.leagueMatch.lineupIn"
              defaultMessage="Submitted. {other} sees it once their lineup is in too. Each game’s players can change until it starts."
              values={{ other }}
            />
          ) : (
            <FormattedMessage
              id="competition.leagueMatch.lineupToSubmit"
              defaultMessage="Not submitted yet. {other} sees it only once both lineups are in."
              values={{ other }}
            />
          )}
        </p>
      </div>
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      {match.games.map((game, index) =>
        isStarted(game) ? null : (
          <LineupGame
            key={game.number}
            game={game}
            index={index}
            squad={match.squads[side]}
            control={form.control}
            error={errors.games?.[index]?.message}
            onChange={() => form.clearErrors(`games.${index}`)}
            setLater={(later) => {
              form.setValue(`games.${index}.later`, later)
              form.clearErrors(`games.${index}`)
            }}
          />
        ),
      )}
      <div>
        {/* aria-disabled, not disabled: a disabled button drops the focus, and the captain would lose their place. */}
        <Button
          type="submit"
          size="lg"
          aria-disabled={isSubmitting || undefined}
          className="aria-disabled:pointer-events-none aria-disabled:opacity-50"
        >
          {isSubmitted ? (
            <FormattedMessage id="competition.leagueMatch.saveLineup" defaultMessage="Save the lineup" />
          ) : (
            <FormattedMessage id="competition.leagueMatch.submitLineup" defaultMessage="Submit the lineup" />
          )}
        </Button>
      </div>
    </form>
  )
}
