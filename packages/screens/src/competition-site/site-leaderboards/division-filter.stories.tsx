import type { CompetitionSiteContext } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { site } from '../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSite } from '../parts/site-page/site-part.story-helpers'
import { DivisionFilter } from './division-filter'

function ChosenFilter({
  divisions,
  value: initial,
  onValueChange,
}: {
  divisions: CompetitionSiteContext['divisions']
  value: string | null
  onValueChange: (value: string | null) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <DivisionFilter
      divisions={divisions}
      value={value}
      onValueChange={(next) => {
        onValueChange(next)
        setValue(next)
      }}
    />
  )
}

/** The filter as the leaderboards give it: the season's divisions and cups, the choice kept. */
function SiteDivisionFilter({
  value,
  onValueChange,
}: {
  value: string | null
  onValueChange: (value: string | null) => void
}) {
  return (
    <WithSite>
      {({ context }) => <ChosenFilter divisions={context.divisions} value={value} onValueChange={onValueChange} />}
    </WithSite>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Leaderboards division filter',
  component: SiteDivisionFilter,
  args: { value: null, onValueChange: fn() },
  parameters: sitePartStory('/individual/180-171'),
} satisfies Meta<typeof SiteDivisionFilter>

export default meta
type Story = StoryObj<typeof meta>

const open = async (name = 'Division') => {
  await userEvent.click(await screen.findByRole('combobox', { name }))
  return within(await screen.findByRole('listbox'))
}
const choose = async (name: string, label = 'Division') => {
  const list = await open(label)
  await userEvent.click(list.getByRole('option', { name }))
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}
const namesOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent)

/**
 * The whole season's boards: the season's divisions and its cups, each under its own heading; choosing one (a
 * division, a cup, the whole season again) changes the selection.
 */
export const WholeSeason: Story = {
  play: async ({ args }) => {
    const trigger = await screen.findByRole('combobox', { name: 'Division' })
    await expect(trigger).toHaveTextContent('Whole season')
    const list = await open()
    await expect(list.getByRole('option', { name: 'Whole season' })).toHaveAttribute('data-state', 'checked')
    await expect(namesOf(list.getByRole('group', { name: 'Divisions' }))).toEqual(['First division', 'Second division'])
    await expect(namesOf(list.getByRole('group', { name: 'Cups' }))).toEqual(
      expect.arrayContaining(['Winter Cup', 'League Cup', 'Shield']),
    )
    await userEvent.click(list.getByRole('option', { name: 'Second division' }))
    await waitFor(() => expect(trigger).toHaveTextContent('Second division'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(site.divisions.second)

    await choose('Shield')
    await expect(trigger).toHaveTextContent('Shield')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(site.cups.groups)

    await choose('Whole season')
    await expect(trigger).toHaveTextContent('Whole season')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null)
  },
}

/** A shared link with a division chosen: it is shown, and checked in the list. */
export const DivisionChosen: Story = {
  args: { value: site.divisions.first },
  play: async ({ args }) => {
    await expect(await screen.findByRole('combobox', { name: 'Division' })).toHaveTextContent('First division')
    const list = await open()
    await expect(list.getByRole('option', { name: 'First division' })).toHaveAttribute('data-state', 'checked')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

/** A season without cups: no cups' heading. */
export const WithoutCups: Story = {
  parameters: sitePartStory('/individual/180-171', { state: 'notStarted' }),
  play: async () => {
    const list = await open()
    await expect(list.getByRole('group', { name: 'Divisions' })).toBeVisible()
    await expect(list.queryByRole('group', { name: 'Cups' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
  },
}

/** On a phone, in German: the filter's words in German, chosen by keyboard. */
export const PhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory('/de/individual/180-171'),
  play: async ({ args }) => {
    const trigger = await screen.findByRole('combobox', { name: 'Staffel' })
    await expect(trigger).toHaveTextContent('Ganze Saison')
    const list = await open('Staffel')
    await expect(list.getByRole('group', { name: 'Staffeln' })).toBeVisible()
    await expect(list.getByRole('group', { name: 'Pokale' })).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('First division')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(site.divisions.first)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await screen.findByRole('combobox', { name: 'Division' })).toHaveTextContent('Whole season')
  },
}
