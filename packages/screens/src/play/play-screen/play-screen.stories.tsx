import type { Meta, StoryObj } from '@storybook/react-vite'
import type { MatchEvent } from '@oche/darts'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { forgetPlayStorage, storeMatch, storyId, storyMatch } from '../story-helpers/play-fixtures.story-helpers'
import { PlayScreen } from './play-screen'
import { playMatchKey } from './use-play'

const meta = {
  title: 'screens/Play/Play',
  component: PlayScreen,
  parameters: { page: true, layout: 'fullscreen', pathname: '/play' },
  beforeEach: () => {
    const forgetToken = forgetStoryToken()
    const forgetMatches = forgetPlayStorage(playMatchKey)
    return () => {
      forgetToken()
      forgetMatches()
    }
  },
} satisfies Meta<typeof PlayScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The text of one side's remaining score on the scoreboard ("Remaining 41"). */
const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

const dialog = (name: string) => screen.findByRole('dialog', { name })

// Anna to throw on 32 in leg 1 of a 501 match: 100, 140, 180, 49 against Ben's 60, 45, 85, 100.
const midLegEvents: MatchEvent[] = [
  { type: 'visit', id: storyId(1), total: 100 },
  { type: 'visit', id: storyId(2), total: 60 },
  { type: 'visit', id: storyId(3), total: 140 },
  { type: 'visit', id: storyId(4), total: 45 },
  { type: 'visit', id: storyId(5), total: 180 },
  { type: 'visit', id: storyId(6), total: 85 },
  { type: 'darts', id: storyId(7), darts: ['S17', 'S16', 'S16'] },
  { type: 'visit', id: storyId(8), total: 100 },
]

// Anna to throw on 40, Ben on 321.
const on40Events: MatchEvent[] = [
  { type: 'visit', id: storyId(1), total: 180 },
  { type: 'visit', id: storyId(2), total: 60 },
  { type: 'visit', id: storyId(3), total: 180 },
  { type: 'visit', id: storyId(4), total: 60 },
  { type: 'darts', id: storyId(5), darts: ['T20', 'T7', 'S20'] },
  { type: 'visit', id: storyId(6), total: 60 },
]

export const Setup: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New match' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '501' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Double out' })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Player 1' })).toHaveValue('Player 1')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a player or team' }))
    await expect(canvas.getByRole('textbox', { name: 'Player 3' })).toHaveValue('Player 3')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Player 3' }))
    await expect(canvas.queryByRole('textbox', { name: 'Player 3' })).toBeNull()
  },
}

export const SetupErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Custom' }))
    await userEvent.type(canvas.getByLabelText('Custom start score'), '1002')
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Player 2' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Player 2' }), 'player 1')
    await userEvent.click(canvas.getByRole('button', { name: 'Start match' }))
    await expect(canvas.getByLabelText('Custom start score')).toHaveAccessibleDescription(
      'From 101 to 1001. Enter a start score from 101 to 1001.',
    )
    await expect(canvas.getByRole('textbox', { name: 'Player 2' })).toHaveAccessibleDescription(
      'Every player or team needs a different name.',
    )
    await expect(canvas.getByLabelText('Custom start score')).toHaveValue('1002')
  },
}

export const SetupDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nieuwe wedstrijd' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Speler 1' })).toHaveValue('Speler 1')
    await expect(canvas.getByRole('radio', { name: 'Bull-off aan het bord' })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Wedstrijd starten' })).toBeVisible()
  },
}

/** The set-up in French on a 320 px phone: every field, button and long label stays on the screen. */
export const SetupFrenchOnAPhone: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nouveau match' })).toBeVisible()
    const add = canvas.getByRole('button', { name: 'Ajouter un joueur ou une équipe' })
    const remove = canvas.getByRole('button', { name: 'Retirer Joueur 2' })
    for (const control of [add, remove, canvas.getByRole('textbox', { name: 'Joueur 2' })]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A whole 101 leg, by keyboard and by buttons: 60 (darts at a double asked), 45, then 41 out in 2 darts. */
export const PlayAShortLeg: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Custom' }))
    await userEvent.type(canvas.getByLabelText('Custom start score'), '101')
    await userEvent.clear(canvas.getByLabelText('Legs to win'))
    await userEvent.type(canvas.getByLabelText('Legs to win'), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Start match' }))

    await expect(await canvas.findByText('101 · first to 1 leg')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Visit score' })).toHaveFocus())
    await userEvent.keyboard('60{Enter}')
    const atDouble = await dialog('How many darts at a double?')
    await userEvent.click(within(atDouble).getByRole('button', { name: '0' }))
    await waitFor(() => expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 41'))

    await userEvent.click(canvas.getByRole('button', { name: '45' }))
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 56')
    await expect(canvas.getByText('You require 41')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: '4' }))
    await userEvent.click(canvas.getByRole('button', { name: '1' }))
    await expect(canvas.getByText('Checkout!')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Enter score' }))
    const dartsUsed = await dialog('How many darts did you use?')
    await expect(
      within(dartsUsed)
        .getAllByRole('button', { name: /^[0-9]$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3'])
    await userEvent.click(within(dartsUsed).getByRole('button', { name: '2' }))

    await expect(await canvas.findByRole('heading', { name: 'Player 1 wins 1–0' })).toBeVisible()
    const average = canvasElement.querySelector('[data-stat="threeDartAverage"]')
    await expect(average).toHaveTextContent('60.60')
    await expect(average).toHaveTextContent('45.00')
    await userEvent.click(canvas.getByRole('button', { name: 'Play again' }))
    await expect(await canvas.findByText('Leg 1')).toBeVisible()
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 101')
  },
}

export const DartByDart: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({ startScore: 101, format: { kind: 'firstTo', legs: 2 } }, [])),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Dart by dart' }))
    const grid = canvas.getByRole('group', { name: 'Enter a dart' })
    await userEvent.click(within(grid).getByRole('button', { name: 'Treble' }))
    await userEvent.click(within(grid).getByRole('button', { name: 'Treble 20' }))
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 41')
    await userEvent.click(within(grid).getByRole('button', { name: 'Single 9' }))
    await expect(canvas.getByText('You require 32')).toBeVisible()
    await userEvent.click(within(grid).getByRole('button', { name: 'Double' }))
    await userEvent.click(within(grid).getByRole('button', { name: 'Double 16' }))
    await expect(await canvas.findByText('Leg 2')).toBeVisible()
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="legs"]')).toHaveTextContent('1')
  },
}

export const Undo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start match' }))
    await userEvent.click(await canvas.findByRole('button', { name: '100' }))
    await userEvent.click(canvas.getByRole('button', { name: '140' }))
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 361')
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 501')
    await expect(canvasElement.querySelector('[data-side="1"]')).toHaveAttribute('data-state', 'throwing')
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 501')
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled()
  },
}

export const TypingAnywhere: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({}, [])),
  play: async ({ canvas, canvasElement }) => {
    // A tap on the scoreboard takes focus away from the keypad; typing still scores.
    await userEvent.click(await canvas.findByText('Leg 1'))
    await expect(document.body).toHaveFocus()
    await userEvent.keyboard('26{Enter}')
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 475')
    await userEvent.keyboard('1')
    await userEvent.keyboard('{Backspace}')
    await userEvent.keyboard('99{Enter}')
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 402')
  },
}

export const MidLeg: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({}, midLegEvents)),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('You require 32')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'You require 32' })).toHaveTextContent('D16')
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 211')
    await expect(canvas.getByRole('table', { name: 'Anna, leg 1' })).toHaveTextContent('180')
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="average"]')).toHaveTextContent('117.25')
  },
}

export const CheckoutPrompt: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({}, on40Events)),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('status', { name: 'Visit score' }), '40{Enter}')
    const dartsUsed = await dialog('How many darts did you use?')
    await userEvent.click(within(dartsUsed).getByRole('button', { name: '3' }))
    const atDouble = await dialog('How many darts at a double?')
    await expect(within(atDouble).getAllByRole('button', { name: /^[0-9]$/ })).toHaveLength(3)
    await userEvent.keyboard('2')
    await expect(await canvas.findByText('Leg 2')).toBeVisible()
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="legs"]')).toHaveTextContent('1')
  },
}

export const Bust: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({}, on40Events)),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('status', { name: 'Visit score' }), '50')
    await expect(canvas.getByText('Bust: the score stays on 40.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Bust' }))
    const atDouble = await dialog('How many darts at a double?')
    await userEvent.click(within(atDouble).getByRole('button', { name: '2' }))
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 40')
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="last-visit"]')).toHaveTextContent('Bust')
    await expect(canvasElement.querySelector('[data-side="1"]')).toHaveAttribute('data-state', 'throwing')
    await expect(
      canvas.getByRole('table', { name: 'Anna, leg 1' }).querySelector('[data-result="bust"]'),
    ).not.toBeNull()
  },
}

/** After each visit, one sentence in a polite live region says what happened and who throws; a reload says nothing. */
export const AnnouncesEachVisit: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({}, on40Events)),
  play: async ({ canvas, canvasElement }) => {
    const display = await canvas.findByRole('status', { name: 'Visit score' })
    const announcement = canvasElement.querySelector('[data-slot="visit-announcement"]')
    await expect(announcement).toHaveAttribute('aria-live', 'polite')
    await expect(announcement).toBeEmptyDOMElement()
    // Anna on 40 scores 26.
    await userEvent.type(display, '26{Enter}')
    const atDouble = await dialog('How many darts at a double?')
    await userEvent.click(within(atDouble).getByRole('button', { name: '0' }))
    await waitFor(() => expect(announcement).toHaveTextContent('Anna scored 26, 14 left. Ben to throw.'))
    // Ben busts on 321.
    await userEvent.click(canvas.getByRole('button', { name: 'Bust' }))
    await waitFor(() => expect(announcement).toHaveTextContent('Bust. Ben stays on 321. Anna to throw.'))
    // Anna takes out 14 with one dart; Ben starts leg 2.
    await userEvent.click(canvas.getByRole('button', { name: '1' }))
    await userEvent.click(canvas.getByRole('button', { name: '4' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Enter score' }))
    const dartsUsed = await dialog('How many darts did you use?')
    await userEvent.click(within(dartsUsed).getByRole('button', { name: '1' }))
    await waitFor(() => expect(announcement).toHaveTextContent('Anna checked out 14 and wins the leg. Ben to throw.'))
  },
}

export const ImpossibleScore: Story = {
  beforeEach: () => storeMatch(playMatchKey, storyMatch({}, [])),
  play: async ({ canvas, canvasElement }) => {
    const display = await canvas.findByRole('status', { name: 'Visit score' })
    await userEvent.type(display, '179')
    await expect(display).toHaveAccessibleDescription('179 cannot be scored with three darts.')
    await expect(canvas.getByRole('button', { name: 'Enter score' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 501')
    await expect(canvasElement.querySelector('[data-side="0"]')).toHaveAttribute('data-state', 'throwing')
  },
}

export const SetsMatch: Story = {
  beforeEach: () =>
    storeMatch(
      playMatchKey,
      storyMatch({ startScore: 101, format: { kind: 'sets', sets: 2, legsPerSet: 2 } }, [
        { type: 'darts', id: storyId(1), darts: ['T20', 'S1', 'D20'] }, // Anna 1–0
        { type: 'darts', id: storyId(2), darts: ['T20', 'S1', 'D20'] }, // Ben 1–1
        { type: 'darts', id: storyId(3), darts: ['T20', 'S1', 'D20'] }, // Anna wins set 1
        { type: 'visit', id: storyId(4), total: 45 }, // Ben starts set 2: 56
      ]),
    ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Set 2, leg 1')).toBeVisible()
    await expect(canvas.getByText('101 · first to 2 sets of 2 legs')).toBeVisible()
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="sets"]')).toHaveTextContent('1')
    await expect(canvasElement.querySelector('[data-side="0"] [data-stat="legs"]')).toHaveTextContent('0')
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 56')
  },
}

const finishedEvents: MatchEvent[] = [
  { type: 'visit', id: storyId(1), total: 60, dartsAtDouble: 0 },
  { type: 'visit', id: storyId(2), total: 45 },
  { type: 'visit', id: storyId(3), total: 41, dartsUsed: 2 },
]

export const FinishedSummary: Story = {
  beforeEach: () =>
    storeMatch(playMatchKey, storyMatch({ startScore: 101, format: { kind: 'firstTo', legs: 1 } }, finishedEvents)),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anna wins 1–0' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-stat="checkoutPercentage"]')).toHaveTextContent('100.00%')
    await expect(canvasElement.querySelector('[data-stat="bestLeg"]')).toHaveTextContent('5')
    await expect(canvasElement.querySelector('[data-stat="firstNineAverage"]')).toHaveTextContent('60.60')
    await userEvent.click(canvas.getByRole('button', { name: 'New match' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New match' })).toBeVisible()
    await expect(canvas.getByLabelText('Custom start score')).toHaveValue('101')
  },
}

export const FinishedSummaryGerman: Story = {
  ...FinishedSummary,
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anna gewinnt 1–0' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-stat="threeDartAverage"]')).toHaveTextContent('60,60')
    await expect(canvas.getByRole('button', { name: 'Noch einmal spielen' })).toBeVisible()
  },
}

export const CallerVoice: Story = {
  beforeEach: () => {
    storeMatch(playMatchKey, storyMatch({}, midLegEvents.slice(0, 6)))
    const speak = spyOn(window.speechSynthesis, 'speak').mockImplementation(() => undefined)
    return () => speak.mockRestore()
  },
  play: async ({ canvas }) => {
    const speak = window.speechSynthesis.speak as unknown as { mock: { calls: [SpeechSynthesisUtterance][] } }
    await userEvent.click(await canvas.findByRole('switch', { name: 'Caller voice' }))
    await userEvent.click(canvas.getByRole('button', { name: '26' })) // Anna 81 → 55
    await userEvent.click(canvas.getByRole('button', { name: '45' })) // Ben 311 → 266, Anna to throw on 55
    await waitFor(() =>
      expect(speak.mock.calls.map(([utterance]) => utterance.text)).toEqual(['26', '45', 'Anna, you require 55']),
    )
    await expect(speak.mock.calls[0]?.[0].lang).toBe('en-GB')
  },
}
