export { SiteDocumentsScreen, type SiteDocumentsScreenProps } from './site-documents-screen'
