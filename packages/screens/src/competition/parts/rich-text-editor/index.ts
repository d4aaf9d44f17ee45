export { RichTextEditor, richTextClasses, type RichTextEditorProps } from './rich-text-editor'
