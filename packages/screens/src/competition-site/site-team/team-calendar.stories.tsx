import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { site } from '../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSite } from '../parts/site-page/site-part.story-helpers'
import { TeamCalendar } from './team-calendar'

/** The team's calendar as its page gives it: the team and the site's address as the site reads them. */
function SiteTeamCalendar({ season, team }: { season?: string | undefined; team: string }) {
  return (
    <WithSite season={season}>
      {({ context, siteRef }) => {
        const found = context.teams.find((candidate) => candidate.slug === team)
        return found ? <TeamCalendar siteRef={siteRef} team={found} baseUrl={context.base_url} /> : null
      }}
    </WithSite>
  )
}

const feedPath = `/api/competition/${site.domain}/calendar.ics`

const meta = {
  title: 'screens/Competition site/Parts/Team calendar',
  component: SiteTeamCalendar,
  args: { season: undefined, team: site.team },
  parameters: sitePartStory(`/groups/${site.divisions.first}/teams/${site.team}`),
} satisfies Meta<typeof SiteTeamCalendar>

export default meta
type Story = StoryObj<typeof meta>

/** The events of an iCalendar file: each one's summary ("Home – Away", with the score once played) and URL. */
async function eventsOf(href: string) {
  const answer = await fetch(href)
  const text = (await answer.text()).replace(/\r\n /g, '')
  const lines = text.split('\r\n')
  return {
    type: answer.headers.get('Content-Type'),
    name: lines.find((line) => line.startsWith('X-WR-CALNAME:'))?.slice('X-WR-CALNAME:'.length),
    summaries: lines.filter((line) => line.startsWith('SUMMARY:')).map((line) => line.slice('SUMMARY:'.length)),
  }
}

/**
 * The Arrows's matches in the visitor's calendar: a subscription (webcal) and the file to import, which holds
 * every dated match of the team and no other team's.
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Every match of The Arrows in your calendar, with its venue; dates that move follow by themselves.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      `webcal://${site.host}${feedPath}?team=${site.team}`,
    )
    const download = canvas.getByRole('link', { name: 'Download the calendar file' })
    await expect(download).toHaveAttribute('href', `${feedPath}?team=${site.team}`)
    await expect(download).toHaveAttribute('download', `${site.team}.ics`)

    const file = await eventsOf(download.getAttribute('href') ?? '')
    await expect(file.type).toMatch(/^text\/calendar/)
    await expect(file.name).toBe(`${site.name} · The Arrows`)
    await expect(file.summaries.length).toBeGreaterThan(3)
    for (const summary of file.summaries) await expect(summary).toContain('The Arrows')
    // Played matches with their score, the rest still to come.
    await expect(file.summaries.some((summary) => /\d+–\d+/.test(summary))).toBe(true)
    await expect(file.summaries.some((summary) => summary.includes(' – '))).toBe(true)
  },
}

/** Another team, of the second division: its own calendar, none of The Arrows's matches but where they meet. */
export const AnotherTeam: Story = {
  render: (args) => (
    <WithSite>
      {({ context }) => {
        const team = context.teams.find((candidate) => candidate.division === site.divisions.second)
        return team ? <SiteTeamCalendar {...args} team={team.slug} /> : null
      }}
    </WithSite>
  ),
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('link', { name: 'Download the calendar file' })
    const team = /team=([^&]+)/.exec(download.getAttribute('href') ?? '')?.[1] ?? ''
    await expect(team).not.toBe(site.team)
    await expect(download).toHaveAttribute('download', `${team}.ics`)
    const file = await eventsOf(download.getAttribute('href') ?? '')
    await expect(file.summaries.length).toBeGreaterThan(0)
    await expect(file.name).not.toContain('The Arrows')
  },
}

/** Another season's page: its feed is that season's. */
export const OtherSeason: Story = {
  args: { season: site.currentSeason },
  parameters: sitePartStory(`/${site.currentSeason}/groups/${site.divisions.first}/teams/${site.team}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      `webcal://${site.host}${feedPath}?season=${site.currentSeason}&team=${site.team}`,
    )
    await expect(canvas.getByRole('link', { name: 'Download the calendar file' })).toHaveAttribute(
      'href',
      `${feedPath}?season=${site.currentSeason}&team=${site.team}`,
    )
  },
}

/** On a phone, in German: the words in German, and both links within the screen. */
export const PhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory(`/de/groups/${site.divisions.first}/teams/${site.team}`),
  play: async () => {
    const subscribe = await screen.findByRole('link', { name: 'In deinem Kalender abonnieren' })
    await expect(subscribe).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Kalenderdatei herunterladen' })).toBeVisible()
    await expect(screen.getByText(/^Jede Begegnung von The Arrows in deinem Kalender/)).toBeVisible()
    // Neither runs off the phone's screen.
    for (const link of [subscribe, screen.getByRole('link', { name: 'Kalenderdatei herunterladen' })])
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('link', { name: 'Subscribe in your calendar' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Download the calendar file' })).toBeVisible()
  },
}
