import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { MyStatsFilters } from './my-stats-filters'
import type { MyStatsSearch } from './my-stats-search'

/** Stories only: the filters holding their value, as the screen does, and reporting each change. */
function FiltersStory({
  initial,
  onValueChange,
}: {
  initial: MyStatsSearch
  onValueChange: (v: MyStatsSearch) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <div className="max-w-3xl">
      <MyStatsFilters
        value={value}
        onValueChange={(next) => {
          onValueChange(next)
          setValue(next)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'screens/Accounts/My statistics/Filters',
  component: FiltersStory,
  args: { initial: { kind: null, period: null }, onValueChange: fn() },
} satisfies Meta<typeof FiltersStory>

export default meta
type Story = StoryObj<typeof meta>

/** Kind and period, the same as my matches; nothing to clear while unfiltered. */
export const Unfiltered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Filter the statistics' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear the filters' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Last 12 months' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: null, period: 'year' })
    await expect(canvas.getByRole('button', { name: 'Clear the filters' })).toBeVisible()
  },
}

/** Clearing resets both and leaves focus on the first filter. */
export const Clear: Story = {
  args: { initial: { kind: 'league', period: 'month' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: null, period: null })
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveFocus()
  },
}
