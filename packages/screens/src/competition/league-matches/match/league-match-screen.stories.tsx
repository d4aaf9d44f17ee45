import type { Meta, StoryObj } from '@storybook/react-vite'
import { realtimeChannels, realtimeEvents } from '@oche/api'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  leagueNightFixtureSlugs,
  mockError,
  mockPending,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyRealtime } from '../../../../../../.storybook/story-harness'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers, halfPlayedLeague } from '../../story-helpers/competition.story-helpers'
import {
  base,
  fixtureBySlug,
  fixtureNight,
  fixtureStore,
  matchApi,
  matchPath,
  org,
  playPath,
  season,
  teamsOf,
  titleOf,
} from '../league-match.story-helpers'
import { LeagueMatchScreen } from './league-match-screen'

const orgApi = '/competition/manage/organisations/:org'
const { confirmed, played, disputed, live, homeLineupOnly, scheduled } = leagueNightFixtureSlugs
const divisionOf = (slug: string) => fixtureStore.divisions.get(fixtureBySlug(fixtureStore, slug).divisionId)?.name
const participantId = (name: string) =>
  [...fixtureStore.participants.values()].find((row) => row.name === name)?.id ?? ''
const legsOf = (slug: string, number: number) =>
  fixtureNight.matches.get(fixtureBySlug(fixtureStore, slug).id)?.games.find((game) => game.number === number)
    ?.legs ?? [0, 0]
const auditOf = (slug: string) => fixtureNight.matches.get(fixtureBySlug(fixtureStore, slug).id)?.audit ?? []
/** The names of the players a team lines up for game `number` of a match, joined as the games table shows them. */
const lineupOf = (slug: string, number: number, side: 'home' | 'away') =>
  (fixtureNight.matches.get(fixtureBySlug(fixtureStore, slug).id)?.lineups[side]?.[number - 1] ?? [])
    .map((id) => fixtureStore.participants.get(id)?.name ?? '')
    .join(' & ')
/** A match of the first league night between two other teams than The Arrows, signed off by both. */
const otherConfirmed = [...fixtureStore.fixtures.values()]
  .filter((row) => row.seasonId === competitionFixtureIds.currentSeason && row.weekIndex === 0)
  .map((row) => row.slug)
  .sort()
  .find((slug) => slug !== confirmed && !slug.includes(competitionFixtureSlugs.organiserTeam))
if (!otherConfirmed) throw new Error('The mocks have no other match in the first league night')

const adminLeague = halfPlayedLeague('admin')

const meta = {
  title: 'screens/Competition/League matches/Match',
  component: LeagueMatchScreen,
  args: { org, season, match: live },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: matchPath(live),
    msw: { handlers: adminLeague.handlers },
  },
  beforeEach: () => {
    adminLeague.reset()
    return forgetStoryToken()
  },
} satisfies Meta<typeof LeagueMatchScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The row of game `number` in the games table (a card on a phone). */
const gameRow = (root: HTMLElement, number: number) =>
  within(root.querySelector<HTMLElement>(`[data-game="${number}"][data-game-state]`) as HTMLElement)
/** A team's line of the match report's sign-off: confirmed by whom, or not yet. */
const signOff = (root: HTMLElement, side: 'home' | 'away') => root.querySelector(`li[data-side="${side}"]`)
const navigations = (root: HTMLElement) =>
  (root.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? '').split(' ')
const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }))
const choosePlayer = async (group: ReturnType<typeof within>, label: string, player: string) => {
  await userEvent.click(group.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: player }))
}

const startCalls = recordRequests('post', `${matchApi}/games/:game/start`)
const lineupCalls = recordRequests('put', `${matchApi}/lineups/:side`)
const resultCalls = recordRequests('put', `${matchApi}/games/:game/result`)
const confirmCalls = recordRequests('post', `${matchApi}/confirm`)
const disputeCalls = recordRequests('post', `${matchApi}/dispute`)

/**
 * An admin on the live match: four games played, the fifth under way, both lineups in (behind "Change the lineup",
 * a tab per team). "Score" on the next game starts it on the server and opens its scorer.
 */
export const AdminLiveMatch: Story = {
  parameters: { msw: { handlers: [startCalls.handler, ...adminLeague.handlers] } },
  beforeEach: () => {
    startCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(live) })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', `${base}/matches`)
    await expect(canvas.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `${base}/groups/first-division`,
    )
    const score = within(canvas.getByRole('region', { name: 'Score' }))
    await expect(score.getByText('4 of 10 games')).toBeVisible()

    await expect(gameRow(canvasElement, 1).getByText('Scored dart by dart')).toBeVisible()
    await expect(gameRow(canvasElement, 1).getByRole('button', { name: 'Change result Game 1' })).toBeVisible()
    await expect(gameRow(canvasElement, 5).getByText('Live')).toBeVisible()
    await expect(gameRow(canvasElement, 5).getByRole('link', { name: 'Go on scoring Game 5' })).toHaveAttribute(
      'href',
      playPath(live, 5),
    )
    await expect(gameRow(canvasElement, 6).getByText('Ready')).toBeVisible()
    await expect(gameRow(canvasElement, 6).getByRole('button', { name: 'Enter result Game 6' })).toBeVisible()

    const changeLineup = canvas.getByRole('button', { name: 'Change the lineup' })
    await expect(changeLineup).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(changeLineup)
    await expect(changeLineup).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('tab', { name: teamsOf(live).home })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('tab', { name: teamsOf(live).away }))
    await expect(await canvas.findByRole('form', { name: `Lineup of ${teamsOf(live).away}` })).toBeVisible()

    await expect(canvas.getByText('Once the match is decided, both captains confirm the match report.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Confirm the match report' })).not.toBeInTheDocument()

    await userEvent.click(gameRow(canvasElement, 6).getByRole('button', { name: 'Score Game 6' }))
    await waitFor(() => expect(navigations(canvasElement)).toContain(playPath(live, 6)))
    await expect(startCalls.requests).toHaveLength(1)
    await expect(startCalls.requests[0]?.url).toContain(`/matches/${live}/games/6/start`)
  },
}

const moveLeague = halfPlayedLeague('captain')

/**
 * The Arrows' captain moves their coming away match: the dialog names the league's limits (no postponing without a
 * date); the server refuses a date too long after the match, then one in the season's last playing weeks, each on
 * the date field in its own words, and keeps the reason typed.
 */
export const CaptainMovesMatch: Story = {
  args: { match: homeLineupOnly },
  parameters: { pathname: matchPath(homeLineupOnly), msw: { handlers: moveLeague.handlers } },
  beforeEach: () => {
    moveLeague.reset()
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move the match' }))
    const dialogElement = await screen.findByRole('dialog', { name: `Reschedule ${titleOf(homeLineupOnly)}` })
    const dialog = within(dialogElement)
    await expect(dialog.getByText(/^Earlier at any time\. Later up to 14 days after its date/)).toBeVisible()
    await expect(dialog.queryByRole('checkbox', { name: 'Postpone: no new date yet' })).not.toBeInTheDocument()
    const date = dialog.getByLabelText('New date')
    await userEvent.clear(date)
    await userEvent.type(date, '2027-01-14')
    await userEvent.type(dialog.getByLabelText('Reason'), 'Our venue is closed that night')
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule the match' }))
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        /This date is too long after the match: choose one closer to it, or ask the league’s admins\./,
      ),
    )
    await userEvent.clear(date)
    await userEvent.type(date, '2026-12-17')
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule the match' }))
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        /Matches of the season’s last playing weeks are not moved later: ask the league’s admins\./,
      ),
    )
    await expect(dialog.getByLabelText('Reason')).toHaveValue('Our venue is closed that night')
  },
}

const awayCaptainLeague = halfPlayedLeague('captain')
/** The Arrows' players as their captain chooses from them, by name (the organiser among them; no two share an initial). */
const arrowsSquad = (() => {
  const fixture = fixtureBySlug(fixtureStore, homeLineupOnly)
  return [...fixtureStore.members.values()]
    .filter((member) => member.teamSeasonId === fixture.awayId && member.left_on === null)
    .map((member) => fixtureStore.participants.get(member.participantId)?.name ?? '')
    .sort((a, b) => a.localeCompare(b))
})()

/**
 * The Arrows' captain, away at a team whose lineup is in (and hidden until theirs is): they name a player per
 * singles game, leave the pairs for later and submit. A place left empty is caught first, on its game.
 */
export const LineupDue: Story = {
  args: { match: homeLineupOnly },
  parameters: {
    pathname: matchPath(homeLineupOnly),
    msw: { handlers: [lineupCalls.handler, ...awayCaptainLeague.handlers] },
  },
  beforeEach: () => {
    awayCaptainLeague.reset()
    lineupCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    const { home } = teamsOf(homeLineupOnly)
    const formElement = await canvas.findByRole('form', { name: 'Lineup of The Arrows' })
    const form = within(formElement)
    await expect(form.getByText(`Not submitted yet. ${home} sees it only once both lineups are in.`)).toBeVisible()
    await expect(gameRow(canvasElement, 1).getByText('Shown once both lineups are in')).toBeVisible()
    await expect(gameRow(canvasElement, 1).getByText('Not named yet')).toBeVisible()
    await expect(gameRow(canvasElement, 1).getByText('Players to come')).toBeVisible()

    await expect(
      within(form.getByRole('group', { name: 'Game 1 · Singles' })).getByRole('combobox', { name: 'Player' }),
    ).toHaveTextContent('Choose a player')

    // Nothing chosen: each game says what it misses, and nothing is sent.
    await userEvent.click(form.getByRole('button', { name: 'Submit the lineup' }))
    const firstGame = form.getByRole('group', { name: 'Game 1 · Singles' })
    await waitFor(() => expect(firstGame).toHaveAccessibleDescription('Choose a player for every place of this game.'))
    await expect(lineupCalls.requests).toHaveLength(0)

    // The first game by pointer; then as a keyboard user: Tab to each place and type the player's initial (the
    // select takes it as it is typed), the pairs left for later with the space bar, and Enter on "Submit the lineup".
    // One key, not the first name: the select forgets what was typed after a second without a key, and a busy
    // machine can space a word's keys further apart than that ("Bart" became "B", then "a": Anke Arrow).
    const game = (number: number) => within(form.getByRole('group', { name: new RegExp(`^Game ${number} · `) }))
    await choosePlayer(game(1), 'Player', arrowsSquad[0] as string)
    await expect(firstGame).not.toHaveAccessibleDescription()
    await waitFor(() => expect(game(1).getByRole('combobox', { name: 'Player' })).toHaveFocus())
    let next = 1
    for (const number of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      if (number === 5 || number === 6) {
        for (const label of ['Player 1', 'Player 2']) {
          await userEvent.tab()
          await expect(game(number).getByRole('combobox', { name: label })).toHaveFocus()
        }
        await userEvent.tab()
        const later = game(number).getByRole('checkbox', { name: 'Name later' })
        await expect(later).toHaveFocus()
        await userEvent.keyboard(' ')
        await expect(later).toBeChecked()
        await expect(game(number).getByRole('combobox', { name: 'Player 1' })).toBeDisabled()
        continue
      }
      const player = arrowsSquad[next++ % arrowsSquad.length] as string
      await userEvent.tab()
      const select = game(number).getByRole('combobox', { name: 'Player' })
      await expect(select).toHaveFocus()
      await userEvent.keyboard(player.charAt(0))
      await waitFor(() => expect(select).toHaveTextContent(player))
    }
    await userEvent.tab()
    await expect(form.getByRole('button', { name: 'Submit the lineup' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    await expect(await screen.findByText('The lineup of The Arrows is in')).toBeInTheDocument()
    // The captain's place on the page stays: the button they pressed keeps the focus, now to save changes.
    await waitFor(() => expect(form.getByRole('button', { name: 'Save the lineup' })).toHaveFocus())
    await expect(
      form.getByText(
        `Submitted, and so is the lineup of ${home}: both teams see every game’s players. They can change until the game starts.`,
      ),
    ).toBeVisible()
    await expect(lineupCalls.requests).toHaveLength(1)
    await expect(lineupCalls.requests[0]?.url).toContain(`/matches/${homeLineupOnly}/lineups/away`)
    const ids = arrowsSquad.map(participantId)
    await expect(lineupCalls.requests[0]?.body).toEqual({
      games: [[ids[0]], [ids[1]], [ids[2]], [ids[3]], null, null, [ids[4]], [ids[0]], [ids[1]], [ids[2]]],
    })
    // Both lineups are in: every team's players show, and the singles can be scored.
    await waitFor(() => expect(gameRow(canvasElement, 1).getByText(arrowsSquad[0] as string)).toBeVisible())
    await expect(gameRow(canvasElement, 1).queryByText('Shown once both lineups are in')).not.toBeInTheDocument()
    await expect(gameRow(canvasElement, 1).getByText('Ready')).toBeVisible()
    await expect(gameRow(canvasElement, 1).getByRole('button', { name: 'Score Game 1' })).toBeVisible()
    await expect(gameRow(canvasElement, 5).getByText('Named later')).toBeVisible()
    // The lineup stays open to change until a game starts.
    await expect(canvas.getByRole('button', { name: 'Change the lineup' })).toHaveAttribute('aria-expanded', 'true')
    const saved = within(canvas.getByRole('form', { name: 'Lineup of The Arrows' }))
    await expect(saved.getByRole('button', { name: 'Save the lineup' })).toBeVisible()
    await expect(saved.getAllByRole('checkbox', { name: 'Name later' })[0]).toBeChecked()
  },
}

const homeCaptainLeague = halfPlayedLeague('captain', (store) => {
  const fixture = fixtureBySlug(store, homeLineupOnly)
  const organiser = [...store.members.values()].find(
    (member) => store.participants.get(member.participantId)?.userId === userFixture.id,
  )
  if (organiser) organiser.teamSeasonId = fixture.homeId
})

/**
 * The home captain of the same match: their lineup is in, The Arrows' is not. The form waits behind "Change the
 * lineup"; the games show their own players and nobody yet for The Arrows.
 */
export const WaitingForTheOtherLineup: Story = {
  args: { match: homeLineupOnly },
  parameters: { pathname: matchPath(homeLineupOnly), msw: { handlers: homeCaptainLeague.handlers } },
  beforeEach: () => homeCaptainLeague.reset(),
  play: async ({ canvas, canvasElement }) => {
    const { home } = teamsOf(homeLineupOnly)
    const changeLineup = await canvas.findByRole('button', { name: 'Change the lineup' })
    await expect(changeLineup).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument()
    const firstGame = gameRow(canvasElement, 1)
    await expect(firstGame.getByText(lineupOf(homeLineupOnly, 1, 'home'))).toBeVisible()
    await expect(firstGame.getByText('Not named yet')).toBeVisible()
    await expect(firstGame.getByText('Players to come')).toBeVisible()
    await expect(firstGame.queryByText('Shown once both lineups are in')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()

    await userEvent.click(changeLineup)
    const form = within(await canvas.findByRole('form', { name: `Lineup of ${home}` }))
    await expect(
      form.getByText(
        'Submitted. The Arrows sees it once their lineup is in too. Each game’s players can change until it starts.',
      ),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Save the lineup' })).toBeVisible()
  },
}

const confirmLeague = halfPlayedLeague('captain', (store, night) => {
  const record = night.matches.get(fixtureBySlug(store, played).id)
  if (!record) return
  const at = '2026-09-30T21:40:00.000Z'
  record.confirmations.home = { by: 'Ivo In', at }
  record.audit.push({ at, by: 'Ivo In', action: 'confirmed', game: null, side: 'home', reason: '' })
})

/**
 * Every game is played and the home team has confirmed: The Arrows' captain confirms too, in the dialog, and the
 * match is signed off.
 */
export const Confirm: Story = {
  args: { match: played },
  parameters: {
    pathname: matchPath(played),
    msw: { handlers: [confirmCalls.handler, ...confirmLeague.handlers] },
  },
  beforeEach: () => {
    confirmLeague.reset()
    confirmCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    const { home } = teamsOf(played)
    await expect(
      await canvas.findByText('The match is played: each captain confirms the match report, or disputes it.'),
    ).toBeVisible()
    await expect(canvas.getByText('Awaiting confirmation')).toBeVisible()
    await expect(signOff(canvasElement, 'home')).toHaveTextContent(new RegExp(`^${home}: confirmed by Ivo In on `))
    await expect(signOff(canvasElement, 'away')).toHaveTextContent('The Arrows: not confirmed yet')

    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the match report' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirm the match report?' }))
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      `You agree with every game’s result of ${home} – The Arrows. Once both teams confirmed, only an admin can change a result.`,
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm the match report' }))

    await expect(await screen.findByText('The match report is confirmed by both teams')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(
      canvas.getByText('Both teams confirmed the match report. Only an admin can still correct a result.'),
    ).toBeVisible()
    await expect(canvas.getByText('Confirmed')).toBeVisible()
    await expect(signOff(canvasElement, 'away')).toHaveTextContent(
      new RegExp(`^The Arrows: confirmed by ${userFixture.name} on `),
    )
    await expect(canvas.queryByRole('button', { name: 'Confirm the match report' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument()
    await expect(confirmCalls.requests.map((request) => request.body)).toEqual([{}])
  },
}

const disputeLeague = halfPlayedLeague('captain')
const disputeReason = 'Game 7 ended 3–1 for us, not 1–3.'

/**
 * The Arrows' captain does not agree: the dispute asks for the reason first, then the match waits for the admins,
 * the reason shown to everyone.
 */
export const Dispute: Story = {
  args: { match: played },
  parameters: {
    pathname: matchPath(played),
    msw: { handlers: [disputeCalls.handler, ...disputeLeague.handlers] },
  },
  beforeEach: () => {
    disputeLeague.reset()
    disputeCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dispute' }))
    const dialog = await dialogNamed('Dispute the match report')
    const reason = dialog.getByRole('textbox', { name: 'Reason' })
    await userEvent.click(dialog.getByRole('button', { name: 'Dispute' }))
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(reason).toHaveFocus()
    await expect(disputeCalls.requests).toHaveLength(0)

    await userEvent.type(reason, disputeReason)
    await userEvent.click(dialog.getByRole('button', { name: 'Dispute' }))
    await expect(await screen.findByText('The match report is disputed: the admins will settle it')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(disputeCalls.requests.map((request) => request.body)).toEqual([{ reason: disputeReason }])

    const note = canvas.getByRole('note')
    await expect(note).toHaveTextContent(new RegExp(`^Disputed by ${userFixture.name} on `))
    await expect(note).toHaveTextContent(disputeReason)
    await expect(
      canvas.getByText('The match report is disputed: the organisation’s admins confirm or correct it.'),
    ).toBeVisible()
    await expect(canvas.getByText('Disputed')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Confirm the match report' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument()
  },
}

const resultLeague = halfPlayedLeague('captain')

/**
 * The Arrows' captain types game 7's result in, with a 180: the server refuses legs that do not fit a best of 5,
 * on the legs, and what was typed stays; corrected, the result is saved and the match counts it.
 */
export const EnterResult: Story = {
  parameters: { msw: { handlers: [resultCalls.handler, ...resultLeague.handlers] } },
  beforeEach: () => {
    resultLeague.reset()
    resultCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    const { away } = teamsOf(live)
    await canvas.findByRole('heading', { level: 1, name: titleOf(live) })
    const homePlayer = lineupOf(live, 7, 'home')
    const awayPlayer = lineupOf(live, 7, 'away')
    const row = gameRow(canvasElement, 7)
    await expect(row.getByText(homePlayer)).toBeVisible()
    await expect(row.getByText(awayPlayer)).toBeVisible()
    await userEvent.click(row.getByRole('button', { name: 'Enter result Game 7' }))

    const dialog = await dialogNamed('Enter the result of Game 7')
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(`Singles: ${homePlayer} v ${awayPlayer}`)
    await expect(dialog.getByRole('radio', { name: 'Played' })).toBeChecked()
    const legs = dialog.getByRole('group', { name: 'Legs won' })
    const homeLegs = within(legs).getByRole('textbox', { name: 'The Arrows' })
    const awayLegs = within(legs).getByRole('textbox', { name: away })
    await userEvent.type(homeLegs, '2')
    await userEvent.type(awayLegs, '1')
    await userEvent.click(dialog.getByRole('button', { name: '180s, 171s and high checkouts (optional)' }))
    const homeExtras = within(dialog.getByRole('group', { name: homePlayer }))
    await userEvent.type(homeExtras.getByRole('textbox', { name: '180s' }), '1')
    await userEvent.click(dialog.getByRole('button', { name: 'Save the result' }))

    await waitFor(() => expect(legs).toHaveAccessibleDescription('These legs do not fit the game’s format.'))
    await expect(homeLegs).toHaveAttribute('aria-invalid', 'true')
    await expect(homeLegs).toHaveValue('2')
    await expect(awayLegs).toHaveValue('1')
    await expect(homeExtras.getByRole('textbox', { name: '180s' })).toHaveValue('1')
    await expect(dialog.getByRole('button', { name: 'Save the result' })).toBeEnabled()

    await userEvent.clear(homeLegs)
    await userEvent.type(homeLegs, '3')
    await expect(legs).not.toHaveAccessibleDescription()
    await userEvent.click(dialog.getByRole('button', { name: 'Save the result' }))
    await expect(await screen.findByText('The result of Game 7 is saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const extras = { [participantId(homePlayer)]: { one_eighties: 1, one_seventy_ones: 0, high_checkouts: [] } }
    await expect(resultCalls.requests.map((request) => request.body)).toEqual([
      { legs: [2, 1], forfeited_by: null, extras, reason: '' },
      { legs: [3, 1], forfeited_by: null, extras, reason: '' },
    ])
    const saved = gameRow(canvasElement, 7)
    await expect(saved.getByText('3–1')).toBeVisible()
    await expect(saved.getByText('Typed in')).toBeVisible()
    await expect(saved.getByRole('button', { name: 'Change result Game 7' })).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Score' })).getByText('5 of 10 games')).toBeVisible()
  },
}

const settleLeague = halfPlayedLeague('admin')
const correctionReason = 'The score sheet says 2–3: corrected after the dispute.'

/**
 * An admin on a disputed match: the dispute's reason, the audit trail with it, and the correction of game 3 (its
 * reason asked first), kept in the trail.
 */
export const DisputedAsAdmin: Story = {
  args: { match: disputed },
  parameters: {
    pathname: matchPath(disputed),
    msw: { handlers: [resultCalls.handler, ...settleLeague.handlers] },
  },
  beforeEach: () => {
    settleLeague.reset()
    resultCalls.requests.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    const { home, away } = teamsOf(disputed)
    const note = await canvas.findByRole('note')
    await expect(note).toHaveTextContent('Game 3 ended 3–2 for us, not 3–1.')
    await expect(
      canvas.getByText('The match report is disputed: the organisation’s admins confirm or correct it.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Settle: confirm' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Change the lineup' })).not.toBeInTheDocument()

    const audit = within(canvas.getByRole('region', { name: 'Audit trail' }))
    await userEvent.click(
      audit.getByRole('button', { name: `Show the audit trail (${auditOf(disputed).length} entries)` }),
    )
    await expect(audit.getByRole('button', { name: 'Hide the audit trail' })).toHaveAttribute('aria-expanded', 'true')
    await expect(audit.getByText(`Disputed the match report for ${away}`)).toBeVisible()
    await expect(audit.getByText('Game 3 ended 3–2 for us, not 3–1.')).toBeVisible()

    await userEvent.click(gameRow(canvasElement, 3).getByRole('button', { name: 'Correct result Game 3' }))
    const dialog = await dialogNamed('Correct the result of Game 3')
    const homeLegs = dialog.getByRole('textbox', { name: home })
    const reason = dialog.getByRole('textbox', { name: 'Reason for the correction' })
    // The legs as they stand, to correct.
    const [homeBefore, awayBefore] = legsOf(disputed, 3)
    await expect(homeLegs).toHaveValue(String(homeBefore))
    await expect(dialog.getByRole('textbox', { name: away })).toHaveValue(String(awayBefore))
    await userEvent.clear(homeLegs)
    await userEvent.type(homeLegs, '2')
    await userEvent.clear(dialog.getByRole('textbox', { name: away }))
    await userEvent.type(dialog.getByRole('textbox', { name: away }), '3')
    await userEvent.click(dialog.getByRole('button', { name: 'Save the correction' }))
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('Say why the result is corrected: it is kept in the audit trail.'),
    )
    await expect(reason).toHaveFocus()
    await expect(resultCalls.requests).toHaveLength(0)

    await userEvent.type(reason, correctionReason)
    await userEvent.click(dialog.getByRole('button', { name: 'Save the correction' }))
    await expect(await screen.findByText('The result of Game 3 is saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(resultCalls.requests.map((request) => request.body)).toEqual([
      { legs: [2, 3], forfeited_by: null, extras: {}, reason: correctionReason },
    ])
    await expect(gameRow(canvasElement, 3).getByText('2–3')).toBeVisible()
    await expect(audit.getByText('Corrected the result')).toBeVisible()
    await expect(audit.getByText(correctionReason)).toBeVisible()
    await expect(canvas.getByText('Disputed')).toBeVisible()
  },
}

/** A player of The Arrows reads a signed-off match of two other teams: the result and points, nothing to do. */
export const ConfirmedReadOnly: Story = {
  args: { match: otherConfirmed },
  parameters: {
    pathname: matchPath(otherConfirmed),
    msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed' }) },
  },
  play: async ({ canvas, canvasElement }) => {
    const { home, away } = teamsOf(otherConfirmed)
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(otherConfirmed) })).toBeVisible()
    await expect(canvas.getByText('Confirmed')).toBeVisible()
    const score = within(canvas.getByRole('region', { name: 'Score' }))
    await expect(score.getByText('10 of 10 games')).toBeVisible()
    await expect(score.getByText(/^Points \d+–\d+$/)).toBeVisible()
    await expect(canvas.getByText(`${divisionOf(otherConfirmed)}, week 1`)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: divisionOf(otherConfirmed) })).not.toBeInTheDocument()
    await expect(
      canvas.getByText('Both teams confirmed the match report. Only an admin can still correct a result.'),
    ).toBeVisible()
    await expect(signOff(canvasElement, 'home')).toHaveTextContent(new RegExp(`^${home}: confirmed by .+ on `))
    await expect(signOff(canvasElement, 'away')).toHaveTextContent(new RegExp(`^${away}: confirmed by .+ on `))
    await expect(canvas.queryByRole('heading', { name: 'Lineups' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /result/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Confirm the match report' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument()
  },
}

/** A match still to play, for an admin: no score yet, a lineup form per team, nothing in the audit trail. */
export const Scheduled: Story = {
  args: { match: scheduled },
  parameters: { pathname: matchPath(scheduled) },
  play: async ({ canvas, canvasElement }) => {
    const { home, away } = teamsOf(scheduled)
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(scheduled) })).toBeVisible()
    await expect(canvas.getByText('Scheduled')).toBeVisible()
    await expect(canvas.getByTestId('games-score')).toHaveTextContent('–')
    await expect(canvas.getByText('0 of 10 games')).toBeVisible()
    await expect(canvas.getByRole('tablist', { name: 'Team' })).toBeVisible()
    await expect(canvas.getByRole('form', { name: `Lineup of ${home}` })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: away }))
    await expect(await canvas.findByRole('form', { name: `Lineup of ${away}` })).toHaveTextContent(
      `Not submitted yet. ${home} sees it only once both lineups are in.`,
    )
    await expect(gameRow(canvasElement, 1).getAllByText('Not named yet')).toHaveLength(2)
    await expect(gameRow(canvasElement, 1).getByText('Players to come')).toBeVisible()
    await expect(canvas.getByText('Nothing has happened yet.')).toBeVisible()
  },
}

const liveLeague = halfPlayedLeague('member')
const liveGameMatchId = fixtureNight.matches
  .get(fixtureBySlug(fixtureStore, live).id)
  ?.games.find((game) => game.number === 5)?.matchId

/**
 * A player of The Arrows follows the live match: the other captain types game 6's result in, and the season's
 * `league.updated` brings it to the page.
 */
export const UpdatesLive: Story = {
  parameters: { msw: { handlers: liveLeague.handlers } },
  beforeEach: () => liveLeague.reset(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(live) })).toBeVisible()
    await expect(gameRow(canvasElement, 6).getByText('Ready')).toBeVisible()
    // A player scores nothing: the live game is theirs to watch.
    await expect(gameRow(canvasElement, 6).queryByRole('button')).not.toBeInTheDocument()
    await expect(gameRow(canvasElement, 5).getByRole('link', { name: 'Watch live Game 5' })).toHaveAttribute(
      'href',
      `/live/${liveGameMatchId}`,
    )

    const fixture = fixtureBySlug(liveLeague.store, live)
    const record = liveLeague.night.matches.get(fixture.id)
    if (!record) throw new Error('The mocks have not seeded the live match')
    record.games.push({
      number: 6,
      home: record.lineups.home?.[5] ?? [],
      away: record.lineups.away?.[5] ?? [],
      matchId: null,
      legs: [3, 2],
      forfeitedBy: null,
      source: 'entered',
      players: [],
    })
    storyRealtime().emit(realtimeChannels.league(competitionFixtureIds.currentSeason), realtimeEvents.leagueUpdated, {
      seasonId: competitionFixtureIds.currentSeason,
      matchId: fixture.id,
      state: 'live',
    })
    await waitFor(() => expect(gameRow(canvasElement, 6).getByText('Typed in')).toBeVisible())
    await expect(gameRow(canvasElement, 6).getByText('3–2')).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Score' })).getByText('5 of 10 games')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', matchApi), ...adminLeague.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the match')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Match' })).toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', matchApi, 500, { message: 'Server Error' }), ...adminLeague.handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The match could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

// The organisation cannot be read until the server is back (`isDown` false): nothing else refetches it meanwhile.
let isDown = true
const downOrganisation = http.get(`*/api${orgApi}`, () =>
  isDown ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
)

/** A failed load, tried again once the server is back: the match shows. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: [downOrganisation, ...adminLeague.handlers] } },
  beforeEach: () => {
    isDown = true
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The match could not be loaded')
    isDown = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(live) })).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** A match that is not in the season: the way to its matches. */
export const NotFound: Story = {
  args: { match: 'w1-no-such-match' },
  parameters: { pathname: matchPath('w1-no-such-match') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This match cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season’s matches' })).toHaveAttribute(
      'href',
      `${base}/matches`,
    )
  },
}

/** Someone without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Score' })).not.toBeInTheDocument()
  },
}

/** In Dutch: partijen, wedstrijdblad, logboek, opstellingen. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Partijen' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Opstellingen' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wedstrijdblad' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Logboek' })).toBeVisible()
    await expect(canvas.getByText('4 van 10 partijen')).toBeVisible()
    await expect(gameRow(canvasElement, 5).getByRole('link', { name: 'Verder scoren Partij 5' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Wedstrijden' })).toBeVisible()
  },
}

const phoneLeague = halfPlayedLeague('captain')

/** On a phone: each game a card, the captain's confirmation and dispute within reach. */
export const Phone: Story = {
  args: { match: played },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { pathname: matchPath(played), msw: { handlers: phoneLeague.handlers } },
  beforeEach: () => phoneLeague.reset(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(played) })).toBeVisible()
    await expect(gameRow(canvasElement, 1).getByText('Scored dart by dart')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm the match report' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Dispute' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { level: 1, name: titleOf(live) })).toBeVisible()
  },
}

const boardLeague = halfPlayedLeague('admin', (store, night) => {
  const record = night.matches.get(fixtureBySlug(store, played).id)
  record?.audit.push({
    at: '2026-09-30T20:05:00.000Z',
    by: '',
    action: 'gameStarted',
    game: 2,
    side: null,
    reason: '',
    board: 2,
  })
})

/** A game started from a venue board's tablet (ADR 016): the audit trail names the board, not a person. */
export const StartedOnAVenueBoard: Story = {
  args: { match: played },
  parameters: { pathname: matchPath(played), msw: { handlers: boardLeague.handlers } },
  beforeEach: () => boardLeague.reset(),
  play: async ({ canvas }) => {
    const audit = within(await canvas.findByRole('region', { name: 'Audit trail' }))
    await userEvent.click(audit.getByRole('button', { name: /^Show the audit trail/ }))
    const row = audit.getByText('Board 2 at the venue').closest('tr')
    if (!(row instanceof HTMLElement)) throw new Error('The board’s entry has no row')
    await expect(within(row).getByText('Game 2')).toBeVisible()
  },
}
