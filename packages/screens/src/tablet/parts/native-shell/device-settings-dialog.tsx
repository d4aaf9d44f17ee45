import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@oche/ui'
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'
import type { DeviceSettings, DeviceSettingsStore } from '../../../app/platform/native-shell'

export type DeviceSettingsDialogProps = {
  store: DeviceSettingsStore
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** An absolute http(s) address, or (the app in a browser on the platform's origin) a path. */
const isApiUrl = (value: string) => {
  if (value.startsWith('/')) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
const isRealtimeHost = (value: string) => value === '' || /^[^:/\s]+(:\d{1,5})?$/.test(value)

/**
 * Where this tablet finds its Oche (an organiser's setting, on the board login): the API's address and the
 * realtime server's host, stored on the device; the app restarts with them. One app build serves any Oche.
 */
export function DeviceSettingsDialog({ store, open, onOpenChange }: DeviceSettingsDialogProps) {
  const intl = useIntl()
  const [values, setValues] = useState<DeviceSettings>(store.current)
  const [errors, setErrors] = useState<Partial<Record<keyof DeviceSettings, string>>>({})
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)

  const save = async (next: DeviceSettings) => {
    const apiUrl = next.apiUrl.trim()
    const realtimeHost = next.realtimeHost.trim()
    const found: typeof errors = {}
    if (!isApiUrl(apiUrl))
      found.apiUrl = intl.formatMessage({
        id: 'tablet.native.settings.apiUrlInvalid',
        defaultMessage: 'Enter the full address of the Oche API, starting with https://',
        description: 'Error under the API address field',
      })
    if (!isRealtimeHost(realtimeHost))
      found.realtimeHost = intl.formatMessage({
        id: 'tablet.native.settings.realtimeHostInvalid',
        defaultMessage: 'Enter a host name, with a port if needed (realtime.example.org:6001), or leave it empty.',
        description: 'Error under the realtime server field',
      })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    setFailed(false)
    try {
      await store.save({ apiUrl, realtimeHost })
    } catch {
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  /** One of the two addresses: typed as written (no capitals, no spelling fixes), with its error under it. */
  const addressField = (
    name: keyof DeviceSettings,
    label: ReactNode,
    description: ReactNode,
    kind?: Pick<ComponentProps<typeof TextField>, 'type' | 'inputMode'>,
  ) => (
    <TextField
      label={label}
      description={description}
      {...kind}
      autoCapitalize="none"
      spellCheck={false}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void save(values)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(store.current)
          setErrors({})
          setFailed(false)
        }
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="tablet.native.settings.title"
              defaultMessage="Server settings"
              description="Title of the tablet app's settings of the Oche it connects to"
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="tablet.native.settings.description"
              defaultMessage="Where this tablet finds your Oche. The app restarts with the new settings."
              description="Explains the tablet app's server settings"
            />
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={saving} className="flex flex-col gap-5">
          {failed ? (
            <FormAlert>
              <FormattedMessage
                id="tablet.native.settings.saveFailed"
                defaultMessage="The settings could not be stored on this tablet. Try again."
                description="Storing the tablet app's settings failed"
              />
            </FormAlert>
          ) : null}
          {addressField(
            'apiUrl',
            <FormattedMessage
              id="tablet.native.settings.apiUrl"
              defaultMessage="Oche API address"
              description="Label of the API address field"
            />,
            <FormattedMessage
              id="tablet.native.settings.apiUrlHelp"
              defaultMessage="For example https://oche.example.org/api"
              description="Help under the API address field"
            />,
            { type: 'url', inputMode: 'url' },
          )}
          {addressField(
            'realtimeHost',
            <FormattedMessage
              id="tablet.native.settings.realtimeHost"
              defaultMessage="Realtime server"
              description="Label of the realtime server field"
            />,
            <FormattedMessage
              id="tablet.native.settings.realtimeHostHelp"
              defaultMessage="Leave empty to use the one your Oche announces."
              description="Help under the realtime server field"
            />,
          )}
          <p className="text-muted-foreground text-sm">
            <FormattedMessage
              id="tablet.native.settings.buildId"
              defaultMessage="App version: {buildId}"
              description="The build id of the running tablet app"
              values={{ buildId: store.buildId || '–' }}
            />
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={saving} onClick={() => void save(store.defaults)}>
              <FormattedMessage
                id="tablet.native.settings.reset"
                defaultMessage="Use the app’s own settings"
                description="Goes back to the settings the app was built with"
              />
            </Button>
            <Button type="submit" disabled={saving}>
              <FormattedMessage
                id="tablet.native.settings.save"
                defaultMessage="Save and restart"
                description="Stores the tablet app's settings and restarts it"
              />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
