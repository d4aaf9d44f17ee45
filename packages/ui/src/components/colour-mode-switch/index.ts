export { ColourModeSwitch, type ColourMode, type ColourModeSwitchProps } from './colour-mode-switch'
