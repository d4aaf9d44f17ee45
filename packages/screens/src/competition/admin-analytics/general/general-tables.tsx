import type { AnalyticsGeneral } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { analyticsMessages } from '../parts/analytics-messages'
import { AnalyticsTable } from '../parts/analytics-table'

export type GeneralTablesProps = { figures: AnalyticsGeneral }

/** The accounts per interface language, and the busiest organisations of the period; each table with its CSV. */
export function GeneralTables({ figures }: GeneralTablesProps) {
  const intl = useIntl()
  const period = { from: figures.from, to: figures.to }
  const count = (value: number) => ({ shown: intl.formatNumber(value), csv: value })
  const kindOf = (isPersonal: boolean) =>
    isPersonal
      ? intl.formatMessage({ id: 'competition.analytics.personalOrganisation', defaultMessage: 'Organiser’s own' })
      : intl.formatMessage({ id: 'competition.analytics.leagueOrganisation', defaultMessage: 'League organisation' })
  return (
    <div className="grid grid-cols-1 gap-4">
      <AnalyticsTable
        title={intl.formatMessage({ id: 'competition.analytics.byLanguage', defaultMessage: 'By language' })}
        description={
          <FormattedMessage
            id="competition.analytics.byLanguageBody"
            defaultMessage="The accounts per interface language, and how many of them were new or active in the period."
          />
        }
        columns={[
          {
            key: 'language',
            label: intl.formatMessage({ id: 'competition.analytics.language', defaultMessage: 'Language' }),
          },
          { key: 'accounts', label: intl.formatMessage(analyticsMessages.accounts), numeric: true },
          { key: 'newAccounts', label: intl.formatMessage(analyticsMessages.newAccounts), numeric: true },
          { key: 'activeUsers', label: intl.formatMessage(analyticsMessages.activeUsers), numeric: true },
        ]}
        rows={figures.by_language.map((row) => {
          const language = intl.formatDisplayName(row.langcode, { type: 'language' }) ?? row.langcode
          return {
            key: row.langcode,
            cells: [
              { shown: language, csv: language },
              count(row.accounts),
              count(row.new_accounts),
              count(row.active_users),
            ],
          }
        })}
        csv={{ name: 'languages', ...period }}
      />
      <AnalyticsTable
        title={intl.formatMessage({
          id: 'competition.analytics.byOrganisation',
          defaultMessage: 'Busiest organisations',
        })}
        description={
          <FormattedMessage
            id="competition.analytics.byOrganisationBody"
            defaultMessage="At most 20: the tournaments they created, and the matches started in their tournaments and league games, with their visits."
          />
        }
        columns={[
          {
            key: 'organisation',
            label: intl.formatMessage({ id: 'competition.analytics.organisation', defaultMessage: 'Organisation' }),
          },
          { key: 'kind', label: intl.formatMessage({ id: 'competition.analytics.kind', defaultMessage: 'Kind' }) },
          { key: 'tournaments', label: intl.formatMessage(analyticsMessages.tournaments), numeric: true },
          { key: 'matches', label: intl.formatMessage(analyticsMessages.matches), numeric: true },
          { key: 'visits', label: intl.formatMessage(analyticsMessages.visits), numeric: true },
        ]}
        rows={figures.by_organisation.map((row) => ({
          key: row.organisation_id,
          cells: [
            { shown: row.name, csv: row.name },
            {
              shown: <Badge variant={row.is_personal ? 'outline' : 'neutral'}>{kindOf(row.is_personal)}</Badge>,
              csv: kindOf(row.is_personal),
            },
            count(row.tournaments),
            count(row.matches),
            count(row.visits),
          ],
        }))}
        csv={{ name: 'organisations', ...period }}
        empty={
          <FormattedMessage
            id="competition.analytics.noOrganisations"
            defaultMessage="No organisation had a tournament or a match in this period."
          />
        }
      />
    </div>
  )
}
