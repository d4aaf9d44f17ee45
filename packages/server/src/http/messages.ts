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
} satisfies Record<string, Record<Locale, string>>

export type MessageId = keyof typeof messages

export function translate(id: MessageId, locale: Locale): string {
  return messages[id][locale]
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}
