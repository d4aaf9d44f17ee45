export { TeamMembersScreen, type TeamMembersScreenProps } from './team-members-screen'
