import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormattedDate, FormattedTime, useIntl } from 'react-intl'
import { expect } from 'storybook/test'
import { SiteTimeZone } from './site-time-zone'

/** Half an hour before midnight UTC on a league night: already the next day in Amsterdam (UTC+2 in September). */
const lateAt = '2030-09-09T23:30:00Z'

/** Formatted by the hook, as a site's parts do with `intl.formatDate`. */
function WeekdayByHook({ value }: { value: string }) {
  const intl = useIntl()
  return intl.formatDate(value, { weekday: 'long' })
}

/** One site's view of the moment: its day, its hour (24-hour clock), and a calendar day that names its own zone. */
function SiteMoment({ city, timeZone, at }: { city: string; timeZone: string; at: string }) {
  return (
    <SiteTimeZone timeZone={timeZone}>
      <section aria-label={city} data-zone={timeZone} className="flex flex-col gap-1 rounded-md border p-3">
        <h2 className="font-semibold">{city}</h2>
        <p data-slot="day">
          <FormattedDate value={at} day="numeric" month="long" year="numeric" />
        </p>
        <p data-slot="hour">
          <FormattedTime value={at} hour="2-digit" minute="2-digit" hourCycle="h23" />
        </p>
        <p data-slot="weekday">
          <WeekdayByHook value={at} />
        </p>
        <p data-slot="calendar-day">
          <FormattedDate value="2030-09-10" timeZone="UTC" day="numeric" month="long" />
        </p>
      </section>
    </SiteTimeZone>
  )
}

/** Stories only: the same moment on the sites of two leagues, one in Amsterdam and one in New York. */
function TwoSites({ at }: { at: string }) {
  return (
    <div className="grid max-w-xl grid-cols-2 gap-3">
      <SiteMoment city="Amsterdam" timeZone="Europe/Amsterdam" at={at} />
      <SiteMoment city="New York" timeZone="America/New_York" at={at} />
    </div>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Site time zone',
  component: TwoSites,
  args: { at: lateAt },
} satisfies Meta<typeof TwoSites>

export default meta
type Story = StoryObj<typeof meta>

const part = (canvasElement: HTMLElement, zone: string, slot: string) =>
  canvasElement.querySelector(`[data-zone="${zone}"] [data-slot="${slot}"]`)

/**
 * 23:30 UTC is 01:30 the next day in Amsterdam and 19:30 the same evening in New York, six hours apart, whatever zone
 * the browser is in; `useIntl` formats in the site's zone too, and a calendar day read as UTC stays on its day.
 */
export const TwoZones: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Amsterdam' })).toBeVisible()
    await expect(part(canvasElement, 'Europe/Amsterdam', 'hour')).toHaveTextContent('01:30')
    await expect(part(canvasElement, 'America/New_York', 'hour')).toHaveTextContent('19:30')
    await expect(part(canvasElement, 'Europe/Amsterdam', 'day')).toHaveTextContent('10 September 2030')
    await expect(part(canvasElement, 'America/New_York', 'day')).toHaveTextContent('9 September 2030')
    await expect(part(canvasElement, 'Europe/Amsterdam', 'weekday')).toHaveTextContent('Tuesday')
    await expect(part(canvasElement, 'America/New_York', 'weekday')).toHaveTextContent('Monday')
    await expect(part(canvasElement, 'Europe/Amsterdam', 'calendar-day')).toHaveTextContent('10 September')
    await expect(part(canvasElement, 'America/New_York', 'calendar-day')).toHaveTextContent('10 September')
  },
}

/**
 * Each zone keeps its own summer-time rules: in late March New York has moved its clocks (10 March 2030) and
 * Amsterdam not yet (31 March), so the two sites are five hours apart, not six.
 */
export const BetweenClockChanges: Story = {
  args: { at: '2030-03-20T19:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'Europe/Amsterdam', 'hour')).toHaveTextContent('20:00')
    await expect(part(canvasElement, 'America/New_York', 'hour')).toHaveTextContent('15:00')
  },
}

/** The site's zone, the page's language: Dutch words for Amsterdam's Tuesday. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'Europe/Amsterdam', 'day')).toHaveTextContent('10 september 2030')
    await expect(part(canvasElement, 'Europe/Amsterdam', 'weekday')).toHaveTextContent('dinsdag')
    await expect(part(canvasElement, 'America/New_York', 'weekday')).toHaveTextContent('maandag')
  },
}
