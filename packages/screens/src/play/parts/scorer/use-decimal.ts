import { useCallback, useMemo } from 'react'
import { useIntl } from 'react-intl'

/**
 * Swaps the decimal point of a number the engine formatted (`'88.41'`, rounded half up there) for the interface
 * language's decimal sign (`'88,41'` in Dutch, French and German).
 */
export function useDecimal(): (text: string) => string {
  const intl = useIntl()
  const separator = useMemo(
    () => new Intl.NumberFormat(intl.locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    [intl.locale],
  )
  return useCallback((text: string) => text.replace('.', separator), [separator])
}
