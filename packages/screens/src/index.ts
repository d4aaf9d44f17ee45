'use client'

export { AppProviders, type AppProvidersProps } from './app/app-providers'
export { HomeScreen, type HomeScreenProps } from './home/home-screen'
