export { DivisionDetailScreen, type DivisionDetailScreenProps } from './division-detail-screen'
