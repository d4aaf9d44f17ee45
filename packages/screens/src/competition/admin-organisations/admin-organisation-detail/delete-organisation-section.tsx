import type { AdminOrganisation } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  Input,
} from '@oche/ui'
import { Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { useDeleteOrganisation } from './use-delete-organisation'

/** What goes with the organisation, said the same way on the page and in the dialog. */
function WhatIsDeleted({ organisation }: { organisation: AdminOrganisation }) {
  return (
    <FormattedMessage
      id="competition.adminOrganisation.deleteWhat"
      defaultMessage="Everything of {name} goes with it: its {seasons, plural, one {# season} other {# seasons}} with their divisions, its teams and their members, its venues, its fixtures and results, and its events. Its admins lose their role; player accounts stay. This cannot be undone."
      values={{ name: organisation.name, seasons: organisation.seasons_count }}
    />
  )
}

function DeleteOrganisationDialog({ organisation, onClose }: { organisation: AdminOrganisation; onClose: () => void }) {
  const intl = useIntl()
  const remove = useDeleteOrganisation(organisation.name)
  const [typed, setTyped] = useState('')
  const matches = typed.trim() === organisation.name.trim()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (matches && !remove.isPending) remove.mutate(organisation.slug)
  }

  return (
    <Dialog open onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <DialogContent closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="competition.adminOrganisation.deleteTitle"
              defaultMessage="Delete {name}?"
              values={{ name: organisation.name }}
            />
          </DialogTitle>
          <DialogDescription>
            <WhatIsDeleted organisation={organisation} />
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={remove.isPending} className="flex flex-col gap-4">
          {remove.isError ? <FormAlert>{failureMessage(remove.error, intl)}</FormAlert> : null}
          <FormField>
            <FormLabel>
              <FormattedMessage
                id="competition.adminOrganisation.deleteTypeLabel"
                defaultMessage="Type the organisation’s name to confirm"
              />
            </FormLabel>
            <FormControl>
              <Input
                size="lg"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </FormControl>
            <FormDescription>
              <FormattedMessage
                id="competition.adminOrganisation.deleteTypeHelp"
                defaultMessage="Type “{name}” exactly as it is written here."
                values={{ name: organisation.name }}
              />
            </FormDescription>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={onClose}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
              <Trash2 aria-hidden />
              <FormattedMessage id="competition.adminOrganisation.deleteConfirm" defaultMessage="Delete for good" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** Deleting the organisation, after typing its name in a dialog that says everything that goes with it. */
export function DeleteOrganisationSection({ organisation }: { organisation: AdminOrganisation }) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <FormSection
      tone="danger"
      title={
        <FormattedMessage id="competition.adminOrganisation.deleteSection" defaultMessage="Delete the organisation" />
      }
      description={<WhatIsDeleted organisation={organisation} />}
    >
      <Button variant="danger" className="self-start" onClick={() => setIsOpen(true)}>
        <FormattedMessage
          id="competition.adminOrganisation.deleteOpen"
          defaultMessage="Delete {name}"
          values={{ name: organisation.name }}
        />
      </Button>
      {isOpen ? <DeleteOrganisationDialog organisation={organisation} onClose={() => setIsOpen(false)} /> : null}
    </FormSection>
  )
}
