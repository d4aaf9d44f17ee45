import { packageConfig } from '../../tsup.shared'

// Two entries: the locales (small, for every bundle) and the message catalogues (`@oche/i18n/messages`), which only
// servers, the tablet app and tests import whole.
export default packageConfig({ index: 'src/index.ts', messages: 'src/messages.ts' })
