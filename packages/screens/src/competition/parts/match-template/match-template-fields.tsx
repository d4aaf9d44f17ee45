import { matchTemplatePresets } from '@oche/darts'
import { Button } from '@oche/ui'
import { Plus } from 'lucide-react'
import { memo, useEffect, useId, useRef, useState } from 'react'
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import useLatestCallback from 'use-latest-callback'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { describeGames } from './describe-template'
import { GameRow, type GameAction, type GameField } from './game-row'
import { MatchSettingsFields } from './match-settings-fields'
import {
  maxGames,
  newGameDraft,
  templateDraft,
  toMatchTemplate,
  type MatchTemplateDraft,
} from './match-template-values'
import { checkTemplateDraft, templateProblemMessage } from './template-check'
import { presetMessages } from './template-labels'
import { TemplatePresets, type PresetName } from './template-presets'

export type MatchTemplateFieldsProps = {
  /** Where the template's draft (`templateDraft`) is in the form. */
  name: string
  /** Shown only (an archived season): no presets, no buttons; the form's fieldset disables the fields. */
  readOnly?: boolean
}

type Form = { template: MatchTemplateDraft }
type Focus = { id: string; action: GameAction } | { id: null; action: 'summary' | 'add' }

/**
 * The editor of a match template inside a react-hook-form form: a known league's template to start from, the ordered
 * games (each with its kind, start score, rules and legs; added, moved, duplicated, removed), how far a match is
 * played, its points and the games one player may play. A summary of the games and the engine's check are kept up
 * to date as the admin types; the check's problem is shown on the game and field at fault. The form's schema takes
 * `matchTemplateDraftSchema`, so a template with a problem is not sent. Memoised: a form around it that watches
 * other fields is not slowed by it, and it follows the template itself.
 */
export const MatchTemplateFields = memo(function MatchTemplateFields({
  name,
  readOnly = false,
}: MatchTemplateFieldsProps) {
  const intl = useIntl()
  const titleId = useId()
  const summaryId = useId()
  const path = name as 'template'
  const { control, formState, setValue } = useFormContext<Form>()
  const { fields, move, insert, remove, append, replace } = useFieldArray({ control, name: `${path}.games` })
  const draft = useWatch({ control, name: path })
  const [announcement, setAnnouncement] = useState('')
  const buttonsId = useId()
  const buttonId = (key: string) => `${buttonsId}-${key}`
  const focusNext = useRef<Focus | null>(null)

  const template = toMatchTemplate(draft)
  const check = checkTemplateDraft(draft)
  const problem = check.ok ? null : { ...check.place, message: templateProblemMessage(intl, check.error) }
  // A refusal of the server on the whole template (it names no game), or an error on the list itself.
  const errors = get(formState.errors, path) as { message?: string; games?: { message?: string } } | undefined
  const templateError = errors?.message
  // A problem of a game, or of the list, is said in place of the summary and on the game; one of the match's own
  // settings on its field.
  const gamesProblem = problem && (problem.game !== undefined || problem.field === 'games') ? problem : null
  const settingsProblem =
    problem && problem.game === undefined && problem.field !== 'games'
      ? { field: problem.field, message: problem.message }
      : null
  const listError = gamesProblem ? undefined : errors?.games?.message
  const canAdd = fields.length < maxGames

  // Moving or removing a game moves the rows in the page, which loses focus: give it back to the button that was
  // pressed (the other arrow once the game reached an end), or to the next one that makes sense.
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const usable = (id: string) => {
      const element = document.getElementById(id)
      return element && !(element as HTMLButtonElement).disabled ? element : null
    }
    if (target.id === null) {
      usable(target.action === 'summary' ? summaryId : buttonId('add'))?.focus()
      return
    }
    const fallback = target.action === 'up' ? 'down' : target.action === 'down' ? 'up' : 'remove'
    ;(
      usable(buttonId(`${target.id}-${target.action}`)) ??
      usable(buttonId(`${target.id}-${fallback}`)) ??
      usable(buttonId('add'))
    )?.focus()
  })

  // The rows, the presets and the settings are memoised and typing re-renders this editor (its `useWatch` of the
  // whole draft): handlers that keep their identity let the rows the admin is not typing in stay as they are.
  const handleMove = useLatestCallback((index: number, step: -1 | 1) => {
    const id = fields[index]?.id
    if (!id) return
    move(index, index + step)
    focusNext.current = { id, action: step === -1 ? 'up' : 'down' }
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.matchTemplate.moved', defaultMessage: 'Game {from} is now game {to}.' },
        { from: index + 1, to: index + step + 1 },
      ),
    )
  })

  const handleDuplicate = useLatestCallback((index: number) => {
    const game = draft.games[index]
    if (!game || !canAdd) return
    insert(index + 1, { ...game }, { focusName: `${path}.games.${index + 1}.kind` })
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.matchTemplate.duplicated', defaultMessage: 'Game {to} is a copy of game {from}.' },
        { from: index + 1, to: index + 2 },
      ),
    )
  })

  const handleRemove = useLatestCallback((index: number) => {
    const next = fields[index + 1] ?? fields[index - 1]
    remove(index)
    focusNext.current = next ? { id: next.id, action: 'remove' } : { id: null, action: 'add' }
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.matchTemplate.removed', defaultMessage: 'Game {number} is removed.' },
        { number: index + 1 },
      ),
    )
  })

  function handleAdd() {
    append(newGameDraft(), { focusName: `${path}.games.${fields.length}.kind` })
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.matchTemplate.added', defaultMessage: 'Game {number} is added.' },
        { number: fields.length + 1 },
      ),
    )
  }

  const handlePreset = useLatestCallback((preset: PresetName) => {
    const chosen = templateDraft(matchTemplatePresets[preset])
    replace(chosen.games)
    for (const key of ['play', 'pointsKind', 'win', 'draw', 'loss', 'limitGames', 'maxGamesPerPlayer'] as const)
      setValue(`${path}.${key}`, chosen[key], { shouldDirty: true })
    focusNext.current = { id: null, action: 'summary' }
    setAnnouncement(
      intl.formatMessage(
        { id: 'competition.matchTemplate.presetChosen', defaultMessage: 'Started from {name}.' },
        { name: intl.formatMessage(presetMessages[preset].name) },
      ),
    )
  })

  const rowProblem = (index: number): { field: GameField; message: string } | null =>
    problem && problem.game === index ? { field: problem.field, message: problem.message } : null

  return (
    <div data-slot="match-template-fields" className="flex min-w-0 flex-col gap-6">
      {templateError ? <FormAlert>{templateError}</FormAlert> : null}
      {readOnly ? null : <TemplatePresets current={template} onChoose={handlePreset} />}
      <div role="group" aria-labelledby={titleId} className="flex flex-col gap-3">
        <h3 id={titleId} className="text-base font-semibold">
          <FormattedMessage id="competition.matchTemplate.gamesTitle" defaultMessage="Games of a match" />
        </h3>
        <p
          id={summaryId}
          tabIndex={-1}
          data-slot="match-template-summary"
          data-valid={!gamesProblem}
          className="text-sm text-muted-foreground data-[valid=false]:font-medium data-[valid=false]:text-danger"
        >
          {gamesProblem === null
            ? describeGames(intl, template)
            : gamesProblem.game === undefined
              ? gamesProblem.message
              : intl.formatMessage(
                  { id: 'competition.matchTemplate.problemAt', defaultMessage: 'Game {number}: {problem}' },
                  { number: gamesProblem.game + 1, problem: gamesProblem.message },
                )}
        </p>
        <ol className="flex flex-col gap-3" aria-describedby={summaryId}>
          {fields.map((field, index) => (
            <GameRow
              key={field.id}
              name={path}
              index={index}
              count={fields.length}
              readOnly={readOnly}
              canAdd={canAdd}
              problem={rowProblem(index)}
              onMove={handleMove}
              onDuplicate={handleDuplicate}
              onRemove={handleRemove}
              buttonIdPrefix={buttonId(field.id)}
            />
          ))}
        </ol>
        {listError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {listError}
          </p>
        ) : null}
        {readOnly ? null : (
          <Button
            id={buttonId('add')}
            type="button"
            variant="outline"
            className="self-start"
            disabled={!canAdd}
            onClick={handleAdd}
          >
            <Plus aria-hidden />
            <FormattedMessage id="competition.matchTemplate.add" defaultMessage="Add a game" />
          </Button>
        )}
      </div>
      <MatchSettingsFields name={path} problem={settingsProblem} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
})
