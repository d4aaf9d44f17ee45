import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SelectField } from './select-field'

describe('a select field drawn on the server', () => {
  it('shows the chosen option in the first HTML', () => {
    const html = renderToString(
      createElement(SelectField, {
        label: 'Kind',
        value: 'doubles',
        onValueChange: () => {},
        options: [
          { value: 'singles', label: 'Singles' },
          { value: 'doubles', label: 'Doubles' },
        ],
      }),
    )
    expect(/<span data-slot="select-value"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1]).toBe('Doubles')
  })

  it('shows its placeholder while nothing is chosen', () => {
    const html = renderToString(
      createElement(SelectField, {
        label: 'Player',
        value: '',
        placeholder: 'Choose a player',
        onValueChange: () => {},
        options: [{ value: 'mia', label: 'Mia' }],
      }),
    )
    expect(/<span data-slot="select-value"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1]).toBe('Choose a player')
  })

  it('keeps its error message in the page while valid, as an empty live region', () => {
    const html = renderToString(
      createElement(SelectField, {
        label: 'Kind',
        value: 'singles',
        onValueChange: () => {},
        options: [{ value: 'singles', label: 'Singles' }],
      }),
    )
    // A screen reader announces what changes inside a live region already in the page, not a new one.
    expect(html).toMatch(/<p data-slot="form-message"[^>]*aria-live="polite"[^>]*><\/p>/)
  })
})
