import { ApiRequestError, type ImportEntriesResult, type TournamentDetail } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  Textarea,
  toast,
} from '@oche/ui'
import { FileUp } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { csvImportBlock, previewEntriesCsv, type CsvImportBlock } from './csv-preview'
import { CsvPreviewTable, CsvProblemText } from './csv-preview-table'
import type { EntryMutations } from './use-entry-mutations'
import { commonMessages } from '../../app/common-messages/common-messages'

export type CsvImportDialogProps = {
  detail: TournamentDetail
  mutations: EntryMutations
}

type Outcome = { kind: 'imported'; result: ImportEntriesResult } | { kind: 'refused'; messages: string[] }

/**
 * Enters many players at once from CSV, pasted or from a file: a preview shows what each line does (entered,
 * skipped because already entered, or unreadable) before anything is sent; the server adds all lines or none.
 */
export function CsvImportDialog({ detail, mutations }: CsvImportDialogProps) {
  const intl = useIntl()
  const fileId = useId()
  const [isOpen, setOpen] = useState(false)
  const [csv, setCsv] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const isPairs = detail.tournament.type === 'pairs'
  const preview = previewEntriesCsv(csv, detail.tournament.type, {
    names: new Set(detail.entries.flatMap((entry) => entry.members.map((member) => member.name.toLocaleLowerCase()))),
    seeds: new Set(detail.entries.flatMap((entry) => (entry.seed === null ? [] : [entry.seed]))),
  })
  const { entry_limit: entryLimit } = detail.tournament
  const block = csvImportBlock(preview, csv, entryLimit === null ? null : entryLimit - detail.entries.length)
  const blockId = useId()

  function handleOpenChange(open: boolean) {
    setOpen(open)
    if (!open) {
      setCsv('')
      setOutcome(null)
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    setCsv(await file.text())
    setOutcome(null)
  }

  async function handleImport() {
    try {
      const result = await mutations.importCsv.mutateAsync({ csv })
      setOutcome({ kind: 'imported', result })
      setCsv('')
      toast.success(
        intl.formatMessage(
          {
            id: 'manage.csvImport.imported',
            defaultMessage: '{count, plural, one {# entry added} other {# entries added}}',
          },
          { count: result.created.length },
        ),
      )
    } catch (caught) {
      const lineErrors = caught instanceof ApiRequestError && caught.status === 422 ? caught.errors.csv : undefined
      setOutcome({ kind: 'refused', messages: lineErrors?.length ? lineErrors : [failureMessage(caught, intl)] })
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden />
          <FormattedMessage id="manage.csvImport.open" defaultMessage="Import from CSV" />
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="manage.csvImport.title" defaultMessage="Import players" />
          </DialogTitle>
          <DialogDescription>
            {isPairs ? (
              <FormattedMessage
                id="manage.csvImport.helpPairs"
                defaultMessage="A header row, then one pair per line. Columns: name and partner (required), nickname, partner_nickname and seed. Separate them with commas or semicolons."
              />
            ) : (
              <FormattedMessage
                id="manage.csvImport.help"
                defaultMessage="A header row, then one player per line. Columns: name (required), nickname and seed. Separate them with commas or semicolons."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        {outcome?.kind === 'refused' ? (
          <FormAlert>
            <p className="font-medium">
              <FormattedMessage
                id="manage.csvImport.refused"
                defaultMessage="Nothing was imported. Fix these lines and try again:"
              />
            </p>
            <ul className="list-disc ps-5">
              {outcome.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        ) : null}
        {outcome?.kind === 'imported' ? <ImportResult result={outcome.result} /> : null}
        <FormField>
          <FormLabel>
            <FormattedMessage id="manage.csvImport.paste" defaultMessage="CSV" />
          </FormLabel>
          <FormControl>
            <Textarea
              className="min-h-32 font-mono text-sm"
              spellCheck={false}
              value={csv}
              onChange={(event) => {
                setCsv(event.target.value)
                setOutcome(null)
              }}
            />
          </FormControl>
          <FormDescription>
            <FormattedMessage
              id="manage.csvImport.pasteHelp"
              defaultMessage="Paste it from a spreadsheet, or choose a file below. Players already on your list are matched by name; the others are added as guests."
            />
          </FormDescription>
        </FormField>
        <div className="flex flex-col gap-2">
          <label htmlFor={fileId} className="text-sm font-medium">
            <FormattedMessage id="manage.csvImport.file" defaultMessage="Or choose a CSV file" />
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={handleFile}
            className="text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        {csv.trim() !== '' && preview.headerProblems.length > 0 ? (
          <FormAlert>
            <ul>
              {preview.headerProblems.map((problem) => (
                <li key={problem.kind + ('column' in problem ? problem.column : '')}>
                  <CsvProblemText problem={problem} />
                </li>
              ))}
            </ul>
          </FormAlert>
        ) : null}
        {preview.headerProblems.length === 0 && preview.lines.length > 0 ? (
          <CsvPreviewTable preview={preview} isPairs={isPairs} />
        ) : null}
        {block ? (
          <p id={blockId} className="text-sm text-muted-foreground" data-block={block.kind}>
            <BlockReason block={block} />
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
            <FormattedMessage id="manage.csvImport.done" defaultMessage="Done" />
          </Button>
          <Button
            type="button"
            disabled={block !== null || mutations.importCsv.isPending}
            aria-describedby={block ? blockId : undefined}
            onClick={handleImport}
          >
            <FormattedMessage
              id="manage.csvImport.submit"
              defaultMessage="Import {count, plural, one {# line} other {# lines}}"
              values={{ count: preview.lines.length }}
            />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ImportResult({ result }: { result: ImportEntriesResult }) {
  return (
    <FormAlert tone="success">
      <p className="font-medium">
        <FormattedMessage
          id="manage.csvImport.resultCreated"
          defaultMessage="{count, plural, =0 {No entries added.} one {# entry added.} other {# entries added.}}"
          values={{ count: result.created.length }}
        />
      </p>
      {result.skipped.length > 0 ? (
        <>
          <p>
            <FormattedMessage
              id="manage.csvImport.resultSkipped"
              defaultMessage="Left out because they are already entered:"
            />
          </p>
          <ul className="list-disc ps-5">
            {result.skipped.map(({ line, name }) => (
              <li key={line}>
                <FormattedMessage
                  id="manage.csvImport.skippedLine"
                  defaultMessage="Line {line}: {name}"
                  values={{ line, name }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </FormAlert>
  )
}

/** Why the Import button is disabled, next to it. */
function BlockReason({ block }: { block: CsvImportBlock }) {
  switch (block.kind) {
    case 'empty':
      return (
        <FormattedMessage id="manage.csvImport.blockEmpty" defaultMessage="Paste a CSV or choose a file to import." />
      )
    case 'header':
      return <FormattedMessage id="manage.csvImport.blockHeader" defaultMessage="Fix the header line to import." />
    case 'lines':
      return (
        <FormattedMessage
          id="manage.csvImport.blockLines"
          defaultMessage="{count, plural, one {Fix the line marked in red to import: the file is imported whole or not at all.} other {Fix the # lines marked in red to import: the file is imported whole or not at all.}}"
          values={{ count: block.count }}
        />
      )
    case 'full':
      return (
        <FormattedMessage
          id="manage.csvImport.blockFull"
          defaultMessage="{adding, plural, one {# player would be added} other {# players would be added}}, but the tournament has {places, plural, =0 {no places} one {# place} other {# places}} left."
          values={{ adding: block.adding, places: block.places }}
        />
      )
    default:
      return block satisfies never
  }
}
