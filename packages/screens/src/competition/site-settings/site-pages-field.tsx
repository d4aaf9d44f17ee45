import { competitionSitePages, type CompetitionSitePage } from '@oche/api'
import { useId, type Ref } from 'react'
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { CheckboxField } from '../../manage/parts/form-fields/checkbox-field'

const pageNames = defineMessages({
  news: { id: 'competition.siteSettings.pageNews', defaultMessage: 'News' },
  calendar: { id: 'competition.siteSettings.pageCalendar', defaultMessage: 'Matches' },
  documents: { id: 'competition.siteSettings.pageDocuments', defaultMessage: 'Documents' },
  cup: { id: 'competition.siteSettings.pageCup', defaultMessage: 'Cup' },
  help: { id: 'competition.siteSettings.pageHelp', defaultMessage: 'Help' },
  'board-members': { id: 'competition.siteSettings.pageBoardMembers', defaultMessage: 'Board members' },
}) satisfies Record<CompetitionSitePage, MessageDescriptor>

const pageDescriptions = defineMessages({
  news: { id: 'competition.siteSettings.pageNewsHelp', defaultMessage: 'The league’s news, newest first.' },
  calendar: {
    id: 'competition.siteSettings.pageCalendarHelp',
    defaultMessage: 'The fixture list: every match of the season by date, with feeds for phone calendars.',
  },
  documents: {
    id: 'competition.siteSettings.pageDocumentsHelp',
    defaultMessage: 'The rules, forms and other files the league publishes.',
  },
  cup: { id: 'competition.siteSettings.pageCupHelp', defaultMessage: 'The season’s cups, their groups and brackets.' },
  help: { id: 'competition.siteSettings.pageHelpHelp', defaultMessage: 'The help text below.' },
  'board-members': {
    id: 'competition.siteSettings.pageBoardMembersHelp',
    defaultMessage: 'Who runs the league, and how to reach them.',
  },
}) satisfies Record<CompetitionSitePage, MessageDescriptor>

export type SitePagesFieldProps = {
  value: readonly CompetitionSitePage[]
  onChange: (pages: CompetitionSitePage[]) => void
  error: string | undefined
  /** The first box, for focusing the field on an error. */
  firstRef: Ref<HTMLButtonElement>
}

/** Which optional pages the site's menu shows: one box per page, with what it holds. */
export function SitePagesField({ value, onChange, error, firstRef }: SitePagesFieldProps) {
  const intl = useIntl()
  const id = useId()
  const toggle = (page: CompetitionSitePage, checked: boolean) =>
    onChange(competitionSitePages.filter((row) => (row === page ? checked : value.includes(row))))
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={`${id}-help ${id}-error`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        <FormattedMessage id="competition.siteSettings.pages" defaultMessage="Pages in the site’s menu" />
      </legend>
      <p id={`${id}-help`} className="-mt-2 text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.siteSettings.pagesHelp"
          defaultMessage="The home page, each division’s standings and each match’s own page always show. A page left out leaves the menu, and its address finds nothing."
        />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {competitionSitePages.map((page, index) => (
          <CheckboxField
            key={page}
            ref={index === 0 ? firstRef : undefined}
            label={intl.formatMessage(pageNames[page])}
            description={intl.formatMessage(pageDescriptions[page])}
            checked={value.includes(page)}
            onCheckedChange={(checked) => toggle(page, checked)}
          />
        ))}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
    </fieldset>
  )
}
