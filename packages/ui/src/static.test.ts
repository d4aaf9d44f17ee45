import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script without types: the walk over an entry's imports.
import { serverSafetyProblems } from '../../../scripts/server-safe.mjs'
import { Badge, EmptyState, EmptyStateTitle, PageLayout, SkeletonGroup } from './static'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

describe('the static entry', () => {
  it('reaches no hook, context or client directive: a server component page renders it', () => {
    expect(serverSafetyProblems(join(root, 'packages/ui/src/static.ts'), root)).toEqual([])
    // The main entry is a client one, and the walk says so.
    expect(serverSafetyProblems(join(root, 'packages/ui/src/index.ts'), root)).toContain(
      "packages/ui/src/index.ts: 'use client'",
    )
  })

  it('renders to HTML on the server', () => {
    expect(renderToStaticMarkup(createElement(Badge, { variant: 'live' }, 'Live'))).toContain('data-variant="live"')
    expect(renderToStaticMarkup(createElement(SkeletonGroup, { label: 'Loading standings' }))).toContain(
      '<span data-slot="skeleton-group-label" role="status" class="sr-only">Loading standings</span>',
    )
    // The empty state's title at the level the page's outline needs.
    const empty = createElement(EmptyState, null, createElement(EmptyStateTitle, { as: 'h1' }, 'No news yet'))
    expect(renderToStaticMarkup(empty)).toContain(
      '<h1 data-slot="empty-state-title" class="text-lg font-semibold">No news yet</h1>',
    )
  })

  it('lays a page out on the server, its back link through the link it is given', () => {
    const html = renderToStaticMarkup(
      createElement(PageLayout, {
        title: 'Tournaments',
        backHref: '/nl',
        backLabel: 'Home',
        renderLink: ({ children, ...props }) => createElement('a', { ...props, 'data-host-link': '' }, children),
      }),
    )
    expect(html).toContain('<h1 data-slot="page-layout-title"')
    expect(html).toMatch(/<a href="\/nl" data-slot="page-layout-back" class="[^"]*" data-host-link="">/)
  })
})
