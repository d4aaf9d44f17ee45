export { adminPageData, type AdminPageData, type AdminPageQueries } from './admin-page-data'
export { AdminOnlyState, AdminPageBody, type AdminPageBodyProps } from './admin-page-body'
export { AdminPageFrame, type AdminPageFrameProps } from './admin-page-frame'
