export { QRCode, qrCodeDefaults, type QRCodeProps } from './qr-code'
