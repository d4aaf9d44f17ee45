export const locales = ['en', 'nl', 'fr', 'de'] as const
export type Locale = (typeof locales)[number]

/** The few messages the server writes itself; field messages from zod come from its own locales. */
const messages = {
  validationFailed: {
    en: 'The given data was invalid.',
    nl: 'De opgegeven gegevens zijn ongeldig.',
    fr: 'Les données fournies ne sont pas valides.',
    de: 'Die angegebenen Daten sind ungültig.',
  },
  badRequest: {
    en: 'The request could not be read.',
    nl: 'Het verzoek kon niet worden gelezen.',
    fr: 'La requête n’a pas pu être lue.',
    de: 'Die Anfrage konnte nicht gelesen werden.',
  },
  notFound: {
    en: 'Not found.',
    nl: 'Niet gevonden.',
    fr: 'Introuvable.',
    de: 'Nicht gefunden.',
  },
  serverError: {
    en: 'Something went wrong on our side.',
    nl: 'Er ging iets mis aan onze kant.',
    fr: 'Une erreur s’est produite de notre côté.',
    de: 'Bei uns ist etwas schiefgelaufen.',
  },
  unauthenticated: {
    en: 'You are not signed in.',
    nl: 'Je bent niet aangemeld.',
    fr: 'Vous n’êtes pas connecté.',
    de: 'Sie sind nicht angemeldet.',
  },
  forbidden: {
    en: 'You are not allowed to do this.',
    nl: 'Je mag dit niet doen.',
    fr: 'Vous n’êtes pas autorisé à faire cela.',
    de: 'Sie dürfen das nicht tun.',
  },
  alreadyAuthenticated: {
    en: 'You are already signed in.',
    nl: 'Je bent al aangemeld.',
    fr: 'Vous êtes déjà connecté.',
    de: 'Sie sind bereits angemeldet.',
  },
  invalidCredentials: {
    en: 'These credentials do not match our records.',
    nl: 'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
    fr: 'Ces identifiants ne correspondent à aucun compte.',
    de: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  },
  tooManyAttempts: {
    en: 'Too many login attempts. Please try again later.',
    nl: 'Te veel inlogpogingen. Probeer het later opnieuw.',
    fr: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
    de: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
  },
  demoAccountLocalOnly: {
    en: 'This is a demo account: demo accounts only sign in on the computer that runs Oche.',
    nl: 'Dit is een demo-account: demo-accounts kunnen alleen inloggen op de computer waarop Oche draait.',
    fr: 'Ceci est un compte de démonstration : ces comptes ne se connectent que sur l’ordinateur où tourne Oche.',
    de: 'Dies ist ein Demokonto: Demokonten können sich nur auf dem Computer anmelden, auf dem Oche läuft.',
  },
  payloadTooLarge: {
    en: 'The request is too large: the limit is {size}.',
    nl: 'Het verzoek is te groot: de grens is {size}.',
    fr: 'La requête est trop volumineuse : la limite est de {size}.',
    de: 'Die Anfrage ist zu groß: Die Grenze liegt bei {size}.',
  },
  emailTaken: {
    en: 'This e-mail address is already registered.',
    nl: 'Dit e-mailadres is al geregistreerd.',
    fr: 'Cette adresse e-mail est déjà enregistrée.',
    de: 'Diese E-Mail-Adresse ist bereits registriert.',
  },
  userNotFound: {
    en: 'The selected user does not exist.',
    nl: 'De gekozen gebruiker bestaat niet.',
    fr: 'L’utilisateur sélectionné n’existe pas.',
    de: 'Der ausgewählte Benutzer existiert nicht.',
  },
  impersonationNotAllowed: {
    en: 'A super admin cannot be impersonated.',
    nl: 'Je kunt niet optreden als een superbeheerder.',
    fr: 'Impossible d’agir en tant que super administrateur.',
    de: 'Ein Superadministrator kann nicht übernommen werden.',
  },
  impersonating: {
    en: 'This cannot be done while acting as another user.',
    nl: 'Dit kan niet terwijl je optreedt als een andere gebruiker.',
    fr: 'Impossible de faire cela en agissant en tant qu’un autre utilisateur.',
    de: 'Das ist nicht möglich, während Sie als ein anderer Benutzer handeln.',
  },
  tooManyResetRequests: {
    en: 'Too many password reset requests. Please try again later.',
    nl: 'Te veel aanvragen om het wachtwoord opnieuw in te stellen. Probeer het later opnieuw.',
    fr: 'Trop de demandes de réinitialisation du mot de passe. Veuillez réessayer plus tard.',
    de: 'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es später erneut.',
  },
  tooManyConfirmationMails: {
    en: 'Too many confirmation e-mails. Please try again later.',
    nl: 'Te veel bevestigingsmails. Probeer het later opnieuw.',
    fr: 'Trop d’e-mails de confirmation. Veuillez réessayer plus tard.',
    de: 'Zu viele Bestätigungs-E-Mails. Bitte versuchen Sie es später erneut.',
  },
  invalidResetLink: {
    en: 'This password reset link is invalid or has expired.',
    nl: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen.',
    fr: 'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré.',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  },
  invalidConfirmationLink: {
    en: 'This confirmation link is invalid or has expired.',
    nl: 'Deze bevestigingslink is ongeldig of verlopen.',
    fr: 'Ce lien de confirmation n’est pas valide ou a expiré.',
    de: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  },
  nameUnchanged: {
    en: 'This is already your name.',
    nl: 'Dit is al je naam.',
    fr: 'C’est déjà votre nom.',
    de: 'Das ist bereits Ihr Name.',
  },
  emailUnchanged: {
    en: 'This is already your e-mail address.',
    nl: 'Dit is al je e-mailadres.',
    fr: 'C’est déjà votre adresse e-mail.',
    de: 'Das ist bereits Ihre E-Mail-Adresse.',
  },
  wrongPassword: {
    en: 'The password is incorrect.',
    nl: 'Het wachtwoord is onjuist.',
    fr: 'Le mot de passe est incorrect.',
    de: 'Das Passwort ist falsch.',
  },
  tooManyPasswordAttempts: {
    en: 'Too many wrong passwords. Please try again later.',
    nl: 'Te vaak een verkeerd wachtwoord. Probeer het later opnieuw.',
    fr: 'Trop de mots de passe erronés. Veuillez réessayer plus tard.',
    de: 'Zu oft ein falsches Passwort. Bitte versuchen Sie es später erneut.',
  },
  unknownAccount: {
    en: 'No account uses this e-mail address.',
    nl: 'Geen enkel account gebruikt dit e-mailadres.',
    fr: 'Aucun compte n’utilise cette adresse e-mail.',
    de: 'Kein Konto verwendet diese E-Mail-Adresse.',
  },
  matchChanged: {
    en: 'This match has changed in the meantime: reload it and try again.',
    nl: 'Deze wedstrijd is intussen gewijzigd: laad hem opnieuw en probeer het nog eens.',
    fr: 'Ce match a changé entre-temps : rechargez-le et réessayez.',
    de: 'Dieses Spiel wurde inzwischen geändert: Laden Sie es neu und versuchen Sie es erneut.',
  },
  matchIdTaken: {
    en: 'Another match already uses this id.',
    nl: 'Een andere wedstrijd gebruikt deze id al.',
    fr: 'Un autre match utilise déjà cet identifiant.',
    de: 'Ein anderes Spiel verwendet diese ID bereits.',
  },
  unknownPlayer: {
    en: 'No account has this id.',
    nl: 'Geen enkel account heeft deze id.',
    fr: 'Aucun compte ne porte cet identifiant.',
    de: 'Kein Konto hat diese ID.',
  },
  matchFinished: {
    en: 'The match is over.',
    nl: 'De wedstrijd is afgelopen.',
    fr: 'Le match est terminé.',
    de: 'Das Spiel ist beendet.',
  },
  nothingToUndo: {
    en: 'There is no visit to undo.',
    nl: 'Er is geen beurt om ongedaan te maken.',
    fr: 'Il n’y a aucune volée à annuler.',
    de: 'Es gibt keine Aufnahme, die rückgängig gemacht werden kann.',
  },
  impossibleScore: {
    en: 'Nobody can score this total with three darts.',
    nl: 'Deze score kan niemand met drie pijlen gooien.',
    fr: 'Personne ne peut marquer ce total avec trois fléchettes.',
    de: 'Diese Punktzahl kann niemand mit drei Darts werfen.',
  },
  impossibleFinish: {
    en: 'This finish is not possible with these darts.',
    nl: 'Deze finish is met deze pijlen niet mogelijk.',
    fr: 'Cette finition est impossible avec ces fléchettes.',
    de: 'Dieses Finish ist mit diesen Darts nicht möglich.',
  },
  dartsUsedRequired: {
    en: 'Say how many darts the checkout took.',
    nl: 'Geef aan met hoeveel pijlen je hebt uitgegooid.',
    fr: 'Indiquez en combien de fléchettes vous avez fini.',
    de: 'Geben Sie an, mit wie vielen Darts Sie ausgecheckt haben.',
  },
  dartsAtDoubleRequired: {
    en: 'Say how many darts were thrown at a double.',
    nl: 'Geef aan hoeveel pijlen op een dubbel zijn gegooid.',
    fr: 'Indiquez combien de fléchettes ont été lancées sur un double.',
    de: 'Geben Sie an, wie viele Darts auf ein Doppel geworfen wurden.',
  },
  dartsAtDoubleOutOfRange: {
    en: 'That many darts at a double is not possible in this visit.',
    nl: 'Zoveel pijlen op een dubbel kan niet in deze beurt.',
    fr: 'Autant de fléchettes sur un double est impossible dans cette volée.',
    de: 'So viele Darts auf ein Doppel sind in dieser Aufnahme nicht möglich.',
  },
  invalidDart: {
    en: 'One of the darts is not on the board.',
    nl: 'Een van de pijlen staat niet op het bord.',
    fr: 'L’une des fléchettes n’est pas sur la cible.',
    de: 'Einer der Darts ist nicht auf der Scheibe.',
  },
  tooManyDarts: {
    en: 'A visit has at most three darts.',
    nl: 'Een beurt heeft hoogstens drie pijlen.',
    fr: 'Une volée compte au plus trois fléchettes.',
    de: 'Eine Aufnahme hat höchstens drei Darts.',
  },
  incompleteVisit: {
    en: 'A visit needs at least one dart.',
    nl: 'Een beurt heeft minstens één pijl nodig.',
    fr: 'Une volée demande au moins une fléchette.',
    de: 'Eine Aufnahme braucht mindestens einen Dart.',
  },
  dartsAfterVisitEnded: {
    en: 'The visit ended before the last dart.',
    nl: 'De beurt was voor de laatste pijl al voorbij.',
    fr: 'La volée était terminée avant la dernière fléchette.',
    de: 'Die Aufnahme war vor dem letzten Dart schon beendet.',
  },
  unknownEventType: {
    en: 'This is not a kind of event.',
    nl: 'Dit is geen soort gebeurtenis.',
    fr: 'Ce n’est pas un type d’événement.',
    de: 'Das ist keine Art von Ereignis.',
  },
  invalidEventId: {
    en: 'The event needs an id.',
    nl: 'De gebeurtenis heeft een id nodig.',
    fr: 'L’événement doit avoir un identifiant.',
    de: 'Das Ereignis braucht eine ID.',
  },
  duplicateEventId: {
    en: 'Another event of this match already has this id.',
    nl: 'Een andere gebeurtenis van deze wedstrijd heeft deze id al.',
    fr: 'Un autre événement de ce match porte déjà cet identifiant.',
    de: 'Ein anderes Ereignis dieses Spiels hat diese ID bereits.',
  },
  bullOffUnknownSide: {
    en: 'The bull-off winner is not a side of this match.',
    nl: 'De winnaar van de bull-off speelt niet in deze wedstrijd.',
    fr: 'Le gagnant du bull-off n’est pas un camp de ce match.',
    de: 'Der Gewinner des Bull-offs ist keine Seite dieses Spiels.',
  },
  bullOffAfterFirstVisit: {
    en: 'The bull-off comes before the first visit.',
    nl: 'De bull-off komt voor de eerste beurt.',
    fr: 'Le bull-off a lieu avant la première volée.',
    de: 'Das Bull-off kommt vor der ersten Aufnahme.',
  },
} satisfies Record<string, Record<Locale, string>>

export type MessageId = keyof typeof messages

export function translate(id: MessageId, locale: Locale): string {
  return messages[id][locale]
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}
