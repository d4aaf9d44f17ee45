import type { CupState, CupSummary } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CupStateBadge, useCupFormat } from './cup-labels'

// The cup's small labels: where it stands (a badge) and its format in words, long and short.

type CupLabelsProps = { state: CupState; format: CupSummary['format'] }

/** Stories only: the state badge and both ways of writing the format, as the cup pages show them. */
function CupLabels({ state, format }: CupLabelsProps) {
  const formatOf = useCupFormat()
  return (
    <dl className="flex flex-col gap-2">
      <dt className="font-medium">State</dt>
      <dd>
        <CupStateBadge state={state} />
      </dd>
      <dt className="font-medium">Format</dt>
      <dd data-testid="format">{formatOf(format)}</dd>
      <dt className="font-medium">Format, short</dt>
      <dd data-testid="format-short">{formatOf(format, { short: true })}</dd>
    </dl>
  )
}

const groups: CupSummary['format'] = { kind: 'groups', groupSize: 4, qualifiersPerGroup: 2, hasPlate: true }
const draw: CupSummary['format'] = { kind: 'draw' }

const meta = {
  title: 'screens/Competition/Cup/Labels',
  component: CupLabels,
  args: { state: 'entries', format: draw },
} satisfies Meta<typeof CupLabels>

export default meta
type Story = StoryObj<typeof meta>

/** Entries still open, a straight draw: the same words long and short. */
export const EntriesOpen: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Entries open')).toBeVisible()
    await expect(canvas.getByTestId('format')).toHaveTextContent('Straight draw')
    await expect(canvas.getByTestId('format-short')).toHaveTextContent('Straight draw')
  },
}

/** Under way, in groups with a plate: the long format names the group size and the qualifiers. */
export const UnderWayInGroups: Story = {
  args: { state: 'drawn', format: groups },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Under way')).toBeVisible()
    await expect(canvas.getByTestId('format')).toHaveTextContent(
      'Groups of up to 4, then a knockout for the best 2 of each, with a plate',
    )
    await expect(canvas.getByTestId('format-short')).toHaveTextContent('Groups, then a knockout, with a plate')
  },
}

/** A finished cup. */
export const Finished: Story = {
  args: { state: 'finished' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Finished')).toBeVisible()
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { format: groups },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inschrijvingen open')).toBeVisible()
    await expect(canvas.getByTestId('format')).toHaveTextContent(/, met een troostbeker$/)
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { state: 'drawn' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByText('Under way')).toBeVisible()
  },
}
