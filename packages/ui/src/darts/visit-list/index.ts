export {
  VisitList,
  type VisitListItem,
  type VisitListLabels,
  type VisitListProps,
  type VisitResult,
} from './visit-list'
