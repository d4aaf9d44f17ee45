import { SearchX } from 'lucide-react'
import { FormattedMessage, type MessageDescriptor } from 'react-intl'
import { PageState, PageStateLink } from '../../../app/page-states'

/** What a missing item's page says: its title, why it may be missing, and the link back to its list. */
export type ItemNotFoundMessages = { title: MessageDescriptor; body: MessageDescriptor; toList: MessageDescriptor }

/** An admin's item does not exist (a mistyped link, or it was deleted): what happened and the way to its list. */
export function ItemNotFoundState({ messages, listHref }: { messages: ItemNotFoundMessages; listHref: string }) {
  return (
    <PageState
      className="w-full"
      icon={<SearchX />}
      title={<FormattedMessage {...messages.title} />}
      description={<FormattedMessage {...messages.body} />}
      actions={
        <PageStateLink variant="outline" href={listHref}>
          <FormattedMessage {...messages.toList} />
        </PageStateLink>
      }
    />
  )
}
