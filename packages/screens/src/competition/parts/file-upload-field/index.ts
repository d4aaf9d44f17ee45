export { FileUploadField, type FileUploadFieldProps } from './file-upload-field'
