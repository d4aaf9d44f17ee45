import { defineMessage } from 'react-intl'

/**
 * The native shell’s update prompt (spec section 8): the Capacitor app (issue 19) asks before it installs a newer version of
 * itself. The native dialog takes plain strings, so the app formats these with the interface language's intl.
 */
export const nativeUpdateMessages = {
  title: defineMessage({ id: 'tablet.nativeUpdate.title', defaultMessage: 'Update Available' }),
  body: defineMessage<{ version: string }>({
    id: 'tablet.nativeUpdate.body',
    defaultMessage: 'Version {version} is available. Would you like to update now?',
  }),
  update: defineMessage({ id: 'tablet.nativeUpdate.update', defaultMessage: 'Update now' }),
  later: defineMessage({ id: 'tablet.nativeUpdate.later', defaultMessage: 'Later' }),
}
