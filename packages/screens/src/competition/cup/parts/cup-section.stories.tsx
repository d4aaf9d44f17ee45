import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { DivisionListScreen } from '../../divisions/division-list'
import { groupsPath, org, season, seasonApi } from '../../divisions/parts/division.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { cups } from './cup.story-helpers'

const meta = {
  title: 'screens/Competition/Cup/Cup list',
  component: DivisionListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: groupsPath,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin', cups: 'demo' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof DivisionListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Under the divisions, the season's cups with their format, teams, state and winner; admins add one. */
export const Cups: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Cups of the season' }))
    const rows = list.getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    const [open, drawn, groups] = rows.map((row) => within(row))
    await expect(open?.getByRole('link', { name: 'Winter Cup' })).toHaveAttribute('href', `${groupsPath}/${cups.open}`)
    await expect(open?.getByText('Straight draw · 5 teams')).toBeVisible()
    await expect(open?.getByText('Entries open')).toBeVisible()
    await expect(drawn?.getByText('Under way')).toBeVisible()
    await expect(groups?.getByText('Groups, then a knockout, with a plate · 8 teams')).toBeVisible()
    await expect(groups?.getByText('Finished')).toBeVisible()
    await expect(groups?.getByText(/^Winner: /)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New cup' })).toHaveAttribute('href', `${groupsPath}/create#cup`)
    // The divisions stay where they were, above.
    await expect(canvas.getByRole('list', { name: 'Divisions, highest first' })).toBeVisible()
  },
}

/** A season without cups says so, and still offers a new one. */
export const NoCups: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No cups this season\./)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New cup' })).toBeVisible()
  },
}

export const CupsError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', `${seasonApi}/cups`, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin', cups: 'demo' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cups could not be loaded.')
  },
}
