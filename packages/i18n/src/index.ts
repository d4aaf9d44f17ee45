export {
  locales,
  defaultLocale,
  localeInfo,
  isLocale,
  localizedPath,
  splitLocale,
  preferredLocale,
  type Locale,
  type LocaleInfo,
} from './locales'
// The catalogues themselves are `@oche/i18n/messages`: a browser bundle that imports this entry carries no message.
export type { CompiledMessages, Messages, MessageSet, Namespace, ServerMessageId } from './messages'
