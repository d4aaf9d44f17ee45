import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { withEventFormSection, type EventFormSectionStoryParameters } from './event-form-section.story-helpers'
import { ScheduleSection } from './schedule-section'

const meta = {
  title: 'screens/Manage/Event form/Schedule section',
  component: ScheduleSection,
  decorators: [withEventFormSection],
} satisfies Meta<typeof ScheduleSection>

export default meta
type Story = StoryObj<typeof meta>

const checked = fn()

/** A new event: tomorrow at half past seven, without an end, on the organiser's zone. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-15')
    await expect(canvas.getByLabelText('Start time')).toHaveValue('19:30')
    await expect(canvas.getByLabelText('End time (optional)')).toHaveValue('')
    await expect(canvas.getByLabelText('End date (optional)')).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('Europe/Amsterdam')
  },
}

/** An evening past midnight: the end time alone is on the next day (the zone is chosen in its own field's stories). */
export const PastMidnight: Story = {
  parameters: { eventForm: { onValid: checked } satisfies EventFormSectionStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('End time (optional)')).toHaveAccessibleDescription(
      'Without an end date, an end before the start time is on the next day.',
    )
    await userEvent.type(canvas.getByLabelText('End time (optional)'), '01:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      start_date: '2026-11-15',
      start_time: '19:30',
      end_date: '',
      end_time: '01:00',
      time_zone: 'Europe/Amsterdam',
    })
  },
}

/** An end date before the start: the error is on the end time, which gets the focus. */
export const EndsBeforeStart: Story = {
  parameters: { eventForm: { onValid: checked } satisfies EventFormSectionStoryParameters },
  beforeEach: () => {
    checked.mockClear()
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('End time (optional)'), '23:00')
    await userEvent.type(canvas.getByLabelText('End date (optional)'), '2026-11-14')
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    const end = canvas.getByLabelText('End time (optional)')
    await waitFor(() => expect(end).toHaveAccessibleDescription(/The event must end after it starts\./))
    await expect(end).toHaveFocus()
    await expect(checked).not.toHaveBeenCalled()
  },
}

/** An end date without a time: the organiser is asked for the time, or to clear the date. */
export const EndTimeMissing: Story = {
  parameters: { eventForm: { values: { end_date: '2026-11-16' } } satisfies EventFormSectionStoryParameters },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('End time (optional)')).toHaveAccessibleDescription(
        /Enter the time it ends too, or clear the end date\./,
      ),
    )
  },
}

/** A saved event over two days, with the server's error on its start. */
export const ServerError: Story = {
  parameters: {
    eventForm: {
      values: { end_date: '2026-11-16', end_time: '02:00', time_zone: 'Europe/Brussels' },
      errors: { start_date: 'The event cannot start in the past.' },
    } satisfies EventFormSectionStoryParameters,
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription(/The event cannot start in the past\./),
    )
    await expect(canvas.getByLabelText('End date (optional)')).toHaveValue('2026-11-16')
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('Europe/Brussels')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'When' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'When' })).toBeVisible()
  },
}
