import { PageLayout } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { LastUpdatedDate, LegalBody, LegalList, LegalSection, LegalSteps, bold } from '../parts/legal-document'

/** The privacy policy: what personal data Oche keeps, why, for how long, who sees it and your rights. */
export function PrivacyPolicyScreen() {
  return (
    <main>
      <PageLayout
        contentWidth="narrow"
        title={<FormattedMessage id="legal.privacy.title" defaultMessage="Privacy policy" />}
        description={
          <FormattedMessage
            id="legal.privacy.description"
            defaultMessage="What personal data Oche keeps, why, for how long, who can see it and what you can do about it."
          />
        }
      >
        <LegalBody>
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="legal.privacy.lastUpdated"
                defaultMessage="Last updated: {date}"
                values={{ date: <LastUpdatedDate /> }}
              />
            </p>
            <p>
              <FormattedMessage
                id="legal.privacy.intro"
                defaultMessage="Oche is open-source software for running darts tournaments and leagues. Anyone can install it on their own server, so this policy speaks of “the operator of this Oche installation”: the person or organisation that runs the site you are using now."
              />
            </p>
            <p className="rounded-md border border-border bg-muted px-4 py-3 text-sm">
              <FormattedMessage
                id="legal.privacy.operatorNote"
                defaultMessage="This page describes how the Oche software handles personal data as it is published. Operators can adapt it to their own installation, for example by adding their name, contact details and any changes they made."
              />
            </p>
          </div>

          <LegalSection
            id="privacy-controller"
            title={<FormattedMessage id="legal.privacy.controller.title" defaultMessage="Who is responsible" />}
          >
            <p>
              <FormattedMessage
                id="legal.privacy.controller.body"
                defaultMessage="The operator of this Oche installation is the controller of your personal data: they decide why and how it is used, and they are the one to contact with questions about this policy or your data."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="privacy-data"
            title={<FormattedMessage id="legal.privacy.data.title" defaultMessage="What data Oche keeps" />}
          >
            <p>
              <FormattedMessage
                id="legal.privacy.data.intro"
                defaultMessage="Oche keeps only what it needs to run competitions and your account:"
              />
            </p>
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.data.account"
                  defaultMessage="<b>Your account:</b> your name, your e-mail address, your password (stored only as a hash, never in readable form) and your preferred language."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.data.signIn"
                  defaultMessage="<b>Sign-in tokens:</b> when you sign in, your browser receives a token that keeps you signed in. The server stores only a hash of it."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.data.players"
                  defaultMessage="<b>Players and participants:</b> the names of players and teams that organisers enter for their tournaments and leagues, including people who have no account."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.data.scores"
                  defaultMessage="<b>Matches and results:</b> the scores of matches, the statistics calculated from them (such as averages and checkouts), and the results and standings of tournaments and leagues. These are public by nature: they are what a competition is about."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.data.tablets"
                  defaultMessage="<b>Board tablets:</b> which tablet is paired with which board at a venue."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.data.logs"
                  defaultMessage="<b>Server logs:</b> technical records of requests to the server, with your IP address, the time, what was requested and a request id that helps to trace errors."
                  values={{ b: bold }}
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="privacy-purposes"
            title={<FormattedMessage id="legal.privacy.purposes.title" defaultMessage="Why Oche uses it" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.purposes.competitions"
                  defaultMessage="To run tournaments and leagues: entries, draws, schedules, boards, brackets, standings and results."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.purposes.liveScores"
                  defaultMessage="To show live scores and results to players, organisers and spectators."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.purposes.account"
                  defaultMessage="To let you sign in, keep your settings and show the site in your language."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.purposes.security"
                  defaultMessage="To keep the service secure and working: preventing abuse, slowing down repeated failed sign-in attempts and finding the cause of errors."
                />
              </li>
            </LegalList>
            <p>
              <FormattedMessage
                id="legal.privacy.purposes.legalBasis"
                defaultMessage="Under the GDPR, the legal basis is the contract with you for your account, and the legitimate interest of organisers, players and spectators in running and following competitions and of the operator in keeping the service secure. Oche does not use your data for advertising and does not sell it."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="privacy-storage"
            title={<FormattedMessage id="legal.privacy.storage.title" defaultMessage="Cookies and local storage" />}
          >
            <p>
              <FormattedMessage
                id="legal.privacy.storage.intro"
                defaultMessage="Oche stores a few small items in your browser, all of them needed for the site to work:"
              />
            </p>
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.storage.token"
                  defaultMessage="<b>token</b> (cookie, 2 years): keeps you signed in. It is removed when you sign out."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.storage.language"
                  defaultMessage="<b>i18n_redirected</b> (cookie, 365 days): remembers the language you chose."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.storage.colourMode"
                  defaultMessage="<b>Colour mode</b> (local storage): remembers whether you prefer a light or a dark screen."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.storage.flags"
                  defaultMessage="<b>Tablet and manage flags</b> (local storage): remember whether this device is used as a board tablet and whether the management area is shown."
                  values={{ b: bold }}
                />
              </li>
            </LegalList>
            <p>
              <FormattedMessage
                id="legal.privacy.storage.noTracking"
                defaultMessage="Oche sets no advertising or tracking cookies."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="privacy-retention"
            title={<FormattedMessage id="legal.privacy.retention.title" defaultMessage="How long Oche keeps it" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.retention.account"
                  defaultMessage="<b>Account data:</b> until you delete your account."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.retention.signIn"
                  defaultMessage="<b>Sign-in tokens:</b> until you sign out or the token is revoked."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.retention.logs"
                  defaultMessage="<b>Server logs:</b> 30 days."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.retention.results"
                  defaultMessage="<b>Results of public tournaments and leagues:</b> kept as part of the competition record, so that standings and histories stay correct. When you delete your account, your name in them is anonymised."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.retention.links"
                  defaultMessage="<b>Links in e-mails:</b> a password reset link is valid for 1 hour, a link to confirm a change of name or e-mail address for 24 hours."
                  values={{ b: bold }}
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="privacy-visibility"
            title={<FormattedMessage id="legal.privacy.visibility.title" defaultMessage="Who can see what" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.visibility.public"
                  defaultMessage="<b>Everyone:</b> public tournament and league pages show player and team names, scores, statistics and results, also to visitors without an account."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.visibility.organisers"
                  defaultMessage="<b>Organisers:</b> see the participants of their own tournaments and leagues and the data entered about them."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.visibility.operator"
                  defaultMessage="<b>The operator:</b> can access the data stored on this installation, as far as needed to run and protect the service."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.visibility.private"
                  defaultMessage="<b>Nobody else:</b> your e-mail address and password are never shown on public pages."
                  values={{ b: bold }}
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="privacy-rights"
            title={<FormattedMessage id="legal.privacy.rights.title" defaultMessage="Your rights" />}
          >
            <p>
              <FormattedMessage
                id="legal.privacy.rights.intro"
                defaultMessage="Under the General Data Protection Regulation (GDPR) you have the right to:"
              />
            </p>
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.access"
                  defaultMessage="<b>Access:</b> find out which personal data is kept about you and receive a copy."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.rectification"
                  defaultMessage="<b>Rectification:</b> have incorrect data corrected."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.erasure"
                  defaultMessage="<b>Erasure:</b> have your data deleted."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.portability"
                  defaultMessage="<b>Portability:</b> receive your data in a structured, machine-readable format."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.objection"
                  defaultMessage="<b>Objection:</b> object to uses of your data that rest on a legitimate interest."
                  values={{ b: bold }}
                />
              </li>
            </LegalList>
            <p>
              <FormattedMessage
                id="legal.privacy.rights.deleteIntro"
                defaultMessage="You can delete your account yourself:"
              />
            </p>
            <LegalSteps>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.deleteStepProfile"
                  defaultMessage="Open your <b>Profile</b>."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.deleteStepSettings"
                  defaultMessage="Go to <b>Settings</b>."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.rights.deleteStepConfirm"
                  defaultMessage="Choose <b>Delete account</b> and confirm with your password."
                  values={{ b: bold }}
                />
              </li>
            </LegalSteps>
            <p>
              <FormattedMessage
                id="legal.privacy.rights.deleteEffect"
                defaultMessage="This removes your name, e-mail address and password, and signs you out on every device. In the results of past tournaments and leagues you appear as an anonymous deleted user, so that those results stay correct."
              />
            </p>
            <p>
              <FormattedMessage
                id="legal.privacy.rights.contact"
                defaultMessage="For your other rights, contact the operator of this Oche installation; they will answer within one month. You can also lodge a complaint with the data protection authority in your country."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="privacy-security"
            title={<FormattedMessage id="legal.privacy.security.title" defaultMessage="Security" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.privacy.security.passwords"
                  defaultMessage="Passwords are hashed with a memory-hard algorithm (scrypt), which makes them very costly to guess, even for someone who obtained a copy of the database."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.security.tokens"
                  defaultMessage="Sign-in tokens are stored only as hashes, so a copy of the database does not let anyone sign in as you."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.privacy.security.attempts"
                  defaultMessage="Repeated failed attempts to sign in are slowed down."
                />
              </li>
            </LegalList>
            <p>
              <FormattedMessage
                id="legal.privacy.security.operator"
                defaultMessage="The operator of this Oche installation is responsible for running the server securely, for example with an encrypted connection (HTTPS), updates and backups."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="privacy-changes"
            title={<FormattedMessage id="legal.privacy.changes.title" defaultMessage="Changes to this policy" />}
          >
            <p>
              <FormattedMessage
                id="legal.privacy.changes.body"
                defaultMessage="This policy may change, for example when Oche gains new features. The date at the top of this page shows when it last changed."
              />
            </p>
          </LegalSection>
        </LegalBody>
      </PageLayout>
    </main>
  )
}
