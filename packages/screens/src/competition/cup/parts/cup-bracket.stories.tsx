import type { Meta, StoryObj } from '@storybook/react-vite'
import { userFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { groupsPath, org, season, seasonPath } from '../../divisions/parts/division.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { CupBrackets } from './cup-bracket'
import { cups } from './cup.story-helpers'
import { useCupPage } from './use-cup-page'

// A cup's knockouts on their own: the rounds, each match's teams or where they come from, byes and winners.

type BracketProps = { org: string; season: string; cup: string }

/** Stories only: the cup read from the API and its brackets, each match linking to its page of the season. */
function Bracket({ org, season, cup }: BracketProps) {
  const page = useCupPage(org, season, cup)
  if (page.status !== 'ready') return <p role="status">{page.status}</p>
  if (page.cup.matches.length === 0) return <p>Not drawn yet.</p>
  return <CupBrackets matches={page.cup.matches} matchHref={(match) => `${seasonPath}/matches/${match}`} />
}

const meta = {
  title: 'screens/Competition/Cup/Bracket',
  component: Bracket,
  args: { org, season, cup: cups.drawn },
  parameters: {
    user: userFixture,
    pathname: `${groupsPath}/${cups.drawn}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', cups: 'demo' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof Bracket>

export default meta
type Story = StoryObj<typeof meta>

/** A straight draw of seven, half played: a bye, winners with their games, a later round still to follow. */
export const StraightDraw: Story = {
  play: async ({ canvas }) => {
    const bracket = within(await canvas.findByRole('region', { name: 'Bracket: Cup' }))
    await expect(bracket.getByRole('heading', { name: 'Knockout' })).toBeVisible()
    await expect(bracket.getByRole('heading', { name: 'Quarter-finals' })).toBeVisible()
    await expect(bracket.getByRole('heading', { name: 'Final' })).toBeVisible()
    const bye = within(bracket.getByRole('listitem', { name: 'Quarter-final 1' }))
    await expect(bye.getByText('Bye')).toBeVisible()
    await expect(bye.getByText('Through without playing')).toBeVisible()
    const played = within(bracket.getByRole('listitem', { name: 'Quarter-final 2' }))
    await expect(played.getByLabelText('Won')).toBeVisible()
    await expect(played.getAllByText(/^games won: \d+$/)).toHaveLength(2)
    await expect(bracket.getAllByText('Winner of Quarter-final 4')).toHaveLength(1)
    await expect(canvas.queryByRole('region', { name: 'Bracket: Plate' })).not.toBeInTheDocument()
  },
}

/** A played match's link to its page, reached by keyboard. */
export const MatchLink: Story = {
  play: async ({ canvas }) => {
    const bracket = within(await canvas.findByRole('region', { name: 'Bracket: Cup' }))
    const link = bracket.getByRole('link', { name: 'The match: Quarter-final 2' })
    await expect(link).toHaveAttribute('href', `${seasonPath}/matches/${cups.drawn}-cup-1-2`)
    link.focus()
    await expect(link).toHaveFocus()
    await userEvent.tab()
    await expect(link).not.toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(link).toHaveFocus()
  },
}

/** Groups then a cup and a plate: both brackets, the plate's final still to play. */
export const CupAndPlate: Story = {
  args: { cup: cups.groups },
  parameters: { pathname: `${groupsPath}/${cups.groups}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Bracket: Cup' })).toBeVisible()
    const plate = within(canvas.getByRole('region', { name: 'Bracket: Plate' }))
    await expect(plate.getByRole('heading', { name: 'Plate' })).toBeVisible()
    await expect(plate.getByRole('link', { name: 'Lineups and games: Final' })).toBeVisible()
  },
}

/** A cup not drawn yet has no bracket. */
export const NotDrawn: Story = {
  args: { cup: cups.open },
  parameters: { pathname: `${groupsPath}/${cups.open}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not drawn yet.')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: /^Bracket/ })).not.toBeInTheDocument()
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const bracket = within(await canvas.findByRole('region', { name: /^Schema: / }))
    await expect(bracket.getByRole('heading', { name: 'Afvalrondes' })).toBeVisible()
    await expect(bracket.getByText('Vrijloting')).toBeVisible()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Bracket: Cup' })).toBeVisible()
  },
}
