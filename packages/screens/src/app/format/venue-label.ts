import type { IntlShape } from 'react-intl'

/** A venue as a list of venues names it: "The Bullseye, Leeds", or its name alone when it has no city. */
export function venueLabel(intl: IntlShape, { name, city }: { name: string; city: string }): string {
  return city ? intl.formatMessage({ id: 'common.venueLabel', defaultMessage: '{name}, {city}' }, { name, city }) : name
}
