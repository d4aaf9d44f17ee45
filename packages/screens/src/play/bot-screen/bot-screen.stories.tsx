import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMatchHandlers, handlers, userFixture } from '@oche/mocks'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import {
  forgetPlayStorage,
  signedInPlayer,
  storeMatch,
  storyId,
  storyMatch,
} from '../story-helpers/play-fixtures.story-helpers'
import { BotScreen } from './bot-screen'
import { botMatchKey } from './use-bot'

const meta = {
  title: 'screens/Play/Bot',
  component: BotScreen,
  args: { id: 'club', seed: 7, botDartDelayMs: 30 },
  parameters: {
    page: true,
    layout: 'fullscreen',
    pathname: '/play/bot/club',
    user: userFixture,
    msw: { handlers: [...createMatchHandlers({ matches: [] }), ...handlers] },
  },
  beforeEach: () => {
    const forgetToken = forgetStoryToken()
    const forgetMatches = forgetPlayStorage(botMatchKey)
    return () => {
      forgetToken()
      forgetMatches()
    }
  },
} satisfies Meta<typeof BotScreen>

export default meta
type Story = StoryObj<typeof meta>

const remaining = (root: HTMLElement, side: number) =>
  root.querySelector(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

const clubBot = { level: 'club' as const, side: 1, seed: 7 }

export const ChooseLevel: Story = {
  args: { id: 'grandmaster' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose your opponent' })).toBeVisible()
    const levels = within(canvas.getByRole('list'))
    await expect(levels.getAllByRole('link')).toHaveLength(8)
    await expect(levels.getByRole('link', { name: /Club bot/ })).toHaveAttribute('href', '/play/bot/club')
    await expect(levels.getByRole('link', { name: /Professional bot/ })).toHaveTextContent('Averages about 100')
  },
}

export const ChooseLevelFrench: Story = {
  args: { id: 'grandmaster' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choisissez votre adversaire' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Bot de club/ })).toHaveAttribute('href', '/fr/play/bot/club')
  },
}

export const Setup: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Play Club bot' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue(userFixture.name)
    await expect(canvas.getByText('Club bot', { selector: 'strong' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Club bot' })).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: userFixture.name })).toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Choose another bot' })).toHaveAttribute('href', '/play/bot/choose')
  },
}

/**
 * The player scores 100, then the bot's three darts appear one by one and the keypad comes back. A dart every 200 ms
 * and one check of the panel with its first dart: on a busy machine a faster bot had finished (and the panel gone)
 * between finding the heading and looking at it.
 */
export const PlayAgainstTheBot: Story = {
  args: { botDartDelayMs: 200 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start match' }))
    await userEvent.click(await canvas.findByRole('button', { name: '100' }))
    await waitFor(() => {
      expect(canvas.getByRole('heading', { name: 'Club bot is throwing…' })).toBeVisible()
      expect(canvasElement.querySelectorAll('[data-slot="bot-dart"]').length).toBeGreaterThan(0)
    })
    await expect(await canvas.findByRole('group', { name: 'Score entry' }, { timeout: 3000 })).toBeVisible()
    await expect(canvasElement.querySelector('[data-side="1"] [data-stat="darts"]')).toHaveTextContent('3')
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 401')
    await expect(await canvas.findByText('Saved to your account')).toBeVisible()
  },
}

export const BotThinking: Story = {
  args: { botDartDelayMs: 600_000 },
  beforeEach: () =>
    storeMatch(
      botMatchKey,
      storyMatch({ players: [signedInPlayer, { name: 'Club bot' }] }, [{ type: 'visit', id: storyId(1), total: 100 }], {
        kind: 'bot',
        bot: clubBot,
      }),
    ),
  play: async ({ canvas, canvasElement }) => {
    const panel = await canvas.findByRole('heading', { name: 'Club bot is throwing…' })
    await expect(panel).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-slot="bot-dart"]')).toHaveLength(0)
    await expect(canvas.queryByRole('group', { name: 'Score entry' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the visit now' }))
    await expect(await canvas.findByRole('group', { name: 'Score entry' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-side="0"]')).toHaveAttribute('data-state', 'throwing')
  },
}

export const CheckoutAttempt: Story = {
  args: { botDartDelayMs: 400 },
  beforeEach: () =>
    storeMatch(
      botMatchKey,
      storyMatch(
        { startScore: 101, format: { kind: 'firstTo', legs: 2 }, players: [signedInPlayer, { name: 'Club bot' }] },
        [
          { type: 'visit', id: storyId(1), total: 45 }, // 56
          { type: 'darts', id: storyId(2), darts: ['T20', 'S1', 'M'] }, // the bot on 40
          { type: 'visit', id: storyId(3), total: 20, dartsAtDouble: 0 }, // 36
        ],
        { kind: 'bot', bot: clubBot },
      ),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You require 40')).toBeVisible()
    await expect(await canvas.findByText('Checkout attempt')).toBeVisible()
    await expect(canvas.getByText(/aimed at Double 20 on 40/)).toBeVisible()
  },
}

export const UndoTakesBackTheBotsVisitToo: Story = {
  beforeEach: () =>
    storeMatch(
      botMatchKey,
      storyMatch(
        { players: [signedInPlayer, { name: 'Club bot' }] },
        [
          { type: 'visit', id: storyId(1), total: 100 },
          { type: 'darts', id: storyId(2), darts: ['T20', 'T20', 'S20'] },
        ],
        { kind: 'bot', bot: clubBot },
      ),
    ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: 'Score entry' })).toBeVisible()
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 361')
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(remaining(canvasElement, 0)).toHaveTextContent('Remaining 501')
    await expect(remaining(canvasElement, 1)).toHaveTextContent('Remaining 501')
    await expect(canvasElement.querySelector('[data-side="0"]')).toHaveAttribute('data-state', 'throwing')
  },
}
