import type { TournamentDetail } from '@oche/api'
import { Button, ConfirmDialog, Switch, toast } from '@oche/ui'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormSection } from '../parts/form-fields/form-section'
import { noShows, seedsByOrder } from './entry-order'
import type { EntryMutations } from './use-entry-mutations'

export type SignupPanelProps = {
  detail: TournamentDetail
  mutations: EntryMutations
}

/** Sign-up, check-in and seeding for the whole field: open or close sign-up, remove no-shows, seed by order. */
export function SignupPanel({ detail, mutations }: SignupPanelProps) {
  const intl = useIntl()
  const switchId = useId()
  const { tournament, entries } = detail
  const isDraft = tournament.status === 'draft'
  const missing = noShows(entries)
  const checkedIn = entries.filter((entry) => entry.checked_in).length

  async function removeNoShows() {
    await Promise.all(missing.map((entry) => mutations.remove.mutateAsync(entry.id)))
    toast.success(
      intl.formatMessage(
        {
          id: 'manage.players.noShowsRemoved',
          defaultMessage: '{count, plural, one {# no-show removed} other {# no-shows removed}}',
        },
        { count: missing.length },
      ),
    )
  }

  async function seedByOrder() {
    await Promise.all(
      seedsByOrder(entries).map(({ entryId, seed }) => mutations.update.mutateAsync({ entryId, input: { seed } })),
    )
    toast.success(
      intl.formatMessage(
        { id: 'manage.players.seeded', defaultMessage: 'Seeds 1 to {count} given in list order' },
        { count: entries.filter((entry) => !entry.withdrawn).length },
      ),
    )
  }

  async function clearSeeds() {
    await Promise.all(
      entries
        .filter((entry) => entry.seed !== null)
        .map((entry) => mutations.update.mutateAsync({ entryId: entry.id, input: { seed: null } })),
    )
  }

  return (
    <FormSection
      title={<FormattedMessage id="manage.players.signupTitle" defaultMessage="Sign-up and check-in" />}
      description={
        <FormattedMessage
          id="manage.players.checkedInCount"
          defaultMessage="{checked} of {total} checked in."
          values={{ checked: checkedIn, total: entries.length }}
        />
      }
    >
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={tournament.signup_open}
          disabled={!isDraft || mutations.updateTournament.isPending}
          onCheckedChange={(signup_open) => mutations.updateTournament.mutate({ signup_open })}
          aria-describedby={`${switchId}-description`}
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={switchId} className="font-medium">
            <FormattedMessage id="manage.players.signupOpen" defaultMessage="Sign-up open" />
          </label>
          <p id={`${switchId}-description`} className="text-sm text-muted-foreground">
            {isDraft ? (
              <FormattedMessage
                id="manage.players.signupOpenHelp"
                defaultMessage="Signed-in players can enter themselves from the tournament’s public page."
              />
            ) : (
              <FormattedMessage id="manage.players.signupClosedDrawn" defaultMessage="Sign-up ends with the draw." />
            )}
          </p>
        </div>
      </div>
      {isDraft ? (
        <div className="flex flex-wrap gap-3">
          <ConfirmDialog
            variant="danger"
            title={intl.formatMessage(
              {
                id: 'manage.players.noShowsTitle',
                defaultMessage: 'Remove {count, plural, one {the player} other {the # players}} not checked in?',
              },
              { count: missing.length },
            )}
            description={missing.map((entry) => entry.name).join(', ')}
            confirmLabel={intl.formatMessage({ id: 'manage.players.noShowsConfirm', defaultMessage: 'Remove them' })}
            cancelLabel={intl.formatMessage({ id: 'manage.players.keep', defaultMessage: 'Keep' })}
            onConfirm={removeNoShows}
          >
            <Button variant="outline" disabled={missing.length === 0}>
              <FormattedMessage
                id="manage.players.noShows"
                defaultMessage="Remove no-shows ({count})"
                values={{ count: missing.length }}
              />
            </Button>
          </ConfirmDialog>
          <Button variant="outline" disabled={entries.length === 0} onClick={() => void seedByOrder()}>
            <FormattedMessage id="manage.players.seedByOrder" defaultMessage="Seed by list order" />
          </Button>
          <Button
            variant="ghost"
            disabled={!entries.some((entry) => entry.seed !== null)}
            onClick={() => void clearSeeds()}
          >
            <FormattedMessage id="manage.players.clearSeeds" defaultMessage="Clear all seeds" />
          </Button>
        </div>
      ) : null}
    </FormSection>
  )
}
