import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { localeInfo, type Locale } from './locales'
import accountsDe from './messages/accounts/de.json'
import accountsEn from './messages/accounts/en.json'
import accountsFr from './messages/accounts/fr.json'
import accountsNl from './messages/accounts/nl.json'
import playDe from './messages/play/de.json'
import playEn from './messages/play/en.json'
import playFr from './messages/play/fr.json'
import playNl from './messages/play/nl.json'
import liveDe from './messages/live/de.json'
import liveEn from './messages/live/en.json'
import liveFr from './messages/live/fr.json'
import liveNl from './messages/live/nl.json'
import tournamentsDe from './messages/tournaments/de.json'
import tournamentsEn from './messages/tournaments/en.json'
import tournamentsFr from './messages/tournaments/fr.json'
import tournamentsNl from './messages/tournaments/nl.json'
import manageDe from './messages/manage/de.json'
import manageEn from './messages/manage/en.json'
import manageFr from './messages/manage/fr.json'
import manageNl from './messages/manage/nl.json'
import legalDe from './messages/legal/de.json'
import legalEn from './messages/legal/en.json'
import legalFr from './messages/legal/fr.json'
import legalNl from './messages/legal/nl.json'
import screensDe from './messages/screens/de.json'
import screensEn from './messages/screens/en.json'
import screensFr from './messages/screens/fr.json'
import screensNl from './messages/screens/nl.json'
import eventsDe from './messages/events/de.json'
import eventsEn from './messages/events/en.json'
import eventsFr from './messages/events/fr.json'
import eventsNl from './messages/events/nl.json'
import tabletDe from './messages/tablet/de.json'
import tabletEn from './messages/tablet/en.json'
import tabletFr from './messages/tablet/fr.json'
import tabletNl from './messages/tablet/nl.json'
import competitionDe from './messages/competition/de.json'
import competitionEn from './messages/competition/en.json'
import competitionFr from './messages/competition/fr.json'
import competitionNl from './messages/competition/nl.json'
import serverDe from './messages/server/de.json'
import serverEn from './messages/server/en.json'
import serverFr from './messages/server/fr.json'
import serverNl from './messages/server/nl.json'

/** A flat map of message id to ICU message, as react-intl takes it. */
export type Messages = Record<string, string>

/**
 * Messages parsed once on the server: each id's ICU syntax tree, as react-intl takes it too. A page that gets these
 * needs no message parser in the browser (the web host leaves it out of its bundles), and parses nothing there.
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>

/** The message catalogues' namespaces: one per area of the product. */
export type Namespace =
  'screens' | 'legal' | 'accounts' | 'play' | 'live' | 'tournaments' | 'manage' | 'events' | 'tablet' | 'competition'

/**
 * Message catalogues per package ("namespace"). Typed as plain message maps, so adding a message changes no type
 * (and no API report). English is extracted from the
 * source code (`pnpm i18n:extract`); the other languages are translated by hand.
 */
export const catalogues: Record<Namespace, Record<Locale, Messages>> = {
  screens: { en: screensEn, nl: screensNl, fr: screensFr, de: screensDe },
  legal: { en: legalEn, nl: legalNl, fr: legalFr, de: legalDe },
  accounts: { en: accountsEn, nl: accountsNl, fr: accountsFr, de: accountsDe },
  play: { en: playEn, nl: playNl, fr: playFr, de: playDe },
  live: { en: liveEn, nl: liveNl, fr: liveFr, de: liveDe },
  tournaments: { en: tournamentsEn, nl: tournamentsNl, fr: tournamentsFr, de: tournamentsDe },
  manage: { en: manageEn, nl: manageNl, fr: manageFr, de: manageDe },
  events: { en: eventsEn, nl: eventsNl, fr: eventsFr, de: eventsDe },
  tablet: { en: tabletEn, nl: tabletNl, fr: tabletFr, de: tabletDe },
  competition: { en: competitionEn, nl: competitionNl, fr: competitionFr, de: competitionDe },
}

/** Every namespace, in the order `messagesFor` merges them. */
export const namespaces = Object.keys(catalogues) as Namespace[]

/**
 * The messages of one locale, the given namespaces merged (every namespace by default). A web page gets only the
 * messages its code can show (`cataloguesFor`).
 */
export function messagesFor(locale: Locale, only: readonly Namespace[] = namespaces): Messages {
  const merged: Messages = {}
  for (const namespace of only) Object.assign(merged, catalogues[namespace][locale])
  return merged
}

/**
 * Some messages of a page: the ids its code can show (`pageMessageSets` of `@oche/screens/routing`), under a key that
 * names them (the frame of every page, or the module of a screen).
 */
export type MessageSet = { key: string; ids: readonly string[] }

const catalogueCache = new Map<string, CompiledMessages>()

/**
 * The catalogues of `sets` in `locale`, compiled (each message's syntax tree), each one shared object per set and
 * language. A server payload that hands them to several components carries each once: React writes an object it has
 * already written as a reference to it (Next renders a page's not-found and forbidden screens into its payload beside
 * the page, and they share the frame's set). The client merges them (`Object.assign({}, ...catalogues)`).
 */
export function cataloguesFor(locale: Locale, sets: readonly MessageSet[]): CompiledMessages[] {
  return [...new Map(sets.map((set) => [set.key, set])).values()].map(({ key, ids }) => {
    const cacheKey = `${locale}:${key}`
    let catalogue = catalogueCache.get(cacheKey)
    if (!catalogue) {
      const all = messagesFor(locale)
      // As react-intl parses a message it is given as text (`IntlMessageFormat`): in the message's locale.
      const options = { locale: new Intl.Locale(localeInfo[locale].tag) }
      catalogue = {}
      for (const id of ids) if (id in all) catalogue[id] = parse(all[id]!, options)
      catalogueCache.set(cacheKey, catalogue)
    }
    return catalogue
  })
}

/**
 * The texts the API server answers with itself (error messages), by id. Unlike the catalogues above, English is
 * written by hand in `messages/server/en.json` (nothing to extract: the server has no JSX), and they never reach a
 * browser bundle: `messagesFor` leaves them out.
 */
export const serverMessages: Record<Locale, Record<ServerMessageId, string>> = {
  en: serverEn,
  nl: serverNl,
  fr: serverFr,
  de: serverDe,
}

/** The id of a server text: a key of `messages/server/en.json`. */
export type ServerMessageId = keyof typeof serverEn
