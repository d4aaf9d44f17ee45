import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  withRankingFormSection,
  type RankingFormSectionStoryParameters,
} from '../../story-helpers/ranking-form-section.story-helpers'
import { PointsTableField } from './points-table-field'

const meta = {
  title: 'screens/Manage/Rankings/Form/Points table',
  component: PointsTableField,
  decorators: [withRankingFormSection],
} satisfies Meta<typeof PointsTableField>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()
const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('group', { name: 'Points table' }))
const rowTexts = (canvasElement: HTMLElement) =>
  table(canvasElement)
    .getAllByRole('listitem')
    .map((row) => row.querySelector(':scope > p')?.textContent)

/** Two rows of an organiser's own: each says in words which places it covers. */
const twoRows: RankingFormSectionStoryParameters = {
  values: {
    points: [
      { from: '1', points: '10' },
      { from: '2', points: '5' },
    ],
  },
  onValid: checked,
}

/** A new ranking starts from the template: seven rows, from the winner down to “33rd and below”. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowTexts(canvasElement)).toEqual([
      '1st: 100 points',
      '2nd: 70 points',
      '3rd–4th: 50 points',
      '5th–8th: 30 points',
      '9th–16th: 15 points',
      '17th–32nd: 5 points',
      '33rd and below: 0 points',
    ])
  },
}

/** A row added after the last one starts at twice its place; removing a row gives its places to the row above. */
export const AddAndRemoveRow: Story = {
  parameters: { rankingForm: twoRows },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(rowTexts(canvasElement)).toEqual(['1st: 10 points', '2nd and below: 5 points'])
    await userEvent.click(canvas.getByRole('button', { name: 'Add a row' }))
    await expect(table(canvasElement).getByLabelText('From place (row 3)')).toHaveValue('4')
    await expect(rowTexts(canvasElement)).toEqual(['1st: 10 points', '2nd–3rd: 5 points', '4th and below: 0 points'])
    await userEvent.click(canvas.getByRole('button', { name: 'Remove row 2' }))
    await expect(rowTexts(canvasElement)).toEqual(['1st–3rd: 10 points', '4th and below: 0 points'])
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      points: [
        { from: '1', points: '10' },
        { from: '4', points: '0' },
      ],
    })
  },
}

/** The last row left cannot be removed: a ranking needs a points table. */
export const OneRowLeft: Story = {
  parameters: { rankingForm: { values: { points: [{ from: '1', points: '25' }] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1st and below: 25 points')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remove row 1' })).toBeDisabled()
  },
}

/** “Start from the template” replaces the organiser's rows with the seven of the template. */
export const ApplyTemplate: Story = {
  parameters: { rankingForm: twoRows },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start from the template' }))
    await expect(table(canvasElement).getAllByRole('listitem')).toHaveLength(7)
    await expect(table(canvasElement).getByLabelText('Points (row 3)')).toHaveValue('50')
    await expect(canvas.getByText('33rd and below: 0 points')).toBeVisible()
  },
}

/** A row that starts no later than the one above is refused on its own place, and nothing is saved. */
export const RowError: Story = {
  parameters: { rankingForm: twoRows },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas, canvasElement }) => {
    const second = table(canvasElement).getByLabelText('From place (row 2)')
    await userEvent.clear(second)
    await userEvent.type(second, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Create ranking' }))
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription('Each row starts at a later place than the row above it.'),
    )
    await expect(second).toHaveAttribute('aria-invalid', 'true')
    await expect(table(canvasElement).getByLabelText('From place (row 1)')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(checked).not.toHaveBeenCalled()
  },
}

/** The server's error on the whole table is said under it, and the table is described by it. */
export const ServerError: Story = {
  parameters: { rankingForm: { serverErrors: { points: 'The first band starts at place 1.' } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Points table' })).toHaveAccessibleDescription(
        'The first band starts at place 1.',
      ),
    )
  },
}
