import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterSelect, type FilterSelectProps } from './filter-select'

// A public page's first HTML is its server render: a search engine, a link preview and a phone still loading the
// page's code see the filter's button as the server drew it.
const boards = ['1', '2', '3'].map((number) => ({ value: number, label: `Board ${number}` }))

/** The filter's server render. */
function serverHtml(props: Partial<FilterSelectProps<string, string | null>>): string {
  return renderToString(
    createElement(FilterSelect, {
      label: 'Board',
      anyLabel: 'Every board',
      value: null,
      onValueChange: () => {},
      options: boards,
      ...props,
    }),
  )
}

/** What the filter's button shows in `html`. */
function shownValue(html: string): string {
  const value = /<span data-slot="select-value"[^>]*>([\s\S]*?)<\/span>/.exec(html)
  if (!value) throw new Error(`No select value in ${html}`)
  return value[1]!
}

const shownOnTheServer = (props: Partial<FilterSelectProps<string, string | null>>) => shownValue(serverHtml(props))

describe('a filter drawn on the server', () => {
  it('shows its "any" option when nothing is chosen, and no error message: a filter has no error to announce', () => {
    const html = serverHtml({ value: null })
    expect(shownValue(html)).toBe('Every board')
    expect(html).not.toContain('data-slot="form-message"')
  })

  it('shows the chosen option', () => {
    expect(shownOnTheServer({ value: '2' })).toBe('Board 2')
  })

  it('takes the caller\'s own value for "any"', () => {
    expect(shownOnTheServer({ anyValue: 'all', value: 'all' })).toBe('Every board')
    expect(shownOnTheServer({ anyValue: 'all', value: '3' })).toBe('Board 3')
  })
})
