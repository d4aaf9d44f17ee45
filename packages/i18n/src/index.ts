export {
  locales,
  defaultLocale,
  localeInfo,
  isLocale,
  localizedPath,
  preferredLocale,
  type Locale,
  type LocaleInfo,
} from './locales'
export {
  catalogues,
  messagesFor,
  serverMessages,
  type Messages,
  type Namespace,
  type ServerMessageId,
} from './messages'
