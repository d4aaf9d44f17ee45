export { CupScreen, CupContent, type CupScreenProps } from './cup-screen'
