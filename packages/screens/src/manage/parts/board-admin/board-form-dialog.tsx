import { zodResolver } from '@hookform/resolvers/zod'
import { BoardInputSchema, maxBoardNumber, type Board, type BoardInput, type BoardWithCode } from '@oche/api'
import { toast } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { FormDialog } from '../form-dialog/form-dialog'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import type { BoardChanges } from './board-changes'
import { commonMessages } from '../../../app/common-messages/common-messages'

export type BoardFormDialogProps = {
  /** The board to rename, or null to add a new one. */
  board: Board | null
  /** The number a new board gets unless the organiser picks another. */
  suggestedNumber: number
  changes: BoardChanges
  /** A new board was added: its login code is shown once. */
  onCreated: (board: BoardWithCode) => void
  onClose: () => void
}

const fields = new Set(['number', 'name'])

/** Adds a board (number and optional name), or renames one. */
export function BoardFormDialog({ board, suggestedNumber, changes, onCreated, onClose }: BoardFormDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const form = useForm<BoardInput>({
    resolver: zodResolver(BoardInputSchema, { error }),
    defaultValues: { number: board?.number ?? suggestedNumber, name: board?.name ?? '' },
  })
  const { errors } = form.formState

  const save = async (values: BoardInput) => {
    if (board) {
      const saved = await changes.update(board.id, { name: values.name ?? '' })
      toast.success(
        intl.formatMessage(
          { id: 'manage.boards.renamed', defaultMessage: 'Board {number} is saved' },
          { number: saved.number },
        ),
      )
      onClose()
    } else {
      onCreated(await changes.create(values))
    }
  }

  return (
    <FormDialog
      title={
        board ? (
          <FormattedMessage
            id="manage.boards.renameTitle"
            defaultMessage="Rename board {number}"
            values={{ number: board.number }}
          />
        ) : (
          <FormattedMessage id="manage.boards.addTitle" defaultMessage="Add a board" />
        )
      }
      description={
        <FormattedMessage
          id="manage.boards.formHelp"
          defaultMessage="Players see the number and the name on the schedule and on the board’s tablet."
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={
        board ? (
          <FormattedMessage {...commonMessages.save} />
        ) : (
          <FormattedMessage id="manage.boards.add" defaultMessage="Add the board" />
        )
      }
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      {board ? null : (
        <TextField
          label={<FormattedMessage id="manage.boards.number" defaultMessage="Number" />}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxBoardNumber}
          error={errors.number?.message}
          {...form.register('number', { valueAsNumber: true })}
        />
      )}
      <TextField
        label={<FormattedMessage id="manage.boards.nameOptional" defaultMessage="Name (optional)" />}
        description={
          <FormattedMessage id="manage.boards.nameHelp" defaultMessage="For example “Stage” or “By the bar”." />
        }
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  )
}
