import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPrefetchQueue } from './prefetch-queue'

// A fake viewport: the test says which links are in view.
function viewport() {
  const listeners = new Map<Element, (visible: boolean) => void>()
  return {
    observe: (element: Element, onChange: (visible: boolean) => void) => {
      listeners.set(element, onChange)
      return () => listeners.delete(element)
    },
    show: (element: Element) => listeners.get(element)?.(true),
    hide: (element: Element) => listeners.get(element)?.(false),
    watched: () => listeners.size,
  }
}

const link = () => ({}) as Element

describe('the link prefetch queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('prefetches a page only after its link has been in view for a second', () => {
    const view = viewport()
    const queue = createPrefetchQueue({ observe: view.observe, isSlow: () => false })
    const prefetched: string[] = []
    const standings = link()
    queue.watch(standings, '/standings', () => prefetched.push('/standings'))
    view.show(standings)
    vi.advanceTimersByTime(999)
    expect(prefetched).toEqual([])
    vi.advanceTimersByTime(1)
    expect(prefetched).toEqual(['/standings'])
  })

  it('forgets a link that scrolled out of view before its second was up', () => {
    const view = viewport()
    const queue = createPrefetchQueue({ observe: view.observe, isSlow: () => false })
    const prefetched: string[] = []
    const news = link()
    queue.watch(news, '/news', () => prefetched.push('/news'))
    view.show(news)
    vi.advanceTimersByTime(500)
    view.hide(news)
    vi.advanceTimersByTime(5000)
    expect(prefetched).toEqual([])
  })

  it('runs about four at a time, each page once', () => {
    const view = viewport()
    const queue = createPrefetchQueue({ observe: view.observe, isSlow: () => false })
    const prefetched: string[] = []
    const links = Array.from({ length: 10 }, (_, index) => ({ element: link(), href: `/page-${index}` }))
    for (const { element, href } of links) queue.watch(element, href, () => prefetched.push(href))
    // The same page twice in the menu is prefetched once.
    const again = link()
    queue.watch(again, '/page-0', () => prefetched.push('/page-0'))
    for (const { element } of links) view.show(element)
    view.show(again)
    vi.advanceTimersByTime(1000)
    expect(prefetched).toHaveLength(4)
    vi.advanceTimersByTime(1000)
    expect(prefetched).toHaveLength(8)
    vi.advanceTimersByTime(1000)
    expect(prefetched).toEqual(links.map(({ href }) => href))
  })

  it('prefetches nothing by itself on a very slow connection, but still on hover or focus', () => {
    const view = viewport()
    const queue = createPrefetchQueue({ observe: view.observe, isSlow: () => true })
    const prefetched: string[] = []
    const results = link()
    queue.watch(results, '/results', () => prefetched.push('/results'))
    view.show(results)
    vi.advanceTimersByTime(10_000)
    expect(prefetched).toEqual([])
    expect(view.watched()).toBe(0)
    queue.now('/results', () => prefetched.push('/results'))
    queue.now('/results', () => prefetched.push('/results'))
    expect(prefetched).toEqual(['/results'])
  })

  it('stops watching a link that left the page', () => {
    const view = viewport()
    const queue = createPrefetchQueue({ observe: view.observe, isSlow: () => false })
    const prefetched: string[] = []
    const cup = link()
    const stop = queue.watch(cup, '/cup', () => prefetched.push('/cup'))
    view.show(cup)
    stop()
    vi.advanceTimersByTime(5000)
    expect(prefetched).toEqual([])
    expect(view.watched()).toBe(0)
  })
})
