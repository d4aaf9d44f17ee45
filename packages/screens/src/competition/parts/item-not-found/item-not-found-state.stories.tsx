import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { siteBoardMemberNotFound } from '../../site-board-members/site-board-member-not-found'
import { siteDocumentNotFound } from '../../site-documents/site-document-not-found'
import { siteNewsNotFound } from '../../site-news/site-news-not-found'
import { ItemNotFoundState } from './item-not-found-state'

const base = '/competition/demo-darts-league/season/2026-27/site'

const meta = {
  title: 'screens/Competition/Parts/Item not found',
  component: ItemNotFoundState,
  args: { messages: siteNewsNotFound, listHref: `${base}/news` },
} satisfies Meta<typeof ItemNotFoundState>

export default meta
type Story = StoryObj<typeof meta>

/** A mistyped or deleted article: what happened, and the way to the news. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This article cannot be found' })).toBeVisible()
    await expect(canvas.getByText('The link may be mistyped, or the article was deleted.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the news' })).toHaveAttribute('href', `${base}/news`)
  },
}

export const Document: Story = {
  args: { messages: siteDocumentNotFound, listHref: `${base}/documents` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This document cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the documents' })).toHaveAttribute('href', `${base}/documents`)
  },
}

export const BoardMember: Story = {
  args: { messages: siteBoardMemberNotFound, listHref: `${base}/board-members` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This board member cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the board members' })).toHaveAttribute(
      'href',
      `${base}/board-members`,
    )
  },
}

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { messages: siteDocumentNotFound, listHref: `/de${base}/documents` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Dokumente/ })).toHaveAttribute('href', `/de${base}/documents`)
  },
}
