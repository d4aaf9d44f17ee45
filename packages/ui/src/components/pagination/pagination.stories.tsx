import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination } from './pagination'

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  args: {
    'aria-label': 'Tournament pages',
    pageCount: 10,
    previousLabel: 'Previous',
    nextLabel: 'Next',
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    const previous = within(nav).getByRole('button', { name: 'Previous' })
    await expect(previous).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page')

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current')
    await expect(previous).toBeEnabled()

    await userEvent.click(canvas.getByRole('button', { name: '10' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10)
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()

    // Keyboard: the current page keeps focus across the re-render, and Shift+Tab reaches the page before.
    const last = canvas.getByRole('button', { name: '10' })
    await expect(last).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(canvas.getByRole('button', { name: '9' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9)
    await userEvent.tab({ shift: true })
    await userEvent.keyboard(' ')
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8)
    await expect(canvas.getByRole('button', { name: '8' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Middle: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvas, canvasElement }) => {
    // Previous, 1, 4, 5, 6, 10, Next; the two ellipses are hidden from screen readers.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7)
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: '3' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page')
  },
}

export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled()
  },
}

export const FewPages: Story = {
  args: { pageCount: 3, defaultPage: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5)
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(0)
  },
}

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const Controlled: Story = {
  args: { page: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(4)
    // The parent did not move to page 4, so page 3 stays current.
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page')
  },
}

export const WithPageLabels: Story = {
  args: { defaultPage: 2, getPageLabel: (page: number) => `Page ${page}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveTextContent('2')
  },
}

export const AsLinks: Story = {
  args: { defaultPage: 1, getHref: (page: number) => `#tournaments?page=${page}` },
  render: function Render(args) {
    const [page, setPage] = useState(args.defaultPage ?? 1)
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next)
          args.onPageChange?.(next)
        }}
      />
    )
  },
  play: async ({ args, canvas, canvasElement }) => {
    // Stand in for the host's router: stay on this page instead of following the link.
    canvasElement.addEventListener('click', (event) => event.preventDefault())
    const previous = canvas.getByRole('link', { name: 'Previous' })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(previous).not.toHaveAttribute('href')
    const current = canvas.getByRole('link', { name: '1' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '2' })).toHaveAttribute('href', '#tournaments?page=2')

    await userEvent.click(canvas.getByRole('link', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '#tournaments?page=1')
  },
}
