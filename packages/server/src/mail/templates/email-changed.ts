import type { Langcode } from '@oche/api'
import type { MailContent } from '../render'

export type EmailChangedParams = { name: string; newEmail: string; url: string; undoDays: number }

const copy: Record<Langcode, (params: EmailChangedParams) => MailContent> = {
  en: ({ name, newEmail, url, undoDays }) => ({
    subject: 'The e-mail address of your Oche account was changed',
    greeting: `Hello ${name},`,
    intro: [
      `Your Oche account now signs in with ${newEmail} instead of this address. Every other session was signed out.`,
      `If you did not make this change, undo it within ${undoDays} days with this link: the account gets this address back and every session ends.`,
    ],
    action: { label: 'Undo the change', url },
    outro: [
      'After undoing, choose a new password with “Forgot password?” on the login page.',
      'If you made this change yourself, there is nothing to do.',
    ],
    signature: 'See you at the oche,\nOche',
  }),
  nl: ({ name, newEmail, url, undoDays }) => ({
    subject: 'Het e-mailadres van je Oche-account is gewijzigd',
    greeting: `Hallo ${name},`,
    intro: [
      `Je Oche-account meldt zich nu aan met ${newEmail} in plaats van dit adres. Alle andere sessies zijn afgemeld.`,
      `Heb je dit niet zelf gedaan? Maak het binnen ${undoDays} dagen ongedaan met deze link: het account krijgt dit adres terug en alle sessies worden beëindigd.`,
    ],
    action: { label: 'Wijziging ongedaan maken', url },
    outro: [
      'Kies daarna een nieuw wachtwoord met “Wachtwoord vergeten?” op de aanmeldpagina.',
      'Heb je dit zelf gewijzigd? Dan hoef je niets te doen.',
    ],
    signature: 'Tot aan de oche,\nOche',
  }),
  fr: ({ name, newEmail, url, undoDays }) => ({
    subject: 'L’adresse e-mail de votre compte Oche a été modifiée',
    greeting: `Bonjour ${name},`,
    intro: [
      `Votre compte Oche se connecte désormais avec ${newEmail} au lieu de cette adresse. Toutes les autres sessions ont été déconnectées.`,
      `Si vous n’êtes pas à l’origine de ce changement, annulez-le dans les ${undoDays} jours avec ce lien : le compte retrouve cette adresse et toutes les sessions sont fermées.`,
    ],
    action: { label: 'Annuler le changement', url },
    outro: [
      'Choisissez ensuite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion.',
      'Si vous avez fait ce changement vous-même, vous n’avez rien à faire.',
    ],
    signature: 'À bientôt sur l’oche,\nOche',
  }),
  de: ({ name, newEmail, url, undoDays }) => ({
    subject: 'Die E-Mail-Adresse Ihres Oche-Kontos wurde geändert',
    greeting: `Hallo ${name},`,
    intro: [
      `Ihr Oche-Konto meldet sich jetzt mit ${newEmail} statt mit dieser Adresse an. Alle anderen Sitzungen wurden abgemeldet.`,
      `Wenn Sie das nicht selbst geändert haben, machen Sie es innerhalb von ${undoDays} Tagen mit diesem Link rückgängig: Das Konto erhält diese Adresse zurück und alle Sitzungen werden beendet.`,
    ],
    action: { label: 'Änderung rückgängig machen', url },
    outro: [
      'Wählen Sie danach auf der Anmeldeseite über „Passwort vergessen?“ ein neues Passwort.',
      'Wenn Sie die Änderung selbst vorgenommen haben, müssen Sie nichts tun.',
    ],
    signature: 'Bis bald am Oche,\nOche',
  }),
}

/** The e-mail to the old address once `POST /api/user/confirm-email-change` moved the account, with the undo link. */
export function emailChangedMail(langcode: Langcode, params: EmailChangedParams): MailContent {
  return copy[langcode](params)
}
