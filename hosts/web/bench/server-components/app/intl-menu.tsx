'use client'
/** Measures react-intl in the browser: a header menu as a client island with its own few messages. */
import { useState } from 'react'
import { FormattedMessage, IntlProvider } from 'react-intl'

/** The texts by id (`menu`, `signedIn`), handed over by the server page. */
export type IntlMenuProps = { messages: Record<string, string> }

/** A menu button that shows who is signed in, its texts formatted in the browser. */
export function IntlMenu({ messages }: IntlMenuProps) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <IntlProvider locale="en" messages={messages}>
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        <FormattedMessage id="menu" defaultMessage="Menu" />
      </button>
      {isOpen ? (
        <p>
          <FormattedMessage id="signedIn" defaultMessage="Signed in as {name}" values={{ name: 'Mia' }} />
        </p>
      ) : null}
    </IntlProvider>
  )
}
