import type { Meta, StoryObj } from '@storybook/react-vite'
import { tournamentPageFixture } from '@oche/mocks'
import { useIntl } from 'react-intl'
import { expect, within } from 'storybook/test'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { TournamentStart } from '../parts/tournament-header/tournament-start'
import { TournamentListView } from './tournament-list-view'

/** The view as a client screen renders it: `useIntl()`, the page's language and the host's link. */
function ListView() {
  const { Link } = usePlatform()
  return (
    <div className="@container p-4">
      <TournamentListView
        tournaments={tournamentPageFixture.data.slice(0, 4)}
        intl={useIntl()}
        locale={useLocale()}
        Link={Link}
        Start={TournamentStart}
      />
    </div>
  )
}

const meta = {
  title: 'screens/Tournaments/List view',
  component: ListView,
} satisfies Meta<typeof ListView>

export default meta
type Story = StoryObj<typeof meta>

const [first] = tournamentPageFixture.data

export const Filled: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(canvas.getByRole('link', { name: first!.name })).toHaveAttribute('href', `/tournaments/${first!.id}`)
    await expect(items[0]).toHaveTextContent(`organised by ${first!.organiser.name}`)
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      `/nl/tournaments/${first!.id}`,
    )
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(`georganiseerd door ${first!.organiser.name}`)
  },
}
