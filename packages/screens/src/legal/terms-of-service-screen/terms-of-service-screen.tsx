import { PageLayout } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { LastUpdatedDate, LegalBody, LegalList, LegalSection, bold } from '../parts/legal-document'

const mitLicenceUrl = 'https://opensource.org/license/mit'

const mitLicenceLink = (chunks: ReactNode[]) => (
  <a
    href={mitLicenceUrl}
    className="font-medium text-foreground underline underline-offset-4 hover:no-underline"
    rel="noreferrer"
  >
    {chunks}
  </a>
)

/** The terms of service: the rules for using an Oche installation, for players, organisers and visitors. */
export function TermsOfServiceScreen() {
  return (
    <main>
      <PageLayout
        contentWidth="narrow"
        title={<FormattedMessage id="legal.terms.title" defaultMessage="Terms of service" />}
        description={
          <FormattedMessage
            id="legal.terms.description"
            defaultMessage="The rules for using this Oche installation, for players, organisers and visitors."
          />
        }
      >
        <LegalBody>
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="legal.terms.lastUpdated"
                defaultMessage="Last updated: {date}"
                values={{ date: <LastUpdatedDate /> }}
              />
            </p>
            <p>
              <FormattedMessage
                id="legal.terms.intro"
                defaultMessage="These terms apply to this installation of Oche, which is run by the operator of this Oche installation (“the operator”). By creating an account or using the site, you accept them."
              />
            </p>
            <p className="rounded-md border border-border bg-muted px-4 py-3 text-sm">
              <FormattedMessage
                id="legal.terms.operatorNote"
                defaultMessage="Oche is open source and can be installed by anyone. These terms are the ones the software is published with; operators can adapt them to their own installation."
              />
            </p>
          </div>

          <LegalSection
            id="terms-service"
            title={<FormattedMessage id="legal.terms.service.title" defaultMessage="What Oche is" />}
          >
            <p>
              <FormattedMessage
                id="legal.terms.service.body"
                defaultMessage="Oche is a platform for darts tournaments and leagues. Organisers run tournament nights and league seasons, players score their matches on tablets at the boards, and everyone can follow scores and results live. You can follow public tournaments without an account; organising and some other features need one."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="terms-accounts"
            title={<FormattedMessage id="legal.terms.accounts.title" defaultMessage="Your account" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.terms.accounts.accurate"
                  defaultMessage="Give accurate information, in particular your real name and an e-mail address that you can receive mail at."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.accounts.password"
                  defaultMessage="Keep your password secret and do not share your account. You are responsible for what is done with it."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.accounts.misuse"
                  defaultMessage="If you think someone else is using your account, change your password and tell the operator."
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="terms-organisers"
            title={
              <FormattedMessage id="legal.terms.organisers.title" defaultMessage="Organising tournaments and leagues" />
            }
          >
            <p>
              <FormattedMessage
                id="legal.terms.organisers.intro"
                defaultMessage="As an organiser you enter data about other people, such as the names and results of players and teams. For that data you are responsible:"
              />
            </p>
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.terms.organisers.inform"
                  defaultMessage="Tell players that their names, scores and results will be shown publicly."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.organisers.minimal"
                  defaultMessage="Enter only what the competition needs, and keep it accurate."
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.organisers.requests"
                  defaultMessage="Correct or remove a player’s data when they rightly ask you to, and pass on questions you cannot answer to the operator."
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="terms-acceptable-use"
            title={<FormattedMessage id="legal.terms.acceptableUse.title" defaultMessage="Acceptable use" />}
          >
            <p>
              <FormattedMessage id="legal.terms.acceptableUse.intro" defaultMessage="When you use Oche, you do not:" />
            </p>
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.terms.acceptableUse.abuse"
                  defaultMessage="abuse, harass or impersonate other people, or publish unlawful, hateful or misleading content;"
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.acceptableUse.security"
                  defaultMessage="try to get into accounts or data that are not yours, attack the service or get around its security measures;"
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.acceptableUse.scraping"
                  defaultMessage="scrape or query the service automatically in a way that slows it down or harms it for others;"
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.acceptableUse.cheating"
                  defaultMessage="cheat, for example by entering false scores or manipulating results, statistics or draws."
                />
              </li>
            </LegalList>
            <p>
              <FormattedMessage
                id="legal.terms.acceptableUse.enforcement"
                defaultMessage="The operator may remove content, correct results or suspend accounts that break these rules."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="terms-content"
            title={<FormattedMessage id="legal.terms.content.title" defaultMessage="Content you publish" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.terms.content.ownership"
                  defaultMessage="<b>You own it:</b> news items, documents and other content you publish remain yours."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.content.licence"
                  defaultMessage="<b>Licence to display:</b> you give the operator a free, non-exclusive permission to store, show and share that content on this installation, including on public pages, for as long as it is published."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.content.rights"
                  defaultMessage="<b>Your responsibility:</b> you may only publish content that you have the right to publish and that does not infringe the rights of others."
                  values={{ b: bold }}
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="terms-availability"
            title={<FormattedMessage id="legal.terms.availability.title" defaultMessage="Availability" />}
          >
            <p>
              <FormattedMessage
                id="legal.terms.availability.body"
                defaultMessage="The operator does their best to keep the service running, but does not guarantee that it is always available, fast or free of errors. Maintenance, updates or failures can interrupt it, even during a tournament. Every self-hosted installation is run by its own operator, who is responsible for it."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="terms-open-source"
            title={<FormattedMessage id="legal.terms.openSource.title" defaultMessage="Open-source software" />}
          >
            <p>
              <FormattedMessage
                id="legal.terms.openSource.body"
                defaultMessage="The Oche software is open source under the <link>MIT licence</link>. You may use, copy, change and share it under the conditions of that licence, for example to run your own installation. These terms are about using this installation, not about the software itself."
                values={{ link: mitLicenceLink }}
              />
            </p>
          </LegalSection>

          <LegalSection
            id="terms-liability"
            title={<FormattedMessage id="legal.terms.liability.title" defaultMessage="Liability" />}
          >
            <p>
              <FormattedMessage
                id="legal.terms.liability.body"
                defaultMessage="The service is provided “as is”. As far as the law allows, the operator is not liable for indirect damage, for lost data or results, or for content published by other users. This does not limit any liability that cannot be limited by law."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="terms-termination"
            title={<FormattedMessage id="legal.terms.termination.title" defaultMessage="Ending your use" />}
          >
            <LegalList>
              <li>
                <FormattedMessage
                  id="legal.terms.termination.deleteAccount"
                  defaultMessage="You can stop using Oche and delete your account at any time, under <b>Profile → Settings → Delete account</b>. Your name in the results of past competitions is then anonymised."
                  values={{ b: bold }}
                />
              </li>
              <li>
                <FormattedMessage
                  id="legal.terms.termination.operator"
                  defaultMessage="The operator may suspend or close accounts that break these terms, or stop offering the service, with notice where that is reasonable."
                />
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection
            id="terms-changes"
            title={<FormattedMessage id="legal.terms.changes.title" defaultMessage="Changes to these terms" />}
          >
            <p>
              <FormattedMessage
                id="legal.terms.changes.body"
                defaultMessage="The operator may change these terms. Important changes are announced in advance where possible, and the date at the top of this page shows when they last changed. If you keep using the service after a change, the new terms apply."
              />
            </p>
          </LegalSection>

          <LegalSection
            id="terms-law"
            title={<FormattedMessage id="legal.terms.law.title" defaultMessage="Governing law" />}
          >
            <p>
              <FormattedMessage
                id="legal.terms.law.body"
                defaultMessage="These terms are governed by the law of the country where the operator of this Oche installation is established, and disputes are brought before its courts, unless mandatory consumer protection law gives you other rights. Questions about these terms go to the operator."
              />
            </p>
          </LegalSection>
        </LegalBody>
      </PageLayout>
    </main>
  )
}
