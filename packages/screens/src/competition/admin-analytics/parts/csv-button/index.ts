export { CsvButton, type CsvButtonProps, type CsvExport } from './csv-button'
