export { locales, defaultLocale, localeInfo, isLocale, localizedPath, type Locale, type LocaleInfo } from './locales'
export { catalogues, messagesFor, type Messages, type Namespace } from './messages'
