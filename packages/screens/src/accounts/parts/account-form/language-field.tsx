import { localeInfo, locales } from '@oche/i18n'
import type { ReactNode } from 'react'
import { SelectField } from '../../../app/select-field/select-field'

export type LanguageFieldProps = {
  label: ReactNode
  description?: ReactNode
  name: string
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  disabled?: boolean
}

const options = locales.map((code) => ({ value: code, label: localeInfo[code].name, lang: localeInfo[code].tag }))

/** The interface language: each language in its own name. */
export function LanguageField(props: LanguageFieldProps) {
  return <SelectField {...props} options={options} />
}
