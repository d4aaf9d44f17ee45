import type { Entry } from '@oche/api'
import { Input } from '@oche/ui'
import { useState } from 'react'
import { useIntl } from 'react-intl'

export type SeedInputProps = {
  entry: Entry
  onSeedChange: (seed: number | null) => void
}

/** An entry's seed, typed in place and saved when the field is left or Enter is pressed; empty for unseeded. */
export function SeedInput({ entry, onSeedChange }: SeedInputProps) {
  const intl = useIntl()
  const saved = entry.seed === null ? '' : String(entry.seed)
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? saved
  const trimmed = text.trim()
  const isValid = trimmed === '' || (/^\d{1,4}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 1024)

  function save() {
    if (draft === null) return
    if (isValid && trimmed !== saved) onSeedChange(trimmed === '' ? null : Number(trimmed))
    if (isValid) setDraft(null)
  }

  return (
    <Input
      size="sm"
      inputMode="numeric"
      className="w-16 text-center tabular-nums"
      aria-label={intl.formatMessage(
        { id: 'manage.players.seedOf', defaultMessage: 'Seed of {name}' },
        { name: entry.name },
      )}
      invalid={!isValid}
      value={text}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save()
        if (event.key === 'Escape') setDraft(null)
      }}
    />
  )
}
