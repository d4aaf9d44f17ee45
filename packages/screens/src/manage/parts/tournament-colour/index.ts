export { ColourSwatch, useColourNames, type ColourSwatchProps } from './tournament-colour'
