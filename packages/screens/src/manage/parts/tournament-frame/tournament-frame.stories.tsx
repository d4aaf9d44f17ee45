import { tournamentDetailFixtures, userFixture } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { PlayGroupsScreen } from '../../play/play-groups/play-groups-screen'
import { PlayListScreen } from '../../play/play-list/play-list-screen'
import { playHandlers, resetPlayStory } from '../../play/story-helpers/play.story-helpers'
import { TournamentOverviewScreen } from '../../tournament-overview/tournament-overview-screen'
import { TournamentPlayersScreen } from '../../tournament-players/tournament-players-screen'

const { groupsRunning } = tournamentDetailFixtures
const tabs = [
  'manage-tournaments-id',
  'manage-tournaments-id-players',
  'manage-tournaments-id-play-list',
  'manage-tournaments-id-play-groups',
] as const

/** The management tabs of one tournament, switched one after the other as the tab bar does. */
function EveryTab({ id }: { id: string }) {
  const [tab, setTab] = useState(0)
  const page = tabs[tab]
  return (
    <>
      <button type="button" className="sr-only" onClick={() => setTab((tab + 1) % tabs.length)}>
        Next tab
      </button>
      {page === 'manage-tournaments-id' ? <TournamentOverviewScreen id={id} /> : null}
      {page === 'manage-tournaments-id-players' ? <TournamentPlayersScreen id={id} /> : null}
      {page === 'manage-tournaments-id-play-list' ? <PlayListScreen id={id} /> : null}
      {page === 'manage-tournaments-id-play-groups' ? <PlayGroupsScreen id={id} /> : null}
    </>
  )
}

const meta = {
  title: 'screens/Manage/Tournament frame',
  component: EveryTab,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    layout: 'fullscreen',
    msw: { handlers: playHandlers },
  },
  args: { id: groupsRunning.tournament.id },
  beforeEach: resetPlayStory,
} satisfies Meta<typeof EveryTab>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every tab of a tournament's management sits in the same frame: a main landmark, the same page width, the same
 * title, back link and public-page link, the tab bar at the same place. Only what is under the tabs changes.
 */
export const SameFrameOnEveryTab: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frames: string[] = []
    for (const page of tabs) {
      await waitFor(() =>
        expect(canvasElement.querySelector(`[aria-current="page"][data-page="${page}"]`)).not.toBeNull(),
      )
      await expect(await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })).toBeVisible()
      const main = canvas.getByRole('main')
      const layout = main.querySelector('[data-slot="page-layout"]') as HTMLElement
      const nav = canvas.getByRole('navigation', { name: 'Tournament management' })
      // The tab bar scrolls sideways on a phone, never up and down (no 1-px vertical scrollbar).
      await expect(nav.scrollHeight).toBe(nav.clientHeight)
      const back = canvas.getByRole('link', { name: 'Your tournaments' })
      const publicPage = canvas.getByRole('link', { name: 'Public page' })
      frames.push(
        JSON.stringify({
          width: layout.dataset.contentWidth,
          maxWidth: getComputedStyle(layout).maxWidth,
          back: back.getAttribute('href'),
          publicPage: publicPage.getAttribute('href'),
          navTop: Math.round(nav.getBoundingClientRect().top),
        }),
      )
      await userEvent.click(canvas.getByRole('button', { name: 'Next tab' }))
    }
    await expect(new Set(frames).size).toBe(1)
  },
}
