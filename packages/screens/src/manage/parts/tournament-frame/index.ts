export { TournamentFrame, type TournamentFrameProps } from './tournament-frame'
