export {
  LastUpdatedDate,
  LegalBody,
  LegalList,
  LegalSection,
  LegalSteps,
  bold,
  legalLastUpdated,
} from './legal-document'
