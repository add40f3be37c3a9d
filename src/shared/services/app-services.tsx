import { createContext, useContext, type ReactNode } from 'react'
import type { ApiClient } from '~/api/client'
import type { Locale } from '~/shared/i18n/locale'
import type { ToastStore } from '~/shared/ui/toasts/toast-store'
import type { ModalStore } from '~/shared/ui/modals/modal-queue'

/** What every screen may use, created once per page (per request on the server). */
export interface AppServices {
  api: ApiClient
  locale: Locale
  toasts: ToastStore
  modals: ModalStore
}

const AppServicesContext = createContext<AppServices | null>(null)

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
}

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext)
  if (!services) throw new Error('useAppServices() needs <AppServicesProvider>')
  return services
}

export const useApi = () => useAppServices().api
export const useLocale = () => useAppServices().locale
export const useToasts = () => useAppServices().toasts
export const useModals = () => useAppServices().modals
