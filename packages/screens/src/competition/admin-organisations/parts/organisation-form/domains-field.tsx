import { Button, FormControl, FormField, FormLabel, FormMessage, IconButton, Input } from '@oche/ui'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { maxDomains, type OrganisationFormValues } from './organisation-form-values'

/** A host name as an example: the same in every language. */
const domainExample = 'league.example.org'

/** The host names of the league's public site: one per row, each checked, at most ten. */
export function DomainsField() {
  const intl = useIntl()
  const headingId = useId()
  const helpId = useId()
  const { register, control, formState } = useFormContext<OrganisationFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'domains' })
  const errors = formState.errors.domains
  const listError = errors?.message ?? errors?.root?.message
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={helpId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-sm font-medium">
          <FormattedMessage id="competition.organisationForm.domains" defaultMessage="Domains (optional)" />
        </h3>
        <p id={helpId} className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.organisationForm.domainsHelp"
            defaultMessage="Host names that open the league’s public site, such as league.example.org. Each one can belong to one organisation only."
          />
        </p>
      </div>
      {fields.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => {
            return (
              <li key={field.id} className="flex items-start gap-2">
                <FormField error={errors?.[index]?.host?.message} className="min-w-0 flex-1">
                  <FormLabel className="sr-only">
                    <FormattedMessage
                      id="competition.organisationForm.domainLabel"
                      defaultMessage="Domain {number}"
                      values={{ number: index + 1 }}
                    />
                  </FormLabel>
                  <FormControl>
                    <Input
                      size="lg"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder={domainExample}
                      {...register(`domains.${index}.host`)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormField>
                <IconButton
                  type="button"
                  variant="outline"
                  size="lg"
                  onClick={() => remove(index)}
                  label={intl.formatMessage(
                    { id: 'competition.organisationForm.domainRemove', defaultMessage: 'Remove domain {number}' },
                    { number: index + 1 },
                  )}
                >
                  <Trash2 />
                </IconButton>
              </li>
            )
          })}
        </ul>
      ) : null}
      {listError ? (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      ) : null}
      {fields.length < maxDomains ? (
        <Button type="button" variant="outline" className="self-start" onClick={() => append({ host: '' })}>
          <Plus aria-hidden />
          <FormattedMessage id="competition.organisationForm.domainAdd" defaultMessage="Add a domain" />
        </Button>
      ) : null}
    </div>
  )
}
