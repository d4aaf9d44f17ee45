import type { defineMessage as DefineMessage, defineMessages as DefineMessages } from 'react-intl/server'

// react-intl's `defineMessage` and `defineMessages` return what they are given, and the message extraction
// (`formatjs extract`) finds the messages by these names. These are the same functions, typed as react-intl's, without
// importing react-intl's entry, whose components and hooks cannot load in a server component: so the views
// (docs/adr/031) share the messages defined with them, and no browser bundle carries react-intl's server entry.

const identity = <T>(message: T): T => message

export const defineMessage = identity as typeof DefineMessage
export const defineMessages = identity as typeof DefineMessages
