import {
  ApiRequestError,
  siteContentMutations,
  siteFileLimits,
  siteFileMediaTypes,
  type SiteFile,
  type SiteFilePurpose,
} from '@oche/api'
import { Button, cn, FormControl, FormDescription, FormField, FormLabel, FormMessage } from '@oche/ui'
import { useMutation } from '@tanstack/react-query'
import { FileText, LoaderCircle, Upload, X } from 'lucide-react'
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { formatFileSize } from '../../../competition-site/site-documents/document-groups'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { usePlatform } from '../../../app/platform/platform-context'

const messages = {
  tooLarge: defineMessage<{ size: string }>({
    id: 'competition.fileUpload.tooLarge',
    defaultMessage: 'This file is too large: the limit is {size}.',
  }),
  wrongType: defineMessage<{ types: string }>({
    id: 'competition.fileUpload.wrongType',
    defaultMessage: 'This type of file is not allowed here. Choose {types}.',
  }),
  imageTypes: defineMessage({
    id: 'competition.fileUpload.imageTypes',
    defaultMessage: 'a PNG, JPEG, WebP or GIF image',
  }),
  documentTypes: defineMessage({
    id: 'competition.fileUpload.documentTypes',
    defaultMessage: 'a PDF, an image or an office document (Word, Excel, PowerPoint, OpenDocument)',
  }),
  remove: defineMessage<{ name: string }>({ id: 'competition.fileUpload.remove', defaultMessage: 'Remove {name}' }),
}

/** Why a file of `purpose` cannot be uploaded, before sending it: too large or not an allowed type. */
function clientProblem(intl: IntlShape, file: File, purpose: SiteFilePurpose): string | null {
  const allowed: readonly string[] = siteFileMediaTypes[purpose]
  if (file.type !== '' && !allowed.includes(file.type))
    return intl.formatMessage(messages.wrongType, {
      types: intl.formatMessage(purpose === 'image' ? messages.imageTypes : messages.documentTypes),
    })
  if (file.size > siteFileLimits[purpose])
    return intl.formatMessage(messages.tooLarge, { size: formatFileSize(intl, siteFileLimits[purpose]) })
  return null
}

/** The server's refusal of an upload in the interface language: 413 too large, 422 the file's own error. */
function uploadProblem(intl: IntlShape, caught: unknown, purpose: SiteFilePurpose): string {
  if (caught instanceof ApiRequestError && caught.status === 413)
    return intl.formatMessage(messages.tooLarge, { size: formatFileSize(intl, siteFileLimits[purpose]) })
  if (caught instanceof ApiRequestError && caught.status === 422)
    return (
      caught.errors.file?.[0] ??
      intl.formatMessage(messages.wrongType, {
        types: intl.formatMessage(purpose === 'image' ? messages.imageTypes : messages.documentTypes),
      })
    )
  return failureMessage(caught, intl)
}

export type FileUploadFieldProps = {
  /** The organisation's slug: the file is uploaded to its site (`POST …/site/files`). */
  org: string
  /** `image` (PNG, JPEG, WebP, GIF, 5 MB) or `document` (PDF, images, office files, 20 MB). */
  purpose: SiteFilePurpose
  label: ReactNode
  description?: ReactNode
  /** The uploaded file the field holds (null: none). */
  value: SiteFile | null
  /** Called with the uploaded file, or null when the user removes it. */
  onChange: (file: SiteFile | null) => void
  /** Told when an upload starts and ends, so a form can wait for it before saving. */
  onUploadingChange?: (uploading: boolean) => void
  /** The field's error from the form (its own or the server's 422 on the file's id), already translated. */
  error?: string | undefined
  required?: boolean
  disabled?: boolean
  /** The file input's name and id (react-hook-form's `field.name`). */
  name?: string
  id?: string
  /** The file input's ref (react-hook-form's `field.ref`, to focus the field on an error). */
  inputRef?: (element: HTMLInputElement | null) => void
  /** Shows an image of the file; by default for `image`. */
  preview?: boolean
}

/**
 * A file of the league's site chosen with the button or dropped on the field and uploaded at once: while it uploads
 * the field says so; then it shows the file (an image previewed) with its name and size and a button to remove it.
 * A file of the wrong type or too large is refused before it is sent, and the server's 413 or 422 is shown as the
 * field's error in the interface language. Keyboard: the (visually hidden) file input takes the focus, the drop zone
 * shows its ring.
 */
export function FileUploadField({
  org,
  purpose,
  label,
  description,
  value,
  onChange,
  onUploadingChange,
  error,
  required,
  disabled,
  name,
  id,
  inputRef,
  preview = purpose === 'image',
}: FileUploadFieldProps) {
  const intl = useIntl()
  const { api } = usePlatform()
  const upload = useMutation(siteContentMutations.upload(api, { org }))
  const input = useRef<HTMLInputElement | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [uploading, setUploading] = useState<File | null>(null)
  const busy = uploading !== null

  async function take(file: File | undefined) {
    if (!file || busy || disabled) return
    const refusal = clientProblem(intl, file, purpose)
    setProblem(refusal)
    if (refusal) return
    setUploading(file)
    onUploadingChange?.(true)
    try {
      onChange(await upload.mutateAsync({ file, purpose }))
    } catch (caught) {
      setProblem(uploadProblem(intl, caught, purpose))
    } finally {
      setUploading(null)
      onUploadingChange?.(false)
      if (input.current) input.current.value = ''
    }
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    void take(event.dataTransfer.files[0])
  }
  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element
    inputRef?.(element)
  }
  const generatedId = useId()
  const inputId = id ?? `${generatedId}-file`

  return (
    <FormField error={problem ?? error} required={required} disabled={disabled} name={name} id={inputId}>
      <FormLabel>{label}</FormLabel>
      {value ? (
        // min-w-0: the field is a grid item, which would otherwise grow to the whole (truncated) file name.
        <div className="flex min-w-0 items-center gap-3 rounded-md border bg-surface p-2" data-slot="uploaded-file">
          {preview ? (
            <img src={value.url} alt="" className="size-16 shrink-0 rounded object-cover" />
          ) : (
            <FileText aria-hidden className="size-8 shrink-0 text-muted-foreground" />
          )}
          <div className="min-w-0 flex-1">
            <a href={value.url} target="_blank" rel="noreferrer" className="block truncate font-medium underline">
              {value.name}
            </a>
            <span className="text-sm text-muted-foreground">{formatFileSize(intl, value.size)}</span>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled || busy}
            onClick={() => {
              setProblem(null)
              onChange(null)
            }}
          >
            <X aria-hidden />
            <span className="sr-only">{intl.formatMessage(messages.remove, { name: value.name })}</span>
            <span aria-hidden>
              <FormattedMessage id="competition.fileUpload.removeShort" defaultMessage="Remove" />
            </span>
          </Button>
        </div>
      ) : null}
      {/* A second label of the input: a click anywhere on the zone opens the picker; its words are only for sight. */}
      <label
        htmlFor={inputId}
        data-slot="drop-zone"
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault()
          if (!busy && !disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-wrap items-center gap-3 rounded-md border border-dashed px-3 py-4 text-sm',
          'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
          'data-[dragging]:border-primary data-[dragging]:bg-primary/5',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        <FormControl>
          <input
            ref={setRefs}
            type="file"
            className="sr-only"
            accept={siteFileMediaTypes[purpose].join(',')}
            disabled={disabled || busy}
            onChange={(event) => void take(event.target.files?.[0])}
          />
        </FormControl>
        {busy ? (
          <>
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            <span aria-hidden>
              <FormattedMessage
                id="competition.fileUpload.uploading"
                defaultMessage="Uploading {name}…"
                values={{ name: uploading.name }}
              />
            </span>
          </>
        ) : (
          <>
            <Upload aria-hidden className="size-4 text-muted-foreground" />
            <span aria-hidden>
              {value ? (
                <FormattedMessage
                  id="competition.fileUpload.replace"
                  defaultMessage="Drop another file here or click to replace it"
                />
              ) : (
                <FormattedMessage
                  id="competition.fileUpload.choose"
                  defaultMessage="Drop a file here or click to choose one"
                />
              )}
            </span>
          </>
        )}
      </label>
      {busy ? (
        <span role="status" className="sr-only">
          <FormattedMessage
            id="competition.fileUpload.uploading"
            defaultMessage="Uploading {name}…"
            values={{ name: uploading.name }}
          />
        </span>
      ) : null}
      <FormDescription>
        {description ? <>{description} </> : null}
        <FormattedMessage
          id="competition.fileUpload.limits"
          defaultMessage="Upload {types} of at most {size}."
          values={{
            types: intl.formatMessage(purpose === 'image' ? messages.imageTypes : messages.documentTypes),
            size: formatFileSize(intl, siteFileLimits[purpose]),
          }}
        />
      </FormDescription>
      <FormMessage />
    </FormField>
  )
}
