import { defineMessages } from 'react-intl'

/** The board member does not exist (a mistyped link, or deleted): the way to the board members. */
export const siteBoardMemberNotFound = defineMessages({
  title: { id: 'competition.siteBoardMembers.notFoundTitle', defaultMessage: 'This board member cannot be found' },
  body: {
    id: 'competition.siteBoardMembers.notFoundBody',
    defaultMessage: 'The link may be mistyped, or the board member was deleted.',
  },
  toList: { id: 'competition.siteBoardMembers.toList', defaultMessage: 'Go to the board members' },
})
