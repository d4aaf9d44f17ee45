import type { TournamentVisibility } from '@oche/api'
import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { RadioField } from './radio-field'

export type VisibilityFieldProps = {
  /** “Who can see it”, worded for the thing (its gender differs in German). */
  legend: ReactNode
  /** What each choice means for this thing: where it is listed and who sees it. */
  descriptions: Record<TournamentVisibility, ReactNode>
}

/**
 * Who can see a tournament, an event or a ranking: public, unlisted or private, as the `visibility` field of the
 * form around it. The choices are the same everywhere; the form says what each means for its thing.
 */
export function VisibilityField({ legend, descriptions }: VisibilityFieldProps) {
  const { control } = useFormContext<{ visibility: TournamentVisibility }>()
  return (
    <Controller
      control={control}
      name="visibility"
      render={({ field, fieldState }) => (
        <RadioField
          ref={field.ref}
          legend={legend}
          value={field.value}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
          options={[
            {
              value: 'public',
              label: <FormattedMessage id="manage.visibility.public" defaultMessage="Public" />,
              description: descriptions.public,
            },
            {
              value: 'unlisted',
              label: <FormattedMessage id="manage.visibility.unlisted" defaultMessage="Unlisted" />,
              description: descriptions.unlisted,
            },
            {
              value: 'private',
              label: <FormattedMessage id="manage.visibility.private" defaultMessage="Private" />,
              description: descriptions.private,
            },
          ]}
        />
      )}
    />
  )
}
