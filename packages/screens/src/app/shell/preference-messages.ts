import { defineMessages } from 'react-intl'

/** The preference menus' names: their buttons' labels and their menus' headings. */
export const preferenceMessages = defineMessages({
  language: { id: 'shell.language.label', defaultMessage: 'Language' },
  colourMode: { id: 'shell.colourMode.label', defaultMessage: 'Colour mode' },
})
