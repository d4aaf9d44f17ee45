/** The menu island's messages, as a server page hands them over (a client module's values stay on the client). */
export const menuMessages = { menu: 'Menu', signedIn: 'Signed in as {name}' }
