import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ListPage } from './list-page'

type Clubs = readonly string[]

const meta = {
  title: 'screens/Manage/List page',
  component: ListPage<Clubs>,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Clubs',
    description: 'The clubs your players come from.',
    backLabel: 'Organiser home',
    query: { data: ['De Pijl', 'De Roos'], error: null, refetch: fn() },
    errorTitle: 'Your clubs could not be loaded',
    loadingLabel: 'Loading your clubs',
    children: (clubs: Clubs) => (
      <ul>
        {clubs.map((club) => (
          <li key={club}>{club}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof ListPage<Clubs>>

export default meta
type Story = StoryObj<typeof meta>

/** The list is there: the title, description and the content made from it, with a way back home. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible()
    await expect(canvas.getByText('The clubs your players come from.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Organiser home' })).toHaveAttribute('href', '/manage')
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['De Pijl', 'De Roos'])
  },
}

/** While the list loads, skeleton rows stand in for it and screen readers hear what is loading. */
export const Loading: Story = {
  args: { query: { data: undefined, error: null, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your clubs')
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument()
  },
}

/** The list could not be loaded: the error says so and “Try again” loads it again. */
export const LoadError: Story = {
  args: { query: { data: undefined, error: new Error('Failed to fetch'), refetch: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your clubs could not be loaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.query.refetch).toHaveBeenCalledTimes(1)
  },
}

/** An empty list is still a loaded list: the content decides what to show. */
export const Empty: Story = {
  args: {
    query: { data: [], error: null, refetch: fn() },
    children: (clubs: Clubs) => <p>{clubs.length === 0 ? 'No clubs yet' : `${clubs.length} clubs`}</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clubs yet')).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}
