import { zodResolver } from '@hookform/resolvers/zod'
import { TabletLoginInputSchema, type TabletLoginInput } from '@oche/api'
import { Button } from '@oche/ui'
import { Settings } from 'lucide-react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { AuthCard } from '../../accounts/parts/account-form/auth-card'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../app/platform/platform-context'
import { DeviceSettingsDialog } from '../parts/native-shell/device-settings-dialog'
import { revokedReason, useTabletLogin } from './use-tablet-login'

export type TabletLoginScreenProps = {
  /**
   * The page's query parameters: `code` (from the QR code on the organiser's board page) logs in at once;
   * `reason=revoked` says why the tablet is back here.
   */
  searchParams?: Record<string, string | undefined>
}

const fields = new Set(['code'])

const subscribeNever = () => () => {}

/** The query parameters the host passed, or (a host that passes none) the page's own, once hydrated. */
function usePageParams(searchParams: Record<string, string | undefined> | undefined) {
  const search = useSyncExternalStore(
    subscribeNever,
    () => location.search,
    () => '',
  )
  if (searchParams) return searchParams
  return Object.fromEntries(new URLSearchParams(search)) as Record<string, string | undefined>
}

/** `/tablet/login`: a board's tablet logs in with the board's code, typed or scanned. */
export function TabletLoginScreen({ searchParams: givenParams }: TabletLoginScreenProps) {
  const intl = useIntl()
  const searchParams = usePageParams(givenParams)
  const login = useTabletLogin()
  const { native } = usePlatform()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const error = useFormErrorMap()
  const scannedCode = searchParams.code?.trim() ?? ''
  const form = useForm<TabletLoginInput>({
    resolver: zodResolver(TabletLoginInputSchema, { error }),
    defaultValues: { code: scannedCode },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    login
      .mutateAsync(values)
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )

  // A scanned QR code: log in without a tap (once, even when effects run twice).
  const isAutoSubmitted = useRef(false)
  useEffect(() => {
    if (!scannedCode || isAutoSubmitted.current) return
    isAutoSubmitted.current = true
    void handleSubmit()
  }, [scannedCode, handleSubmit])

  return (
    <AuthCard
      title={
        <FormattedMessage
          id="tablet.login.title"
          defaultMessage="Log in a board"
          description="Heading of the board tablet's login page"
        />
      }
      description={
        <FormattedMessage
          id="tablet.login.description"
          defaultMessage="Type the board’s code, or scan the QR code on the organiser’s board page with this tablet’s camera."
          description="Explains where the board code comes from"
        />
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={login.isPending}
        className="flex flex-col gap-5"
      >
        {searchParams.reason === revokedReason ? (
          <FormAlert>
            <FormattedMessage
              id="tablet.login.revoked"
              defaultMessage="This tablet was logged out of its board, or the board was removed. Log in again with the board’s code."
              description="Shown when the server no longer accepted the tablet's board token"
            />
          </FormAlert>
        ) : null}
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <TextField
          label={<FormattedMessage id="tablet.login.code" defaultMessage="Board code" description="Code field label" />}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:h-16 [&_input]:text-center [&_input]:font-mono [&_input]:text-3xl [&_input]:tracking-widest"
          description={
            <FormattedMessage
              id="tablet.login.codeHelp"
              defaultMessage="Six letters and digits. Spaces, dashes and case do not matter."
              description="Help below the board code field"
            />
          }
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" size="xl" disabled={login.isPending}>
          {login.isPending ? (
            <FormattedMessage
              id="tablet.login.submitting"
              defaultMessage="Logging in…"
              description="While logging in"
            />
          ) : (
            <FormattedMessage id="tablet.login.submit" defaultMessage="Log in" description="Logs the tablet in" />
          )}
        </Button>
      </form>
      {native ? (
        // The native app only: where it finds its Oche, reachable while no board is logged in.
        <>
          <Button type="button" variant="ghost" className="self-center" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden />
            <FormattedMessage
              id="tablet.login.serverSettings"
              defaultMessage="Server settings"
              description="Opens the tablet app's settings of the Oche it connects to"
            />
          </Button>
          <DeviceSettingsDialog store={native.settings} open={settingsOpen} onOpenChange={setSettingsOpen} />
        </>
      ) : null}
    </AuthCard>
  )
}
