import { Button, cn, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@oche/ui'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Unlink,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'

const messages = defineMessages({
  toolbar: { id: 'competition.richText.toolbar', defaultMessage: 'Formatting' },
  heading2: { id: 'competition.richText.heading2', defaultMessage: 'Heading' },
  heading3: { id: 'competition.richText.heading3', defaultMessage: 'Subheading' },
  bold: { id: 'competition.richText.bold', defaultMessage: 'Bold' },
  italic: { id: 'competition.richText.italic', defaultMessage: 'Italic' },
  bulletList: { id: 'competition.richText.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'competition.richText.orderedList', defaultMessage: 'Numbered list' },
  quote: { id: 'competition.richText.quote', defaultMessage: 'Quote' },
  link: { id: 'competition.richText.link', defaultMessage: 'Link' },
  unlink: { id: 'competition.richText.unlink', defaultMessage: 'Remove link' },
  linkAddress: { id: 'competition.richText.linkAddress', defaultMessage: 'Web or e-mail address' },
  linkInvalid: {
    id: 'competition.richText.linkInvalid',
    defaultMessage: 'Enter an address starting with https://, http:// or mailto:',
  },
})

/**
 * How the editor's HTML (headings 2–3, paragraphs, bold, italic, lists, quotes, links) reads: for the editor and
 * wherever an article's stored HTML is shown.
 */
export const richTextClasses = cn(
  'text-base leading-relaxed [&_p]:my-3',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-1',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-primary [&_a]:underline',
)

/** The editor's formats: what the server's sanitiser keeps (ADR 018), nothing more. */
function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener nofollow ugc', target: null },
      },
    }),
  ]
}

type Tool = {
  key: string
  icon: LucideIcon
  label: MessageDescriptor
  active: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

const tools: Tool[] = [
  {
    key: 'heading2',
    icon: Heading2,
    label: messages.heading2,
    active: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    icon: Heading3,
    label: messages.heading3,
    active: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bold',
    icon: Bold,
    label: messages.bold,
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: Italic,
    label: messages.italic,
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'bulletList',
    icon: List,
    label: messages.bulletList,
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    label: messages.orderedList,
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    icon: Quote,
    label: messages.quote,
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
]

const linkPattern = /^(https?:\/\/\S+|mailto:\S+@\S+)$/i

/** Asks for a link's address and sets it on the selection (or the word the cursor is in). */
function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const intl = useIntl()
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const href = address.trim()
    if (!linkPattern.test(href)) {
      setError(intl.formatMessage(messages.linkInvalid))
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.setLink({ href }).run()
    onOpenChange(false)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setAddress(String(editor.getAttributes('link').href ?? ''))
          setError(undefined)
        }
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={intl.formatMessage(commonMessages.close)}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="competition.richText.linkTitle" defaultMessage="Add a link" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage
                id="competition.richText.linkHelp"
                defaultMessage="The selected text links to this address; without a selection the address itself is added."
              />
            </DialogDescription>
          </DialogHeader>
          <TextField
            label={intl.formatMessage(messages.linkAddress)}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={address}
            error={error}
            onChange={(event) => setAddress(event.target.value)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button type="submit">
              <FormattedMessage id="competition.richText.linkApply" defaultMessage="Apply link" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** The toolbar: one tab stop, the arrow keys (and Home/End) move between its toggle buttons. */
function Toolbar({ editor, controls, disabled }: { editor: Editor; controls: string; disabled: boolean }) {
  const intl = useIntl()
  const [linkOpen, setLinkOpen] = useState(false)
  const [focused, setFocused] = useState(0)
  const bar = useRef<HTMLDivElement>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(tools.map((tool) => [tool.key, tool.active(current)])),
      link: current.isActive('link'),
    }),
  })
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])]
    const index = buttons.findIndex((button) => button === document.activeElement)
    if (index < 0) return
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    buttons[next]?.focus()
    setFocused(next)
  }
  const button = (
    index: number,
    key: string,
    icon: LucideIcon,
    label: string,
    pressed: boolean | null,
    run: () => void,
  ) => {
    const Icon = icon
    return (
      <Button
        key={key}
        type="button"
        variant={pressed ? 'secondary' : 'ghost'}
        size="sm"
        className="size-9 px-0"
        aria-label={label}
        title={label}
        aria-pressed={pressed ?? undefined}
        tabIndex={index === focused ? 0 : -1}
        disabled={disabled}
        onFocus={() => setFocused(index)}
        onClick={run}
      >
        <Icon aria-hidden />
      </Button>
    )
  }
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={intl.formatMessage(messages.toolbar)}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-1 border-b p-1"
    >
      {tools.map((tool, index) =>
        button(index, tool.key, tool.icon, intl.formatMessage(tool.label), state.active[tool.key] ?? false, () =>
          tool.run(editor),
        ),
      )}
      {button(tools.length, 'link', LinkIcon, intl.formatMessage(messages.link), state.link, () => setLinkOpen(true))}
      {state.link
        ? button(tools.length + 1, 'unlink', Unlink, intl.formatMessage(messages.unlink), null, () =>
            editor.chain().focus().extendMarkRange('link').unsetLink().run(),
          )
        : null}
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
    </div>
  )
}

export type RichTextEditorProps = {
  label: ReactNode
  description?: ReactNode
  /** The HTML the editor starts with; later changes of it are not applied (give the editor a `key` to restart). */
  value: string
  /** The editor's HTML after each change; '' when it is empty. */
  onChange: (html: string) => void
  onBlur?: () => void
  /** The field's error, already translated. */
  error?: string | undefined
  disabled?: boolean
  /** The editable area's id (react-hook-form's `field.name`, for a server error's focus). */
  id?: string
  /** Gets the focus function of the editor (react-hook-form's `field.ref` focuses it on an error). */
  inputRef?: (instance: { focus: () => void } | null) => void
}

/**
 * A rich text field for a league site's articles (TipTap): headings 2 and 3, bold, italic, bulleted and numbered
 * lists, quotes and links, nothing else, as the server keeps them. Its toolbar is one tab stop of toggle buttons
 * (`aria-pressed`), moved through with the arrow keys; the usual shortcuts (Ctrl/⌘+B, I, …) work in the text. The
 * editable area is a multi-line textbox named by `label`.
 */
export function RichTextEditor({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  id,
  inputRef,
}: RichTextEditorProps) {
  const generated = useId()
  const areaId = id ?? `${generated}-editor`
  const labelId = `${generated}-label`
  const descriptionId = `${generated}-description`
  const errorId = `${generated}-error`
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ')
  const attributes = (invalid: boolean, described: string): Record<string, string> => ({
    id: areaId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: cn('min-h-48 px-3 py-2 outline-none', richTextClasses),
  })
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: attributes(Boolean(error), describedBy) },
    // The empty paragraph the editor keeps at the end (to type after a list or quote) is not part of the text.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML().replace(/(<p><\/p>)+$/, '')),
    onBlur: () => onBlur?.(),
    onCreate: ({ editor: current }) => inputRef?.({ focus: () => current.commands.focus() }),
    onDestroy: () => inputRef?.(null),
  })
  // The error and the description change the editable area's attributes, never the editor (its text and undo stay).
  const invalid = Boolean(error)
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    editor.setOptions({ editorProps: { attributes: attributes(invalid, describedBy) } })
    editor.setEditable(!disabled, false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attributes` is rebuilt each render from these
  }, [editor, invalid, describedBy, disabled])
  return (
    <div className="grid gap-2" data-invalid={error ? '' : undefined}>
      <span id={labelId} className={cn('text-sm leading-none font-medium text-foreground', error && 'text-danger')}>
        {label}
      </span>
      <div
        className={cn(
          'rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
          error && 'border-danger',
          disabled && 'opacity-50',
        )}
      >
        {editor ? <Toolbar editor={editor} controls={areaId} disabled={disabled} /> : null}
        <EditorContent editor={editor} />
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className={cn('text-sm text-danger', !error && 'sr-only')}>
        {error}
      </p>
    </div>
  )
}
