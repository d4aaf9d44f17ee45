export { AppProviders, type AppProvidersProps } from './app-providers'
