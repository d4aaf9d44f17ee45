import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PrivacyPolicyScreen } from './privacy-policy-screen'

const meta = {
  title: 'screens/Legal/PrivacyPolicy',
  component: PrivacyPolicyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPolicyScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The page has one h1 and nine sections, each headed by an h2 and nothing deeper. */
async function expectSectionStructure(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const headings = canvas.getAllByRole('heading')
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9)
  for (const heading of headings.slice(1)) await expect(heading.tagName).toBe('H2')
  for (const region of canvasElement.querySelectorAll('section')) {
    await expect(region.querySelector(':scope > h2')).not.toBeNull()
  }
}

export const English: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The page's content is its main landmark (axe: landmark-one-main, region).
    await expect(canvas.getByRole('main')).toContainElement(canvas.getAllByRole('heading', { level: 1 })[0]!)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'What data Oche keeps' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cookies and local storage' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible()
    await expect(canvas.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22')
    await expect(canvas.getByRole('region', { name: 'How long Oche keeps it' })).toHaveTextContent('30 days')
    await expectSectionStructure(canvasElement)
  },
}

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welke gegevens Oche bewaart' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cookies en lokale opslag' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Jouw rechten' })).toBeVisible()
    await expect(canvas.getByText('22 november 2026')).toBeVisible()
    await expectSectionStructure(canvasElement)
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Les données que conserve Oche' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cookies et stockage local' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeVisible()
    await expect(canvas.getByText('22 novembre 2026')).toBeVisible()
    await expectSectionStructure(canvasElement)
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welche Daten Oche speichert' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cookies und lokaler Speicher' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Deine Rechte' })).toBeVisible()
    await expect(canvas.getByText('22. November 2026')).toBeVisible()
    await expectSectionStructure(canvasElement)
  },
}
