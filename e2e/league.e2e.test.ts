import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, long, newPage, signIn, visit } from './browser'

// A league from nothing, in the browser as its people use it: the super admin makes the organisation and invites its
// first admin, who accepts, sets up the first season, its divisions, venue, teams and captain, makes a fixture list
// and moves a match. A captain changes their own team only; somebody without a role there is kept out.

const browser = browserPerFile()

/** Names of their own, so the test runs again on the same data. */
const id = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`
const orgName = `Kempen Darts ${id}`
const seasonName = '2027-28'
const divisions = [`Premier ${id}`, `Reserve ${id}`] as const
const venueName = `Café Triple ${id}`
const teamNames = [`Arrows ${id}`, `Bulls ${id}`, `Corks ${id}`] as const
const guestName = `Gus Guest ${id}`
const reason = `The venue hosts a tournament that night (${id}).`

/** What the steps learn about the organisation as they go (its address is made from its name). */
const league = { org: '', seasonPath: '', divisionSlug: '', teamSlugs: [] as string[] }

/** Long waits for what a user sees: the platform is built for production but the machine is busy. */

/** The part of the current URL after `/competition/{org}/season/{season}` etc.: the last segment. */
const lastSegment = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? ''

/** Picks `option` in the select (a combobox) labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A toast (or any text) appearing. */
const shows = (page: Page | Locator, text: string | RegExp) => page.getByText(text).first().waitFor(long)

/** `day` (YYYY-MM-DD) moved by `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

describe('a league from nothing', () => {
  let organiser: Page

  afterAll(async () => {
    await organiser?.context().close()
  })

  it('a super admin creates an organisation and invites its first admin by e-mail', { timeout: 90_000 }, async () => {
    const admin = await newPage(browser())
    await signIn(admin, 'admin@oche.test', 'oche-admin')
    await visit(admin, `${baseUrl()}/admin/organisations/create`)
    await admin.getByRole('heading', { level: 1, name: 'New league organisation' }).waitFor(long)
    await admin.getByLabel('Name', { exact: true }).fill(orgName)
    await admin.getByLabel('Admin’s e-mail address').fill('organiser@oche.test')
    await admin.getByRole('button', { name: 'Create and send the invitation' }).click()

    await admin.waitForURL(/\/admin\/organisations\/(?!create$)[a-z0-9-]+$/, long)
    league.org = lastSegment(admin)
    await shows(admin, `${orgName} is created and organiser@oche.test is invited to run it`)
    await admin.getByRole('heading', { level: 1, name: orgName }).waitFor(long)
    const admins = admin.getByRole('region', { name: 'Admins' })
    await admins.getByRole('list', { name: '1 pending invitation' }).waitFor(long)
    expect(await admins.getByRole('list', { name: '1 pending invitation' }).textContent()).toContain(
      'organiser@oche.test',
    )
    await admin.context().close()
  })

  it(
    'the invited organiser accepts in the notifications menu and opens the organisation',
    { timeout: 90_000 },
    async () => {
      organiser = await newPage(browser())
      await signIn(organiser, 'organiser@oche.test', 'oche-demo')
      await visit(organiser, `${baseUrl()}/`)
      await organiser.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
      const invitation = organiser
        .getByRole('group', { name: 'Invitation' })
        .filter({ hasText: `You are invited to run the league organisation ${orgName} as its admin` })
      await invitation.getByRole('menuitem', { name: 'Accept' }).click()
      await shows(organiser, `You are an admin of ${orgName} now: it is under Your leagues`)
      await organiser.keyboard.press('Escape')

      // Your leagues: a single league opens by itself, several are listed.
      await visit(organiser, `${baseUrl()}/competition`)
      const link = organiser.getByRole('link', { name: new RegExp(`^${orgName}\\b`) })
      const home = organiser.getByRole('heading', { level: 1, name: orgName })
      await link.or(home).first().waitFor(long)
      if (await link.isVisible()) await link.click()
      await organiser.waitForURL(`${baseUrl()}/competition/${league.org}`, long)
      await home.waitFor(long)
      await organiser.getByText('Admin', { exact: true }).first().waitFor(long)
    },
  )

  it('sets up the first season on the organisation’s home and lands on its overview', { timeout: 90_000 }, async () => {
    const first = organiser.getByRole('region', { name: 'Set up the first season' })
    await first.waitFor(long)
    await first.getByLabel('Name', { exact: true }).fill(seasonName)
    await first.getByLabel('First day').fill('2027-09-01')
    await first.getByLabel('Last day').fill('2028-05-31')
    // League nights: every Wednesday of the season, with the helper.
    await choose(organiser, 'Night', 'Wednesday')
    await first.getByRole('button', { name: 'Add every Wednesday' }).click()
    await first.getByRole('status').filter({ hasText: '40 league nights added.' }).waitFor(long)
    // Every Wednesday from 1 September 2027 to 31 May 2028: 40 league nights.
    await first.getByRole('group', { name: '40 league nights' }).waitFor(long)
    await first.getByRole('button', { name: 'Create the season' }).click()

    await organiser.waitForURL(new RegExp(`/competition/${league.org}/season/${seasonName}$`), long)
    league.seasonPath = new URL(organiser.url()).pathname
    await shows(organiser, `Season ${seasonName} is created`)
    await organiser.getByRole('heading', { level: 1, name: `Season ${seasonName}` }).waitFor(long)
    await organiser.getByRole('region', { name: 'Divisions and teams' }).waitFor(long)
  })

  it('adds two divisions, a venue, three teams, a player and a captain', { timeout: 180_000 }, async () => {
    const season = `${baseUrl()}${league.seasonPath}`
    for (const name of divisions) {
      await visit(organiser, `${season}/groups/create`)
      await organiser.getByRole('heading', { level: 1, name: 'New division' }).waitFor(long)
      await organiser.getByLabel('Name', { exact: true }).fill(name)
      await organiser.getByRole('button', { name: 'Add the division' }).click()
      await organiser.waitForURL(new RegExp(`${league.seasonPath}/groups/(?!create$)[a-z0-9-]+$`), long)
      await shows(organiser, `${name} is added to the season`)
      if (!league.divisionSlug) league.divisionSlug = lastSegment(organiser)
    }

    await visit(organiser, `${season}/locations/create`)
    await organiser.getByRole('heading', { level: 1, name: 'New venue' }).waitFor(long)
    await organiser.getByLabel('Name', { exact: true }).fill(venueName)
    await organiser.getByLabel('Street and number').fill('Markt 3')
    await organiser.getByLabel('Postcode').fill('2200')
    await organiser.getByLabel('City').fill('Herentals')
    await organiser.getByLabel('Boards', { exact: true }).fill('6')
    await organiser.getByRole('checkbox', { name: 'Wednesday' }).click()
    await organiser.getByRole('button', { name: 'Add the venue' }).click()
    await shows(organiser, `${venueName} is added to the venues`)
    await organiser.waitForURL(new RegExp(`${league.seasonPath}/locations/[0-9a-f-]{36}$`), long)

    for (const name of teamNames) {
      await visit(organiser, `${season}/teams/create`)
      await organiser.getByRole('heading', { level: 1, name: 'New team' }).waitFor(long)
      await organiser.getByLabel('Name', { exact: true }).fill(name)
      await organiser.getByLabel('Club (optional)').fill(`${name} DC`)
      await choose(organiser, 'Division', divisions[0])
      await choose(organiser, 'Home venue', `${venueName}, Herentals`)
      await organiser.getByRole('button', { name: 'Add the team' }).click()
      await organiser.waitForURL(new RegExp(`${league.seasonPath}/teams/(?!create$)[a-z0-9-]+$`), long)
      await shows(organiser, `${name} plays in this season`)
      league.teamSlugs.push(lastSegment(organiser))
    }

    // A guest joins the first team as a player, then is made its captain from the team's list of players.
    const [arrows] = teamNames
    await visit(organiser, `${season}/teams/${league.teamSlugs[0]}/members/create`)
    await organiser.getByRole('heading', { level: 1, name: 'Add a player' }).waitFor(long)
    await organiser.getByRole('combobox', { name: 'Name' }).fill(guestName)
    await organiser.getByRole('option', { name: `Add “${guestName}” as a new guest` }).click()
    await organiser.getByRole('button', { name: 'Add the player' }).click()
    await shows(organiser, `${guestName} plays for ${arrows} now`)
    await organiser.waitForURL(new RegExp(`/teams/${league.teamSlugs[0]}/members$`), long)

    const players = organiser.getByRole('table', { name: `Players of ${arrows}` })
    const row = players.getByRole('row').filter({ hasText: guestName })
    await row.getByRole('button', { name: `Actions for ${guestName}` }).click()
    await organiser.getByRole('menuitem', { name: 'Make captain' }).click()
    const confirm = organiser.getByRole('alertdialog')
    await confirm.getByText(`Make ${guestName} the captain of ${arrows}?`).waitFor(long)
    await confirm.getByRole('button', { name: 'Make captain' }).click()
    await shows(organiser, `${guestName} is the captain now`)
    await expect.poll(async () => (await row.textContent()) ?? '', long).toContain('Captain')
  })

  it(
    'generates a division’s fixture list and moves a match with the reason kept in its history',
    { timeout: 120_000 },
    async () => {
      await visit(organiser, `${baseUrl()}${league.seasonPath}/groups/${league.divisionSlug}/matches`)
      await organiser.getByRole('heading', { level: 1, name: `Fixture list of ${divisions[0]}` }).waitFor(long)
      await organiser.getByText('No fixture list yet').waitFor(long)
      await organiser.getByRole('button', { name: 'Generate fixtures' }).click()
      // Three teams twice round: six matches, one a league night with the third team resting.
      await shows(organiser, `The fixture list of ${divisions[0]} is made: 6 matches`)
      // Six rounds spread evenly over the 40 league nights, each its own section named by its night.
      const nights = organiser.getByRole('heading', { level: 2, name: /^League night \d+/ })
      await expect.poll(() => nights.count(), long).toBe(6)
      const numbers = (await nights.allTextContents()).map((text) => Number(/^League night (\d+)/.exec(text)?.[1]))
      expect(numbers[0]).toBe(1)
      // The first match moves a week on, a week in which no match is played.
      expect(numbers[1], 'the second round is not in the second week').toBeGreaterThan(2)
      const firstNight = organiser.getByRole('region', { name: /^League night 1\b/ })
      const reschedule = firstNight.getByRole('button', { name: /^Reschedule / }).first()
      const teams = ((await reschedule.getAttribute('aria-label')) ?? '').replace(/^Reschedule /, '')
      expect(teams).toMatch(/ – /)
      await reschedule.click()
      const dialog = organiser.getByRole('dialog', { name: `Reschedule ${teams}` })
      await dialog.waitFor(long)
      const oldDate = await dialog.getByLabel('New date', { exact: true }).inputValue()
      expect(oldDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const newDate = addDays(oldDate, 7)
      await dialog.getByLabel('New date', { exact: true }).fill(newDate)
      await dialog.getByLabel('Reason', { exact: true }).fill(reason)
      await dialog.getByRole('button', { name: 'Reschedule the match' }).click()
      await dialog.waitFor({ state: 'detached', ...long })
      // Dates as the page writes them (the browser's own formats).
      const [shortOld, shortNew, medium] = await organiser.evaluate(
        ([from, to]) => {
          const short = new Intl.DateTimeFormat('en-GB', {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          })
          const mediumStyle = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
          return [short.format(new Date(from)), short.format(new Date(to)), mediumStyle.format(new Date(to))]
        },
        [oldDate, newDate] as const,
      )
      await shows(organiser, `${teams} is moved to ${medium}`)

      // The match shows on its new date, and its history says from when to when and why.
      const row = organiser
        .getByRole('listitem')
        .filter({ has: organiser.getByRole('link', { name: teams, exact: true }) })
      await expect.poll(async () => (await row.textContent()) ?? '', long).toContain(shortNew)
      await row.getByRole('button', { name: `History of ${teams}: 1 move` }).click()
      await row.getByText(`Moved from ${shortOld} to ${shortNew}`).waitFor(long)
      await row.getByText(`Reason: ${reason}`).waitFor(long)

      // Still so after a reload: it is saved, not only shown.
      await visit(organiser, organiser.url())
      await organiser.getByRole('button', { name: `History of ${teams}: 1 move` }).click()
      await organiser.getByText(`Reason: ${reason}`).waitFor(long)
    },
  )

  it(
    'the demo league’s admin brings last season’s team back into the current season',
    { timeout: 90_000 },
    async () => {
      // The new organisation has no earlier season: this is the demo league's archived one.
      const admin = await newPage(browser())
      await signIn(admin, 'league@oche.test', 'oche-demo')
      const seasonPath = await currentSeasonPath(admin, 'demo-darts-league')
      await visit(admin, `${baseUrl()}${seasonPath}/teams/create/existing`)
      await admin.getByRole('heading', { level: 1, name: 'Bring a team from an earlier season' }).waitFor(long)
      const oldTimers = admin.getByRole('radio', { name: 'Old Timers' })
      const nothingLeft = admin.getByRole('heading', { name: 'Every earlier team already plays this season' })
      await oldTimers.or(nothingLeft).first().waitFor(long)
      if (await oldTimers.isVisible()) {
        await oldTimers.click()
        await shows(admin, /^4 players come along from \d{4}-\d{2}\.$/)
        expect(await admin.getByRole('checkbox', { name: 'Bring its players' }).isChecked()).toBe(true)
        // No division: the demo's fixture lists stay as they are.
        await admin.getByRole('button', { name: 'Add the team to this season' }).click()
        await admin.waitForURL(new RegExp(`${seasonPath}/teams/old-timers$`), long)
        await shows(admin, 'Old Timers plays in this season')
      }
      // Brought back now or by an earlier run on the same data: it plays this season, with its four players.
      await visit(admin, `${baseUrl()}${seasonPath}/teams/old-timers/members`)
      const players = admin.getByRole('table', { name: 'Players of Old Timers' })
      await players.waitFor(long)
      expect(await players.getByRole('row').count()).toBe(1 + 4)
      await admin.context().close()
    },
  )

  it('a captain changes their own team’s club, and is refused another team', { timeout: 90_000 }, async () => {
    // Guests of the new organisation have no account: Mia captains De Gouden Pijlen in the demo league.
    const mia = await newPage(browser())
    await signIn(mia, 'mia@oche.test', 'oche-demo')
    const seasonPath = await currentSeasonPath(mia, 'demo-darts-league')
    const club = `Café De Pijl ${id}`
    await visit(mia, `${baseUrl()}${seasonPath}/teams/de-gouden-pijlen/edit`)
    await mia.getByRole('heading', { level: 1, name: 'Edit De Gouden Pijlen' }).waitFor(long)
    await mia.getByText(/As captain you change the team’s name and club\./).waitFor(long)
    expect(await mia.getByRole('combobox', { name: 'Division' }).count()).toBe(0)
    await mia.getByLabel('Club (optional)').fill(club)
    await mia.getByRole('button', { name: 'Save the team' }).click()
    await shows(mia, 'De Gouden Pijlen is saved')
    await mia.waitForURL(new RegExp(`${seasonPath}/teams/de-gouden-pijlen$`), long)
    await shows(mia, club)

    await visit(mia, `${baseUrl()}${seasonPath}/teams/bullseye-bandits/edit`)
    await mia.getByRole('heading', { name: 'Only the captain and the admins change this team' }).waitFor(long)
    expect(await mia.getByRole('button', { name: 'Save the team' }).count()).toBe(0)
    expect(await mia.getByLabel('Club (optional)').count()).toBe(0)
    await mia.context().close()
  })

  it(
    'a user without a role in the organisation is refused its pages and the admin pages',
    { timeout: 90_000 },
    async () => {
      const dieter = await newPage(browser())
      await signIn(dieter, 'dieter@oche.test', 'oche-demo')
      const refused = 'You do not manage this organisation'

      // Not among his leagues: he only plays in the demo league, and runs none.
      await visit(dieter, `${baseUrl()}/competition`)
      await dieter.getByRole('heading', { name: 'You do not manage a league yet' }).waitFor(long)
      expect(await dieter.getByRole('link', { name: new RegExp(orgName) }).count()).toBe(0)

      for (const path of [
        `/competition/${league.org}`,
        league.seasonPath,
        `${league.seasonPath}/teams`,
        `${league.seasonPath}/teams/${league.teamSlugs[0]}/edit`,
        `${league.seasonPath}/groups/${league.divisionSlug}/matches`,
      ]) {
        await visit(dieter, `${baseUrl()}${path}`)
        await dieter.getByRole('heading', { name: refused }).waitFor(long)
        expect(await dieter.getByText(teamNames[0]).count(), path).toBe(0)
        expect(await dieter.getByRole('heading', { level: 1, name: orgName }).count(), path).toBe(0)
      }

      // The super admin's pages: the real 403 (a signed-in caller without the role).
      for (const path of ['/admin/organisations', `/admin/organisations/${league.org}`]) {
        const response = await visit(dieter, `${baseUrl()}${path}`)
        expect(response?.status(), path).toBe(403)
        await dieter.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor(long)
        expect(await dieter.getByText(orgName).count(), path).toBe(0)
      }
      await dieter.context().close()
    },
  )
})

/** The current season's path of an organisation, from its home's list of seasons, as a user opens it. */
async function currentSeasonPath(page: Page, org: string): Promise<string> {
  await visit(page, `${baseUrl()}/competition/${org}`)
  await page
    .getByRole('region', { name: 'Seasons' })
    .getByRole('link', { name: /Current/ })
    .click()
  await page.waitForURL(new RegExp(`/competition/${org}/season/[a-z0-9-]+$`), long)
  await page.waitForSelector('html[data-app-ready]')
  return new URL(page.url()).pathname
}
