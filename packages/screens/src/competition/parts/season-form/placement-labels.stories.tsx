import type { PromotionReason } from '@oche/api'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent } from 'storybook/test'
import { DivisionOption, PromotionReasonText, moveOf, type DivisionLink } from './placement-labels'
import { noDivision } from './season-form-values'

// The words of the end-of-season proposal: why a team is proposed where it is, and where each division is from its own.

const divisions: DivisionLink[] = [
  { slug: 'ere', name: 'Ereklasse', position: 1, teams: [] },
  { slug: 'eerste', name: 'Eerste klasse', position: 2, teams: [] },
  { slug: 'tweede', name: 'Tweede klasse', position: 3, teams: [] },
  { slug: 'derde', name: 'Derde klasse', position: 4, teams: [] },
]

const reasons: PromotionReason[] = [
  { kind: 'promoted', nth: 1 },
  { kind: 'promoted', nth: 2 },
  { kind: 'relegated', nth: 1 },
  { kind: 'relegated', nth: 3 },
  { kind: 'new' },
  { kind: 'stays', because: 'midTable' },
  { kind: 'stays', because: 'highestDivision' },
  { kind: 'stays', because: 'lowestDivision' },
  { kind: 'stays', because: 'noResults' },
]

type PlacementLabelsProps = {
  /** The team's own division (`''`: none). */
  from: string
  /** The proposed one. */
  to: string
}

/** Stories only: every reason in words, and a division choice for a team of `from`, with each option's move. */
function PlacementLabels({ from, to: initial }: PlacementLabelsProps) {
  const [to, setTo] = useState(initial)
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <ul aria-label="Reasons" className="flex flex-col gap-1">
        {reasons.map((reason, index) => (
          <li key={index}>
            <PromotionReasonText reason={reason} />
          </li>
        ))}
      </ul>
      <Select value={to} onValueChange={setTo}>
        <SelectTrigger aria-label="Next season" className="w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {divisions.map((division) => (
            <SelectItem key={division.slug} value={division.slug}>
              <DivisionOption division={division} move={moveOf(divisions, from, division.slug)} />
            </SelectItem>
          ))}
          <SelectItem value={noDivision}>No division</SelectItem>
        </SelectContent>
      </Select>
      <p data-testid="move">{moveOf(divisions, from, to)}</p>
    </div>
  )
}

const meta = {
  title: 'screens/Competition/Season form/Placement labels',
  component: PlacementLabels,
  args: { from: 'tweede', to: 'tweede' },
} satisfies Meta<typeof PlacementLabels>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the choice and gives its options' names; Escape closes it again. */
const options = async (trigger: HTMLElement) => {
  await userEvent.click(trigger)
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent)
  await userEvent.keyboard('{Escape}')
  return names
}
const choose = async (trigger: HTMLElement, name: string) => {
  await userEvent.click(trigger)
  await userEvent.click(await screen.findByRole('option', { name }))
}

/** Every reason in words, ordinals and "last place" included. */
export const Reasons: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reasons' })
    await expect(list).toHaveTextContent('Promotion: 1st place')
    await expect(list).toHaveTextContent('Promotion: 2nd place')
    await expect(list).toHaveTextContent('Relegation: last place')
    await expect(list).toHaveTextContent('Relegation: 3rd from the bottom')
    await expect(list).toHaveTextContent('In no division: a new team starts in the lowest')
    await expect(list).toHaveTextContent('Stays: there is no higher division')
    await expect(list).toHaveTextContent('Stays: there is no lower division')
    await expect(list).toHaveTextContent('Stays: no match of the division has a result')
  },
}

/** A team of the second-lowest division: its neighbours say up and down, further ones only their name. */
export const ChooseDivision: Story = {
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Next season' })
    await expect(await options(select)).toEqual([
      'Ereklasse',
      'Eerste klasse (up)',
      'Tweede klasse (stays)',
      'Derde klasse (down)',
      'No division',
    ])
    await expect(canvas.getByTestId('move')).toHaveTextContent('stays')
    await choose(select, 'Eerste klasse (up)')
    await expect(canvas.getByTestId('move')).toHaveTextContent('up')
    await choose(select, 'Ereklasse')
    await expect(canvas.getByTestId('move')).toHaveTextContent('other')
    await choose(select, 'No division')
    await expect(canvas.getByTestId('move')).toHaveTextContent('none')
  },
}

/** A team in no division: every division is only its name. */
export const NewTeam: Story = {
  args: { from: '', to: 'derde' },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Next season' })
    await expect(select).toHaveTextContent('Derde klasse')
    await expect(await options(select)).toEqual([
      'Ereklasse',
      'Eerste klasse',
      'Tweede klasse',
      'Derde klasse',
      'No division',
    ])
    await expect(canvas.getByTestId('move')).toHaveTextContent('placed')
  },
}

/** In French: ordinals the French way and the narrow no-break space before the colon. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reasons' })
    await expect(list.textContent).toContain('Montée\u202f: 1re place')
    await expect(list.textContent).toContain('Descente\u202f: dernière place')
    await expect(await options(canvas.getByRole('combobox'))).toContain('Derde klasse (descente)')
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reasons' })
    await expect(list).toHaveTextContent('Promotie: 2e plaats')
    await expect(list).toHaveTextContent('Blijft: er is geen hogere reeks')
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Tweede klasse (blijft)')
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('list', { name: 'Reasons' })).toBeVisible()
  },
}
