export { MatchTemplateFields, type MatchTemplateFieldsProps } from './match-template-fields'
export { TieBreakersField, criterionName, leagueTieBreakers, type TieBreakersFieldProps } from './tie-breakers-field'
export { describeGames, describeMatch } from './describe-template'
export {
  isSameTemplate,
  templateDraft,
  toMatchTemplate,
  type GameDraft,
  type MatchTemplateDraft,
} from './match-template-values'
export { matchTemplateDraftSchema, templateIssue } from './template-check'
