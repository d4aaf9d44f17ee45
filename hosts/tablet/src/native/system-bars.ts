/** Spec section 9: the system bars are black in dark mode and white in light mode. */
export function systemBarsFor(dark: boolean): { background: string; icons: 'light' | 'dark' } {
  return dark ? { background: '#000000', icons: 'light' } : { background: '#ffffff', icons: 'dark' }
}

/** Calls `apply` with the page's colour mode (the `dark` class on the root element) now and on each change. */
export function followColourMode(root: HTMLElement, apply: (dark: boolean) => void): () => void {
  let dark = root.classList.contains('dark')
  apply(dark)
  const observer = new MutationObserver(() => {
    const next = root.classList.contains('dark')
    if (next === dark) return
    dark = next
    apply(dark)
  })
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
