import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createTournamentHandlers,
  handlers,
  mockError,
  mockJson,
  mockPending,
  tournamentPageFixture,
} from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PublicTournamentListScreen } from './public-tournament-list-screen'

const meta = {
  title: 'screens/Tournaments/List',
  component: PublicTournamentListScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    pathname: '/tournaments',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { searchParams: {} },
} satisfies Meta<typeof PublicTournamentListScreen>

export default meta
type Story = StoryObj<typeof meta>

const items = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="tournament-list-item"]')]
const navigations = (element: HTMLElement) =>
  (element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? '').split(' ')

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading tournaments'))
  },
}

/** Every public tournament: live first, then upcoming, then finished with their champions. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The page's content is its main landmark (axe: landmark-one-main, region).
    await expect(canvas.getByRole('main')).toContainElement(canvas.getAllByRole('heading', { level: 1 })[0]!)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
    await waitFor(() => expect(items(canvasElement)).toHaveLength(tournamentPageFixture.total))
    await expect(items(canvasElement)[0]).toHaveAttribute('data-status', 'running')
    await expect(items(canvasElement).at(-1)).toHaveAttribute('data-status', 'finished')
    const first = tournamentPageFixture.data[0]
    await expect(canvas.getByRole('link', { name: first?.name ?? '' })).toHaveAttribute(
      'href',
      `/tournaments/${first?.id}`,
    )
    const autumn = items(canvasElement).find((item) => item.textContent?.includes('Autumn Classic 2026')) as HTMLElement
    await expect(within(autumn).getByText('Kevin Peeters')).toBeVisible()
    await expect(within(autumn).getByText(/^12 entries · organised by Olly Organiser$/)).toBeVisible()
    const tabs = canvas.getByRole('navigation', { name: 'Which tournaments' })
    await expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await expect(within(tabs).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/tournaments?status=live')
    // One page only: no page navigation.
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  },
}

/** A tab shows one kind of tournament and goes into the address. */
export const SwitchingTabs: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(0))
    const tabs = canvas.getByRole('navigation', { name: 'Which tournaments' })
    await userEvent.click(within(tabs).getByRole('link', { name: 'Finished' }))
    await waitFor(() => expect(items(canvasElement)).toHaveLength(2))
    await expect(items(canvasElement).every((item) => item.dataset.status === 'finished')).toBe(true)
    await expect(navigations(canvasElement)).toContain('/tournaments?status=finished')
    await expect(within(tabs).getByRole('link', { name: 'Finished' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(tabs).getByRole('link', { name: 'Upcoming' }))
    await waitFor(() =>
      expect(items(canvasElement).every((item) => ['draft', 'drawn'].includes(item.dataset.status ?? ''))).toBe(true),
    )
    await expect(items(canvasElement)).toHaveLength(3)
  },
}

/** Search by name or venue once typing pauses; nothing found offers the way back. */
export const Searching: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(0))
    const search = canvas.getByRole('searchbox', { name: 'Search by name or venue' })
    await userEvent.type(search, 'gent')
    await waitFor(() => expect(items(canvasElement)).toHaveLength(2))
    await expect(navigations(canvasElement)).toContain('/tournaments?search=gent')
    await userEvent.clear(search)
    await userEvent.type(search, 'nowhere at all')
    await expect(await canvas.findByText('No tournaments match')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show every tournament' }))
    await expect(search).toHaveValue('')
    await waitFor(() => expect(items(canvasElement)).toHaveLength(tournamentPageFixture.total))
  },
}

/** The number of tournaments found is a polite status that stays on the page, so a screen reader hears each count. */
export const SearchCountIsAnnounced: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(0))
    const count = canvas.getByRole('status')
    await expect(count).toBeEmptyDOMElement()
    const search = canvas.getByRole('searchbox', { name: 'Search by name or venue' })
    await userEvent.type(search, 'gent')
    await waitFor(() => expect(count).toHaveTextContent('2 tournaments match your search'))
    await expect(count).toBeVisible()
    await userEvent.clear(search)
    await userEvent.type(search, 'nowhere at all')
    // On screen the empty state says so; the same status region tells a screen reader.
    await waitFor(() => expect(count).toHaveTextContent('No tournaments match your search'))
    await expect(canvas.getByRole('heading', { name: 'No tournaments match' })).toBeVisible()
    await expect(canvas.getByRole('status')).toBe(count)
  },
}

/** A shared link opens on its tab and search. */
export const FromSharedLink: Story = {
  args: { searchParams: { status: 'live', search: 'night' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('searchbox')).toHaveValue('night')
    // Double Trouble Night, Pairs Night at De Pijl and Saturday Night Darts #47 are live.
    await waitFor(() => expect(items(canvasElement)).toHaveLength(3))
    await expect(items(canvasElement).every((item) => item.dataset.status === 'running')).toBe(true)
  },
}

// Four per page, so the fixtures fill three pages.
const pagedHandler = http.get('*/api/tournaments', ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const data = tournamentPageFixture.data.slice((page - 1) * 4, page * 4)
  return HttpResponse.json({ data, page, per_page: 4, total: tournamentPageFixture.total })
})

export const Paging: Story = {
  parameters: { msw: { handlers: [pagedHandler, ...handlers] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(items(canvasElement)).toHaveLength(4))
    const pages = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(items(canvasElement)).toHaveLength(2))
    await expect(items(canvasElement)[0]).toHaveTextContent(tournamentPageFixture.data[8]?.name ?? '')
    await expect(navigations(canvasElement)).toContain('/tournaments?page=3')
    await userEvent.click(within(pages).getByRole('button', { name: /Previous/ }))
    await waitFor(() => expect(items(canvasElement)[0]).toHaveTextContent(tournamentPageFixture.data[4]?.name ?? ''))
  },
}

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mockJson('get', '/tournaments', { data: [], page: 1, per_page: 24, total: 0 }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tournaments here yet')).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/tournaments', 500, { message: 'Server error.' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The tournaments could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(0))
    // Tabs above the search on a phone; nothing wider than the screen.
    const tabs = canvas.getByRole('navigation', { name: 'Which tournaments' })
    const search = canvas.getByRole('searchbox')
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(tabs.getBoundingClientRect().bottom - 1)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(0))
  },
}
