import { isLocale, localeInfo, locales } from '@oche/i18n'
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@oche/ui'
import type { ReactNode } from 'react'

export type LanguageFieldProps = {
  label: ReactNode
  description?: ReactNode
  name: string
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  disabled?: boolean
}

/** The interface language: each language in its own name. */
export function LanguageField({ label, description, name, value, onValueChange, error, disabled }: LanguageFieldProps) {
  return (
    <FormField error={error} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Select name={name} value={value} onValueChange={onValueChange} disabled={disabled}>
        <FormControl>
          <SelectTrigger size="lg">
            {/* The chosen label, so the server-rendered page shows it too (see FilterSelect). */}
            <SelectValue>{isLocale(value) ? localeInfo[value].name : undefined}</SelectValue>
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          {locales.map((code) => (
            <SelectItem key={code} value={code} lang={localeInfo[code].tag}>
              {localeInfo[code].name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormField>
  )
}
