import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TimeZoneField, type TimeZoneFieldProps } from './time-zone-field'

const changed = fn()

/** The field held by the story, as the form's controller holds it. */
function HeldTimeZoneField(props: TimeZoneFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <TimeZoneField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        props.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: 'screens/Manage/Event form/Time zone field',
  component: TimeZoneField,
  args: { value: 'Europe/Amsterdam', onValueChange: changed },
  render: (args) => <HeldTimeZoneField {...args} />,
  beforeEach: () => {
    changed.mockClear()
  },
} satisfies Meta<typeof TimeZoneField>

export default meta
type Story = StoryObj<typeof meta>

/** The zone shown with its help; the organiser picks another from the list. */
export const Choose: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Time zone' })
    await expect(field).toHaveDisplayValue('Europe/Amsterdam')
    await expect(field).toHaveAccessibleDescription(
      'The times above are on the clock of this zone; visitors see them in theirs.',
    )
    await userEvent.selectOptions(field, 'Europe/Brussels')
    await expect(changed).toHaveBeenCalledWith('Europe/Brussels')
    await expect(field).toHaveDisplayValue('Europe/Brussels')
  },
}

/** Underscores are shown as spaces; every zone the browser knows is offered. */
export const EveryZone: Story = {
  args: { value: 'America/New_York' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Time zone' })
    await expect(field).toHaveDisplayValue('America/New York')
    await expect(within(field).getByRole('option', { name: 'Pacific/Auckland' })).toBeInTheDocument()
    await expect(within(field).getAllByRole('option').length).toBeGreaterThan(300)
  },
}

/** A saved zone this browser does not know is still offered, so the event keeps it. */
export const UnknownZone: Story = {
  args: { value: 'Mars/Olympus_Mons' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Time zone' })
    await expect(field).toHaveDisplayValue('Mars/Olympus Mons')
    await expect(within(field).getByRole('option', { name: 'Mars/Olympus Mons' })).toHaveProperty('selected', true)
  },
}

/** The server refused the zone: the message is on the field. */
export const WithError: Story = {
  args: { error: 'Choose a time zone from the list.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Time zone' })
    await expect(field).toHaveAccessibleDescription(/Choose a time zone from the list\./)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toBeVisible()
  },
}
