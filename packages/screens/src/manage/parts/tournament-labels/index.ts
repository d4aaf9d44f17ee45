export { tournamentFormatMessages, tournamentVisibilityMessages } from './tournament-labels'
