import type { ComponentProps, ReactNode, Ref } from 'react'
import { SelectField, type SelectOption } from '../select-field/select-field'

/** The "any" item's value inside the select: no option's value can be it (slugs, ids and keys never start with `:`). */
const any = ':any'

/** One option of a filter: its value in the address or the query, and what the list calls it. */
export type FilterOption<V extends string = string> = SelectOption & { value: V }

export type FilterSelectProps<V extends string, A extends string | null = null> = {
  label: ReactNode
  /** The chosen option, or `anyValue` for "any". */
  value: V | A
  onValueChange: (value: V | A) => void
  /** What the caller's state calls "any" (null unless given), handed back as is when "any" is chosen. */
  anyValue?: A
  /** The first option, which filters nothing. */
  anyLabel: ReactNode
  /** The options after "any", in their order. */
  options: readonly FilterOption<V>[]
  /** The select's button, e.g. to move focus to it when a "clear the filters" button goes away. */
  triggerRef?: Ref<HTMLButtonElement>
  /** The button's size, to match the list's search field (medium unless given). */
  size?: ComponentProps<typeof SelectField>['size']
  /** The field's own classes (its width in a row of filters). */
  className?: string
}

/**
 * One filter of a list: a `SelectField` whose first option is "any" (`anyValue`, null unless given), drawn with its
 * chosen label on the server too. A filter has no error, so it has no error message either.
 */
export function FilterSelect<V extends string, A extends string | null = null>({
  label,
  value,
  onValueChange,
  anyValue = null as A,
  anyLabel,
  options,
  triggerRef,
  size,
  className,
}: FilterSelectProps<V, A>) {
  const isAny = value === anyValue
  return (
    <SelectField
      ref={triggerRef}
      label={label}
      size={size ?? 'md'}
      className={className}
      value={isAny ? any : (value as V)}
      onValueChange={(next) => onValueChange(next === any ? anyValue : (next as V))}
      options={[{ value: any, label: anyLabel }, ...options]}
      noErrors
    />
  )
}
