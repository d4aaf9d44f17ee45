import { ColourModeSwitch } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useColourModeContext } from '../../app/colour-mode/colour-mode-context'
import { SettingsSection } from './settings-section'

/** Light, dark or the system's mode; kept on this device. A page that forces a mode disables the choice. */
export function ColourModeSection() {
  const intl = useIntl()
  const { preference, isForced, setPreference } = useColourModeContext()
  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.settings.colourModeTitle" defaultMessage="Colour mode" />}
      description={
        <FormattedMessage
          id="accounts.settings.colourModeDescription"
          defaultMessage="Saved on this device. System follows the setting of your device."
        />
      }
    >
      <ColourModeSwitch
        value={preference}
        onValueChange={setPreference}
        disabled={isForced}
        aria-label={intl.formatMessage({ id: 'accounts.settings.colourMode', defaultMessage: 'Colour mode' })}
        className="[&>button]:h-12 [&>button]:px-4"
        modeLabels={{
          light: intl.formatMessage({ id: 'accounts.settings.colourModeLight', defaultMessage: 'Light' }),
          dark: intl.formatMessage({ id: 'accounts.settings.colourModeDark', defaultMessage: 'Dark' }),
          system: intl.formatMessage({ id: 'accounts.settings.colourModeSystem', defaultMessage: 'System' }),
        }}
      />
    </SettingsSection>
  )
}
