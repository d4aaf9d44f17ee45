import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { MyMatchFilters, type MyMatchFiltersProps } from './my-match-filters'
import type { MyMatchesSearch } from './my-matches-search'

type Filters = Parameters<MyMatchFiltersProps['onValueChange']>[0]

/** Stories only: the filters holding their value, as the screen does, and reporting each change. */
function FiltersStory({
  initial,
  onValueChange,
}: {
  initial: MyMatchesSearch
  onValueChange: (value: Filters) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <div className="max-w-3xl">
      <MyMatchFilters
        value={value}
        onValueChange={(next) => {
          onValueChange(next)
          setValue((previous) => ({ ...previous, ...next }))
        }}
      />
    </div>
  )
}

const unfiltered: MyMatchesSearch = { kind: null, period: null, result: null, page: 1, match: null }

const meta = {
  title: 'screens/Accounts/My matches/Filters',
  component: FiltersStory,
  args: { initial: unfiltered, onValueChange: fn() },
} satisfies Meta<typeof FiltersStory>

export default meta
type Story = StoryObj<typeof meta>

const filtersOf = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('group', { name: 'Filters' }))

/** Nothing filtered: each filter shows its "any" choice, and there is nothing to clear. */
export const Unfiltered: Story = {
  play: async ({ canvas }) => {
    const filters = filtersOf(canvas)
    await expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Every kind')
    await expect(filters.getByRole('combobox', { name: 'Period' })).toHaveTextContent('All time')
    await expect(filters.getByRole('combobox', { name: 'Result' })).toHaveTextContent('Any result')
    await expect(filters.queryByRole('button', { name: 'Clear the filters' })).not.toBeInTheDocument()
  },
}

/**
 * With the keyboard only: Enter opens the kind, the arrows pick "Tournament"; Tab to the period, "Last 30 days".
 * Each choice is reported with the other filters kept, and "Clear the filters" appears.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const filters = filtersOf(canvas)
    const kind = filters.getByRole('combobox', { name: 'Kind' })
    kind.focus()
    await userEvent.keyboard('{Enter}')
    const kinds = await screen.findByRole('listbox')
    await expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every kind', 'Tournament', 'League', 'Against the bot', 'Local play'])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(kind).toHaveTextContent('Tournament')
    await waitFor(() => expect(kind).toHaveFocus())
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'tournament', period: null, result: null })

    await userEvent.tab()
    const period = filters.getByRole('combobox', { name: 'Period' })
    await expect(period).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('option', { name: 'All time' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(period).toHaveTextContent('Last 30 days')
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'tournament', period: 'month', result: null })
    await expect(filters.getByRole('button', { name: 'Clear the filters' })).toBeVisible()
  },
}

/** Filtered on all three: "Clear the filters" resets every filter to "any", goes away and leaves focus on the first. */
export const ClearFilters: Story = {
  args: { initial: { ...unfiltered, kind: 'bot', period: 'week', result: 'won' } },
  play: async ({ canvas, args }) => {
    const filters = filtersOf(canvas)
    await expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Against the bot')
    await expect(filters.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 7 days')
    await expect(filters.getByRole('combobox', { name: 'Result' })).toHaveTextContent('Won')
    await userEvent.click(filters.getByRole('button', { name: 'Clear the filters' }))
    await expect(args.onValueChange).toHaveBeenCalledOnce()
    await expect(args.onValueChange).toHaveBeenCalledWith({ kind: null, period: null, result: null })
    await expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Every kind')
    await expect(filters.getByRole('combobox', { name: 'Period' })).toHaveTextContent('All time')
    await expect(filters.getByRole('combobox', { name: 'Result' })).toHaveTextContent('Any result')
    await expect(filters.queryByRole('button', { name: 'Clear the filters' })).not.toBeInTheDocument()
    // The button went away: the keyboard user carries on from the first filter, not from the top of the page.
    await expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveFocus()
    // The button went away: the keyboard user carries on from the first filter, not from the top of the page.
    await expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveFocus()
  },
}

/** Choosing "Any result" again undoes the only filter: nothing is left to clear. */
export const BackToAny: Story = {
  args: { initial: { ...unfiltered, result: 'lost' } },
  play: async ({ canvas, args }) => {
    const filters = filtersOf(canvas)
    await expect(filters.getByRole('button', { name: 'Clear the filters' })).toBeVisible()
    await userEvent.click(filters.getByRole('combobox', { name: 'Result' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Any result' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: null, period: null, result: null })
    await waitFor(() => expect(filters.queryByRole('button', { name: 'Clear the filters' })).not.toBeInTheDocument())
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  args: { initial: { ...unfiltered, kind: 'league' } },
  play: async ({ canvas }) => {
    const filters = within(canvas.getByRole('group', { name: 'Filtres' }))
    await expect(filters.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Championnat')
    await expect(filters.getByRole('button', { name: 'Effacer les filtres' })).toBeVisible()
  },
}
