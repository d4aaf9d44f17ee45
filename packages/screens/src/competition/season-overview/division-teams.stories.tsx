import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Division, Team } from '@oche/api'
import { expect, within } from 'storybook/test'
import { DivisionTeamsList } from './division-teams'

const division = (slug: string, name: string) => ({ id: `division-${slug}`, slug, name }) as Division
const team = (slug: string, name: string, changes: Partial<Pick<Team, 'captain' | 'venue'>> = {}) =>
  ({
    id: `team-${slug}`,
    slug,
    name,
    captain: { member_id: `captain-${slug}`, name: `Captain of ${name}` },
    venue: { id: 'venue-pijl', name: 'De Gouden Pijl' },
    ...changes,
  }) as Team

const meta = {
  title: 'screens/Competition/Season overview/Divisions and teams',
  component: DivisionTeamsList,
  args: {
    org: 'demo-darts-league',
    season: '2026-27',
    divisions: [
      {
        division: division('first', 'First division'),
        teams: [team('arrows', 'The Arrows'), team('bulls', 'Bull Busters')],
      },
      { division: division('second', 'Second division'), teams: [] },
    ],
    unassigned: [team('rockers', 'Oche Rockers', { captain: null, venue: null })],
  },
} satisfies Meta<typeof DivisionTeamsList>

export default meta
type Story = StoryObj<typeof meta>

/** Each division with its teams (captain, venue), an empty one, and the teams in no division after them. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('region', { name: /First division/ }))
    await expect(first.getByText('2 teams')).toBeVisible()
    await expect(first.getByText('Captain: Captain of The Arrows')).toBeVisible()
    await expect(first.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      '/competition/demo-darts-league/season/2026-27/groups/first',
    )
    await expect(
      within(canvas.getByRole('region', { name: /Second division/ })).getByText('No teams yet.'),
    ).toBeVisible()
    const unassigned = within(canvas.getByRole('region', { name: /Not in a division/ }))
    await expect(unassigned.getByText('Oche Rockers')).toBeVisible()
    await expect(unassigned.queryByText(/Captain:/)).not.toBeInTheDocument()
  },
}

/** A season just created: no divisions and no teams yet. */
export const Empty: Story = {
  args: { divisions: [], unassigned: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This season has no divisions or teams yet.')).toBeVisible()
  },
}

/** In Dutch: the glossary's ploeg and kapitein. */
export const InDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 ploegen')).toBeVisible()
    await expect(canvas.getByText(/Kapitein: Captain of The Arrows/)).toBeVisible()
  },
}
