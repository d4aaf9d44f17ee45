import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TournamentListControls } from './tournament-list-controls'

const meta = {
  title: 'screens/Tournaments/List controls',
  component: TournamentListControls,
  args: {
    status: null,
    tabHref: (status) => (status ? `/tournaments?status=${status}` : '/tournaments'),
    onSearch: fn(),
    searchAction: '/tournaments',
    searchCount: null,
    page: 1,
    pageCount: 3,
    getPageHref: (page) => `/tournaments?page=${page}`,
    search: '',
    children: <p>The list</p>,
  },
} satisfies Meta<typeof TournamentListControls>

export default meta
type Story = StoryObj<typeof meta>

/**
 * On a server page (docs/adr/031): tabs and pages are links to their addresses, the search is sent once typing
 * pauses, and without script it is a `GET` form to the list's path.
 */
export const AsLinks: Story = {
  play: async ({ args, canvas }) => {
    const tabs = within(canvas.getByRole('navigation', { name: 'Which tournaments' }))
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Finished' })).toHaveAttribute('href', '/tournaments?status=finished')
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }))
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/tournaments?page=2')
    const search = canvas.getByRole('searchbox', { name: 'Search by name or venue' })
    await expect(search.closest('form')).toHaveAttribute('action', '/tournaments')
    await userEvent.type(search, '  Gent ')
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Gent'))
    await expect(args.onSearch).toHaveBeenCalledOnce()
  },
}

/** On the client screen: a tab's press changes the list in place, and a search's count is announced. */
export const InPlace: Story = {
  args: { onStatusChange: fn(), search: 'night', searchCount: 2, pageCount: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('night')
    await expect(canvas.getByRole('status')).toHaveTextContent('2 tournaments match your search')
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('link', { name: 'Live' }))
    await expect(args.onStatusChange).toHaveBeenCalledWith('live')
  },
}
