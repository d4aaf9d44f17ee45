import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SeasonAttentionList } from './season-attention-list'

const meta = {
  title: 'screens/Competition/Season overview/Needs attention',
  component: SeasonAttentionList,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: {
    org: 'demo-darts-league',
    season: '2026-27',
    items: [
      { kind: 'noLeagueNights' },
      { kind: 'divisionTooFewTeams', division: { slug: 'second', name: 'Second division' }, teams: 1 },
      { kind: 'divisionWithoutFixtures', division: { slug: 'first', name: 'First division' } },
      {
        kind: 'teamsWithoutDivision',
        teams: [
          { slug: 'rockers', name: 'Oche Rockers' },
          { slug: 'trebles', name: 'Treble Trouble' },
        ],
      },
      { kind: 'teamWithoutCaptain', team: { slug: 'arrows', name: 'The Arrows' } },
      { kind: 'teamWithoutVenue', team: { slug: 'bulls', name: 'Bull Busters' } },
      {
        kind: 'confirmationOverdue',
        match: { slug: 'w3-arrows-bulls', home: 'The Arrows', away: 'Bull Busters', date: '2026-10-01' },
        days: 26,
      },
      {
        kind: 'resultOverdue',
        match: { slug: 'w4-trebles-rockers', home: 'Treble Trouble', away: 'Oche Rockers', date: '2026-10-08' },
        days: 19,
      },
      {
        kind: 'matchDisputed',
        match: { slug: 'w6-rockers-arrows', home: 'Oche Rockers', away: 'The Arrows', date: '2026-10-21' },
      },
    ],
  },
} satisfies Meta<typeof SeasonAttentionList>

export default meta
type Story = StoryObj<typeof meta>

/** Each thing to deal with is a link to the page where it is dealt with. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(9)
    await expect(
      canvas.getByRole('link', {
        name: 'Treble Trouble – Oche Rockers of 8 Oct has no result 19 days later: enter it, forfeit it or deduct points',
      }),
    ).toHaveAttribute('href', '/competition/demo-darts-league/season/2026-27/matches/w4-trebles-rockers')
    await expect(
      canvas.getByRole('link', { name: /^Oche Rockers – The Arrows of 21 Oct: the match report is disputed/ }),
    ).toHaveAttribute('href', '/competition/demo-darts-league/season/2026-27/matches/w6-rockers-arrows')
    await expect(canvas.getByRole('link', { name: /not confirmed by both captains 26 days later/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Second division has only 1 team/ })).toHaveAttribute(
      'href',
      '/competition/demo-darts-league/season/2026-27/groups/second/teams',
    )
    await expect(canvas.getByRole('link', { name: /Oche Rockers and Treble Trouble/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /The Arrows has no captain/ }).getAttribute('href')).toContain(
      '/competition/demo-darts-league/season/2026-27/teams/arrows',
    )
  },
}

/** A season ready to play. */
export const Nothing: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing needs you right now.')).toBeVisible()
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

/** In German: the glossary's Staffel and Mannschaft. */
export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Second division hat nur 1 Mannschaft/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Der Spielbericht ist angefochten/ })).toBeVisible()
  },
}
