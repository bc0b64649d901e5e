import { proxy } from 'valtio'

/**
 * The layout's two overlays: one toast at a time and a loading overlay driven by a counter, so
 * concurrent requests show one overlay and it never goes negative. The layout renders them; @h5/api's loading
 * hooks and the bridge's showToast fallback call these functions.
 */
export interface Toast {
  id: number
  message: string
  duration: number
}

/** Toasts stay 1500 ms. */
export const TOAST_DURATION_MS = 1500

export const overlays = proxy({
  toast: null as Toast | null,
  loadingCount: 0,
})

let nextToastId = 1

export function showToast(message: string, duration = TOAST_DURATION_MS): void {
  overlays.toast = { id: nextToastId++, message, duration }
}

export function hideToast(id: number): void {
  if (overlays.toast?.id === id) overlays.toast = null
}

export function showLoading(): void {
  overlays.loadingCount += 1
}

export function hideLoading(): void {
  overlays.loadingCount = Math.max(0, overlays.loadingCount - 1)
}
