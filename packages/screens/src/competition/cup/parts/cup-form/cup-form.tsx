import { zodResolver } from '@hookform/resolvers/zod'
import { slugFromName, type Cup } from '@oche/api'
import { Button, IconButton } from '@oche/ui'
import { Plus, Trash2 } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { Controller, FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../../accounts/parts/account-form/text-field'
import { fieldPaths } from '../../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../../app/form-errors/use-form-error-map'
import { CheckboxField } from '../../../../manage/parts/form-fields/checkbox-field'
import { FormSection } from '../../../../manage/parts/form-fields/form-section'
import { RadioField } from '../../../../manage/parts/form-fields/radio-field'
import { describeGames, MatchTemplateFields, toMatchTemplate } from '../../../parts/match-template'
import { SelectField } from '../../../../app/select-field/select-field'
import { cupMessages } from '../cup-messages'
import { cupFormSchema, type CupFormValues } from './cup-form-values'

export type CupFormProps = {
  mode: 'create' | 'edit'
  defaultValues: CupFormValues
  /** The cup being edited: its current deciding game when it is like none of its games. */
  current?: Cup
  /** Drawn: format and entry are shown, not changed. */
  isDrawn?: boolean
  /** A match has started: the games are shown, not changed. */
  isStarted?: boolean
  submitLabel: ReactNode
  onSubmit: (values: CupFormValues) => Promise<void>
}

const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }))

/**
 * The web address; a new cup's placeholder follows the name as it is typed. Only this field watches the name, so a
 * keystroke in the name does not render the whole form (and its match template) again.
 */
function SlugField({ mode, error }: { mode: 'create' | 'edit'; error: string | undefined }) {
  const { control, register } = useFormContext<CupFormValues>()
  const name = useWatch({ control, name: 'name' })
  return (
    <TextField
      label={<FormattedMessage id="competition.cupForm.slug" defaultMessage="Web address (optional)" />}
      description={
        mode === 'create' ? (
          <FormattedMessage
            id="competition.cupForm.slugHelp"
            defaultMessage="The cup’s part of the link to its pages. Left empty, it is made from the name."
          />
        ) : (
          <FormattedMessage
            id="competition.cupForm.slugHelpEdit"
            defaultMessage="The cup’s part of the link to its pages. After a change, the old link keeps working."
          />
        )
      }
      placeholder={mode === 'create' && name.trim() ? slugFromName(name, '') : undefined}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      error={error}
      {...register('slug')}
    />
  )
}

/**
 * The one form to add a cup and to change one: its name and web address; its format (a straight draw, or groups then
 * a knockout with the group size, the teams through per group and a plate); its entry rule; its dates; and its match
 * template with a deciding game. The engine's checks (`checkMatchTemplate`, then `checkCupTemplate`) are shown on the
 * field at fault before anything is sent; the server's refusals land on their fields, and what was typed stays.
 */
export function CupForm({
  mode,
  defaultValues,
  current,
  isDrawn = false,
  isStarted = false,
  submitLabel,
  onSubmit,
}: CupFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(() => cupFormSchema(intl, current), [intl, current])
  const form = useForm<CupFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(
    () => new Set([...fieldPaths(defaultValues), 'format', 'template', 'dates', 'decider']),
    [defaultValues],
  )
  const dates = useFieldArray({ control: form.control, name: 'dates' })
  const { errors, isSubmitting } = form.formState
  const kind = useWatch({ control: form.control, name: 'format.kind' })
  const template = useWatch({ control: form.control, name: 'template' })
  const games = toMatchTemplate(template).games

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, {
        anchors,
        setError: form.setError,
        intl,
        rename: (key: string) => (key === 'template' ? 'decider' : key),
      }),
    ),
  )

  const deciderOptions = [
    {
      value: 'none',
      label: intl.formatMessage({ id: 'competition.cupForm.noDecider', defaultMessage: 'No deciding game' }),
    },
    ...(defaultValues.decider === 'current'
      ? [
          {
            value: 'current',
            label: intl.formatMessage({
              id: 'competition.cupForm.currentDecider',
              defaultMessage: 'As it is now',
            }),
          },
        ]
      : []),
    ...games.map((slot, index) => ({
      value: String(index),
      label: intl.formatMessage(
        { id: 'competition.cupForm.deciderLike', defaultMessage: 'Like game {number}: {game}' },
        { number: index + 1, game: describeGames(intl, { ...toMatchTemplate(template), games: [slot] }) },
      ),
    })),
  ]

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-8">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <div className="flex flex-col gap-5">
          <TextField
            label={<FormattedMessage id="competition.cupForm.name" defaultMessage="Name of the cup" />}
            description={
              <FormattedMessage
                id="competition.cupForm.nameHelp"
                defaultMessage="As players read it on the league site, such as Winter Cup or Beker van Vlaanderen."
              />
            }
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <SlugField mode={mode} error={errors.slug?.message} />
        </div>

        <FormSection
          title={<FormattedMessage id="competition.cupForm.formatTitle" defaultMessage="Format and entry" />}
          description={
            isDrawn ? (
              <FormattedMessage
                id="competition.cupForm.formatLocked"
                defaultMessage="The cup has been drawn: its format and entry are fixed."
              />
            ) : undefined
          }
        >
          <fieldset disabled={isDrawn} className="flex flex-col gap-5">
            <Controller
              control={form.control}
              name="format.kind"
              render={({ field }) => (
                <RadioField
                  ref={field.ref}
                  legend={<FormattedMessage id="competition.cupForm.format" defaultMessage="Format" />}
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={isDrawn}
                  error={errors.format?.message}
                  options={[
                    {
                      value: 'draw',
                      label: intl.formatMessage(cupMessages.formatDraw),
                      description: (
                        <FormattedMessage
                          id="competition.cupForm.formatDrawHelp"
                          defaultMessage="One draw into a knockout; the first teams drawn get the byes."
                        />
                      ),
                    },
                    {
                      value: 'groups',
                      label: intl.formatMessage(cupMessages.formatGroupsShort),
                      description: (
                        <FormattedMessage
                          id="competition.cupForm.formatGroupsHelp"
                          defaultMessage="Drawn groups play each other once; the best of each group go on to the knockout."
                        />
                      ),
                    },
                  ]}
                />
              )}
            />
            {kind === 'groups' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Controller
                  control={form.control}
                  name="format.groupSize"
                  render={({ field }) => (
                    <SelectField
                      ref={field.ref}
                      label={
                        <FormattedMessage
                          id="competition.cupForm.groupSize"
                          defaultMessage="Teams per group, at most"
                        />
                      }
                      value={String(field.value)}
                      onValueChange={(value) => field.onChange(Number(value))}
                      options={numberOptions(3, 8)}
                      error={errors.format?.groupSize?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="format.qualifiersPerGroup"
                  render={({ field }) => (
                    <SelectField
                      ref={field.ref}
                      label={
                        <FormattedMessage
                          id="competition.cupForm.qualifiers"
                          defaultMessage="Teams through per group"
                        />
                      }
                      value={String(field.value)}
                      onValueChange={(value) => field.onChange(Number(value))}
                      options={numberOptions(1, 4)}
                      error={errors.format?.qualifiersPerGroup?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="format.hasPlate"
                  render={({ field }) => (
                    <CheckboxField
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      disabled={isDrawn}
                      label={<FormattedMessage id="competition.cupForm.plate" defaultMessage="Play a plate" />}
                      description={
                        <FormattedMessage
                          id="competition.cupForm.plateHelp"
                          defaultMessage="The teams that do not go through play a knockout of their own for a second trophy."
                        />
                      }
                    />
                  )}
                />
              </div>
            ) : null}
            <Controller
              control={form.control}
              name="entry"
              render={({ field }) => (
                <RadioField
                  ref={field.ref}
                  legend={<FormattedMessage id="competition.cupForm.entry" defaultMessage="Entry" />}
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={isDrawn}
                  error={errors.entry?.message}
                  options={[
                    {
                      value: 'optional',
                      label: intl.formatMessage(cupMessages.entryOptional),
                      description: (
                        <FormattedMessage
                          id="competition.cupForm.entryOptionalHelp"
                          defaultMessage="Captains enter their team until the draw; the admins may enter any team."
                        />
                      ),
                    },
                    {
                      value: 'compulsory',
                      label: intl.formatMessage(cupMessages.entryCompulsory),
                      description: (
                        <FormattedMessage
                          id="competition.cupForm.entryCompulsoryHelp"
                          defaultMessage="Every team of the season is in the draw."
                        />
                      ),
                    },
                  ]}
                />
              )}
            />
          </fieldset>
        </FormSection>

        <FormSection
          title={<FormattedMessage id="competition.cupForm.datesTitle" defaultMessage="Dates" />}
          description={
            <FormattedMessage
              id="competition.cupForm.datesHelp"
              defaultMessage="One per round, in order: the group rounds first, then each knockout round. They may change until the end."
            />
          }
        >
          <div className="flex flex-col gap-3" data-field="dates">
            {errors.dates?.message ? <FormAlert>{errors.dates.message}</FormAlert> : null}
            <ol className="flex flex-col gap-3">
              {dates.fields.map((row, index) => (
                <li key={row.id} className="flex items-end gap-2">
                  <TextField
                    className="flex-1"
                    type="date"
                    label={
                      <FormattedMessage
                        id="competition.cupForm.date"
                        defaultMessage="Date {number}"
                        values={{ number: index + 1 }}
                      />
                    }
                    error={errors.dates?.[index]?.day?.message}
                    {...form.register(`dates.${index}.day`)}
                  />
                  <IconButton
                    variant="outline"
                    label={intl.formatMessage(
                      { id: 'competition.cupForm.removeDate', defaultMessage: 'Remove date {number}' },
                      { number: index + 1 },
                    )}
                    onClick={() => dates.remove(index)}
                  >
                    <Trash2 />
                  </IconButton>
                </li>
              ))}
            </ol>
            <Button type="button" variant="outline" className="self-start" onClick={() => dates.append({ day: '' })}>
              <Plus aria-hidden />
              <FormattedMessage id="competition.cupForm.addDate" defaultMessage="Add a date" />
            </Button>
          </div>
        </FormSection>

        <FormSection
          title={<FormattedMessage id="competition.cupForm.templateTitle" defaultMessage="How a cup match is played" />}
          description={
            isStarted ? (
              <FormattedMessage
                id="competition.cupForm.templateLocked"
                defaultMessage="A cup match has started: its games are fixed."
              />
            ) : (
              <FormattedMessage
                id="competition.cupForm.templateHelp"
                defaultMessage="A cup match always has a winner: an odd number of games that cannot end level, or a deciding game played when the games are level."
              />
            )
          }
        >
          <fieldset disabled={isStarted} className="flex flex-col gap-5">
            <MatchTemplateFields name="template" readOnly={isStarted} />
            <Controller
              control={form.control}
              name="decider"
              render={({ field }) => (
                <SelectField
                  ref={field.ref}
                  label={<FormattedMessage id="competition.cupForm.decider" defaultMessage="Deciding game" />}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={deciderOptions}
                  error={errors.decider?.message}
                />
              )}
            />
          </fieldset>
        </FormSection>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
