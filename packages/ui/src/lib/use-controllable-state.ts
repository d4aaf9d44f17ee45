import { useCallback, useRef, useState } from 'react'

export type UseControllableStateParams<T> = {
  value?: T | undefined
  defaultValue: T
  onChange?: ((value: T) => void) | undefined
}

/**
 * State that a parent may control (`value` + `onChange`) or leave to the
 * component (`defaultValue`). Every stateful ui component goes through it.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: UseControllableStateParams<T>) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const isControlled = value !== undefined
  const current = isControlled ? value : uncontrolled
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next)
      onChangeRef.current?.(next)
    },
    [isControlled],
  )
  return [current, setValue] as const
}
