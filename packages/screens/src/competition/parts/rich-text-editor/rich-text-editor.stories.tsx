import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { RichTextEditor } from './rich-text-editor'

const meta = {
  title: 'screens/Competition/Parts/Rich text editor',
  component: RichTextEditor,
  args: {
    label: 'Text',
    description: 'The first lines are the summary in lists and link previews.',
    value: '',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>

export default meta
type Story = StoryObj<typeof meta>

/**
 * By keyboard only: the toolbar is one tab stop whose arrow keys move between its buttons; then the text, where the
 * toolbar's toggles say what the cursor is in.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const toolbar = await canvas.findByRole('toolbar', { name: 'Formatting' })
    const heading = within(toolbar).getByRole('button', { name: 'Heading' })
    await userEvent.tab()
    await expect(heading).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(toolbar).getByRole('button', { name: 'Subheading' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(heading).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const text = canvas.getByRole('textbox', { name: 'Text' })
    // The editor takes the focus back in the next frame (tiptap's focus command).
    await waitFor(() => expect(text).toHaveFocus())
    await expect(text).toHaveAccessibleDescription('The first lines are the summary in lists and link previews.')
    await expect(heading).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard('Cup draw{Enter}Entries close on {Control>}b{/Control}Thursday')
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
    await expect(heading).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<h2>Cup draw</h2><p>Entries close on <strong>Thursday</strong></p>',
      ),
    )
  },
}

/** An article's text with every format the site keeps. */
export const Filled: Story = {
  args: {
    value:
      '<h2>Winter break</h2><p>No league nights around <em>New Year</em>.</p><h3>Postponed matches</h3>' +
      '<ul><li><p>Play them before the break.</p></li></ul><ol><li><p>Agree a date.</p></li></ol>' +
      '<blockquote><p>See you at the oche!</p></blockquote><p><a href="https://league.localhost">The site</a></p>',
  },
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: 'Text' })
    await expect(within(text).getByRole('heading', { level: 2, name: 'Winter break' })).toBeVisible()
    await expect(within(text).getByRole('heading', { level: 3, name: 'Postponed matches' })).toBeVisible()
    await expect(within(text).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(text).getByRole('link', { name: 'The site' })).toHaveAttribute('rel', 'noopener nofollow ugc')
  },
}

/**
 * A link where the cursor is: the address itself becomes the link's text. An address that is not a web or e-mail one
 * is refused in words; with the cursor in the link it can be removed again.
 */
export const AddLink: Story = {
  play: async ({ canvas, args }) => {
    const text = await canvas.findByRole('textbox', { name: 'Text' })
    await userEvent.click(text)
    await userEvent.keyboard('Enter on the cup page: ')
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a link' }))
    const address = dialog.getByLabelText('Web or e-mail address')
    await userEvent.type(address, 'javascript:alert(1)')
    await userEvent.click(dialog.getByRole('button', { name: 'Apply link' }))
    await expect(address).toHaveAccessibleDescription('Enter an address starting with https://, http:// or mailto:')
    await userEvent.clear(address)
    await userEvent.type(address, 'https://league.localhost/cups{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const link = within(text).getByRole('link', { name: 'https://league.localhost/cups' })
    await expect(link).toHaveAttribute('href', 'https://league.localhost/cups')
    await expect(link).not.toHaveAttribute('target')
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('rel="noopener nofollow ugc" href="https://league.localhost/cups"'),
      ),
    )
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove link' }))
    await expect(within(text).queryByRole('link')).not.toBeInTheDocument()
  },
}

/** The server refused the text: the editor says why and is marked invalid. */
export const WithError: Story = {
  args: { value: '<p>Too long</p>', error: 'The text is too long.' },
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: 'Text' })
    await expect(text).toHaveAttribute('aria-invalid', 'true')
    await expect(text).toHaveAccessibleDescription(
      'The first lines are the summary in lists and link previews. The text is too long.',
    )
  },
}

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Texte' },
  play: async ({ canvas }) => {
    const toolbar = await canvas.findByRole('toolbar', { name: 'Mise en forme' })
    await expect(within(toolbar).getByRole('button', { name: 'Gras' })).toBeVisible()
    await expect(within(toolbar).getByRole('button', { name: 'Liste numérotée' })).toBeVisible()
  },
}
