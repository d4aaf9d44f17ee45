export { BotScreen, type BotScreenProps } from './bot-screen'
