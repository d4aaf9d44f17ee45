export { SiteDocumentListScreen, type SiteDocumentListScreenProps } from './site-document-list-screen'
export { SiteDocumentCreateScreen, type SiteDocumentCreateScreenProps } from './site-document-create-screen'
export { SiteDocumentScreen, type SiteDocumentScreenProps } from './site-document-screen'
export { SiteDocumentEditScreen, type SiteDocumentEditScreenProps } from './site-document-edit-screen'
