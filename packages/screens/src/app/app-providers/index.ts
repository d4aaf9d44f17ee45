export { AppProviders, makeQueryClient, type AppProvidersProps } from './app-providers'
