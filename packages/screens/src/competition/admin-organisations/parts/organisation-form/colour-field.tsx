import { Button, FormControl, FormDescription, FormField, FormLabel, FormMessage, Input } from '@oche/ui'
import { useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { OrganisationFormValues } from './organisation-form-values'

const hexColour = /^#[0-9a-f]{6}$/i
/** A colour code as an example: the same in every language. */
const colourExample = '#0f766e'

/**
 * The league pages' main colour: the browser's colour picker and the hex code beside it, which the user can also
 * type or clear (no colour: Oche's own). Both have a name of their own; the hex stays visible whatever is picked.
 */
export function ColourField() {
  const intl = useIntl()
  const { register, setValue, control, formState } = useFormContext<OrganisationFormValues>()
  const colour = useWatch({ control, name: 'primary_colour' })
  const picked = hexColour.test(colour.trim()) ? colour.trim().toLowerCase() : '#000000'
  const update = (value: string) =>
    setValue('primary_colour', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  return (
    <FormField error={formState.errors.primary_colour?.message}>
      <FormLabel>
        <FormattedMessage id="competition.organisationForm.colour" defaultMessage="Main colour (optional)" />
      </FormLabel>
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="color"
          value={picked}
          onChange={(event) => update(event.target.value)}
          aria-label={intl.formatMessage({
            id: 'competition.organisationForm.colourPicker',
            defaultMessage: 'Pick the main colour',
          })}
          data-empty={colour.trim() === '' ? '' : undefined}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border bg-surface p-1 focus-visible:outline-2 focus-visible:outline-ring data-[empty]:opacity-40"
        />
        <FormControl>
          <Input
            size="lg"
            autoComplete="off"
            spellCheck={false}
            placeholder={colourExample}
            className="w-36 font-mono"
            {...register('primary_colour')}
          />
        </FormControl>
        {colour.trim() !== '' ? (
          <Button type="button" variant="ghost" onClick={() => update('')}>
            <FormattedMessage id="competition.organisationForm.colourClear" defaultMessage="Use Oche’s colours" />
          </Button>
        ) : null}
      </div>
      <FormDescription>
        <FormattedMessage
          id="competition.organisationForm.colourHelp"
          defaultMessage="The colour of the league’s public pages, as a hex code. Empty: Oche’s own colours."
        />
      </FormDescription>
      <FormMessage />
    </FormField>
  )
}
