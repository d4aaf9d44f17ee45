import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers, emptyCurrentSeason } from '../../story-helpers/competition.story-helpers'
import { groupsPath, org, playFirstMatch, season, seasonApi, seasonPath } from '../parts/division.story-helpers'
import { DivisionListScreen } from './division-list-screen'

const meta = {
  title: 'screens/Competition/Divisions/Division list',
  component: DivisionListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: groupsPath,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof DivisionListScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Divisions, highest first' })).getAllByRole('listitem')

/** An admin: both divisions in order with their counts, each opening its page, with "New division". */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Divisions' })).toBeVisible()
    const [top, bottom] = await rows(canvas)
    const first = within(top as HTMLElement)
    await expect(first.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `${groupsPath}/${competitionFixtureSlugs.firstDivision}`,
    )
    await expect(first.getByText('4 teams · 12 matches')).toBeVisible()
    await expect(first.getByRole('button', { name: 'Move First division up' })).toBeDisabled()
    await expect(first.getByRole('link', { name: 'Edit First division' })).toHaveAttribute(
      'href',
      `${groupsPath}/first-division/edit`,
    )
    await expect(
      within(bottom as HTMLElement).getByRole('button', { name: 'Move Second division down' }),
    ).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'New division' })).toHaveAttribute('href', `${groupsPath}/create`)
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', seasonPath)
  },
}

/** Moving the first division down by keyboard: the order changes, the focus stays on its buttons, and it is said. */
export const MoveDown: Story = {
  play: async ({ canvas }) => {
    const [top] = await rows(canvas)
    within(top as HTMLElement)
      .getByRole('button', { name: 'Move First division down' })
      .focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(async () => {
      const [now] = await rows(canvas)
      await expect(within(now as HTMLElement).getByRole('link', { name: 'Second division' })).toBeVisible()
    })
    await expect(await canvas.findByText('First division is now number 2.')).toBeInTheDocument()
    // At the bottom, "down" is disabled: the focus is on "up".
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move First division up' })).toHaveFocus())
  },
}

/** A played match keeps a division: the refusal stays on the page, in words, and the division stays. */
export const DeleteRefused: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, playFirstMatch('first-division')) } },
  play: async ({ canvas }) => {
    const [top] = await rows(canvas)
    await expect(within(top as HTMLElement).getByText('Results entered')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete First division' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete First division?' })
    await expect(dialog).toHaveTextContent('Its fixture list is deleted with it (12 matches)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the division' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('First division was not deleted.')
    await expect(alert).toHaveTextContent('Matches of this division have been played: it can no longer be deleted.')
    await expect(await rows(canvas)).toHaveLength(2)
  },
}

/** Deleting a division without results: confirmed, said, and gone from the list. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    await rows(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Second division' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Second division?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the division' }))
    await expect(await screen.findByText('Second division is deleted')).toBeInTheDocument()
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1))
  },
}

/** A season just created: no divisions yet, and the way to add the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, emptyCurrentSeason) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No divisions yet')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'New division' })).toHaveLength(2)
  },
}

/** Last season is archived: its divisions are read, not changed. */
export const Archived: Story = {
  args: { season: competitionFixtureSlugs.previousSeason },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This season is archived: its divisions, teams and fixture lists change no more.'),
    ).toBeVisible()
    await expect(await rows(canvas)).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'New division' })).not.toBeInTheDocument()
  },
}

/** A team's captain: divisions are for the admins, and the way back is to the season. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season' })).toHaveAttribute('href', seasonPath)
    await expect(canvas.queryByRole('link', { name: 'New division' })).not.toBeInTheDocument()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { season: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', `${seasonApi}/divisions`), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the divisions')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', `${seasonApi}/divisions`, 500, { message: 'Server Error' }),
        ...competitionHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The divisions could not be loaded')
  },
}

/** In Dutch: reeksen and ploegen, as the glossary says. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reeksen' })).toBeVisible()
    await expect(await canvas.findByText('4 ploegen · 12 wedstrijden')).toBeVisible()
  },
}
