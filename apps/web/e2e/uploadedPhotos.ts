import type { Page } from '@playwright/test'

/** A stand-in for a photo native uploaded: a plain card, no person, no document. */
const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="270" viewBox="0 0 428 270"><rect width="428" height="270" fill="#cfd8e6"/><rect x="24" y="24" width="380" height="222" rx="16" fill="#f4f7fb"/><rect x="56" y="70" width="180" height="16" rx="8" fill="#b6c3d8"/><rect x="56" y="110" width="220" height="16" rx="8" fill="#b6c3d8"/><rect x="292" y="60" width="88" height="110" rx="8" fill="#b6c3d8"/></svg>`

/**
 * Serves the fake native's upload addresses (`https://cdn.example.com/…`, apps/web/src/dev/appNative.ts), which
 * no network reaches in the tests, so a page's thumbnail of an uploaded photo shows a picture.
 */
export async function serveUploadedPhotos(page: Page): Promise<void> {
  await page.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO }))
}
