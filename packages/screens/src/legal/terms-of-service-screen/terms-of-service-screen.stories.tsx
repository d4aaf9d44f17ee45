import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TermsOfServiceScreen } from './terms-of-service-screen'

const meta = {
  title: 'screens/Legal/TermsOfService',
  component: TermsOfServiceScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsOfServiceScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The page has one h1 and eleven sections, each headed by an h2 and nothing deeper. */
async function expectSectionStructure(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const headings = canvas.getAllByRole('heading')
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(11)
  for (const heading of headings.slice(1)) await expect(heading.tagName).toBe('H2')
  for (const region of canvasElement.querySelectorAll('section')) {
    await expect(region.querySelector(':scope > h2')).not.toBeNull()
  }
}

export const English: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The page's content is its main landmark (axe: landmark-one-main, region).
    await expect(canvas.getByRole('main')).toContainElement(canvas.getAllByRole('heading', { level: 1 })[0]!)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Content you publish' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Governing law' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'MIT licence' })).toHaveAttribute(
      'href',
      'https://opensource.org/license/mit',
    )
    await expect(canvas.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22')
    await expectSectionStructure(canvasElement)
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aanvaardbaar gebruik' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Inhoud die je publiceert' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Toepasselijk recht' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'MIT-licentie' })).toBeVisible()
    await expect(canvas.getByText('22 november 2026')).toBeVisible()
    await expectSectionStructure(canvasElement)
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Utilisation acceptable' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Les contenus que vous publiez' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Droit applicable' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'licence MIT' })).toBeVisible()
    await expect(canvas.getByText('22 novembre 2026')).toBeVisible()
    await expectSectionStructure(canvasElement)
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zulässige Nutzung' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Von dir veröffentlichte Inhalte' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anwendbares Recht' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'MIT-Lizenz' })).toBeVisible()
    await expect(canvas.getByText('22. November 2026')).toBeVisible()
    await expectSectionStructure(canvasElement)
  },
}
