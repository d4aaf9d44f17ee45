import { ApiRequestError } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, SkeletonGroup, Skeleton } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { FormAlert } from '../account-form/form-alert'
import { routePath } from '../../../routing/route-path'

/** What a confirmation page shows: still confirming, confirmed, or why it could not be. */
export type ConfirmChangeState =
  { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'invalidLink' } | { kind: 'failed'; error: unknown }

export function confirmChangeState(
  token: string | undefined,
  mutation: { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown },
): ConfirmChangeState {
  if (!token) return { kind: 'invalidLink' }
  switch (mutation.status) {
    case 'idle':
    case 'pending':
      return { kind: 'confirming' }
    case 'success':
      return { kind: 'confirmed' }
    case 'error':
      return mutation.error instanceof ApiRequestError && mutation.error.status === 422
        ? { kind: 'invalidLink' }
        : { kind: 'failed', error: mutation.error }
    default:
      return mutation.status satisfies never
  }
}

export type ConfirmChangeResultProps = {
  title: ReactNode
  state: ConfirmChangeState
  /** Shown once confirmed: the new name or address. */
  confirmed: ReactNode
  confirmingLabel: ReactNode
  /** Replaces the default text for an invalid or expired link. */
  invalidLink?: ReactNode
  /** Replaces the link to the settings (a page that signs everyone out points elsewhere). */
  action?: ReactNode
}

/** The frame of both confirmation pages, with a link to the settings in every outcome. */
export function ConfirmChangeResult({
  title,
  state,
  confirmed,
  confirmingLabel,
  invalidLink,
  action,
}: ConfirmChangeResultProps) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>{renderState(state, confirmed, confirmingLabel, invalidLink)}</CardContent>
        <CardFooter>
          {action ?? (
            <Button asChild variant="outline" size="lg">
              <Link href={localizedPath(routePath('profile-settings'), locale)}>
                <FormattedMessage id="accounts.confirmChange.toSettings" defaultMessage="Go to your settings" />
              </Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </main>
  )
}

/** A refusal's text in the interface language (the server's own, or ours when it sent none). */
function ServerFailure({ error }: { error: ApiRequestError }) {
  return failureMessage(error, useIntl())
}

function renderState(
  state: ConfirmChangeState,
  confirmed: ReactNode,
  confirmingLabel: ReactNode,
  invalidLink: ReactNode,
) {
  switch (state.kind) {
    case 'confirming':
      return (
        <SkeletonGroup label={confirmingLabel}>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </SkeletonGroup>
      )
    case 'confirmed':
      return <FormAlert tone="success">{confirmed}</FormAlert>
    case 'invalidLink':
      return (
        <FormAlert>
          {invalidLink ?? (
            <FormattedMessage
              id="accounts.confirmChange.invalidLink"
              defaultMessage="This confirmation link is invalid or has expired. Links work for 24 hours: ask for the change again in your settings."
            />
          )}
        </FormAlert>
      )
    case 'failed':
      return (
        <FormAlert>
          {state.error instanceof ApiRequestError ? (
            <ServerFailure error={state.error} />
          ) : (
            <FormattedMessage
              id="accounts.confirmChange.failed"
              defaultMessage="Oche could not be reached. Check your connection and open the link again."
            />
          )}
        </FormAlert>
      )
    default:
      return state satisfies never
  }
}
