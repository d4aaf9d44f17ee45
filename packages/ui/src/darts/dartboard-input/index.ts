export { DartboardInput, type DartboardInputLabels, type DartboardInputProps } from './dartboard-input'
export type { DartboardGridLabels } from './dartboard-grid'
export type { DartboardDart } from './dartboard-types'
