/**
 * The app's addresses a page outside the app opens it with: deployment settings (README "Build settings"), not
 * constants, since each deployment (and the e2e build) has its own app.
 */
export interface OpenAppSettings {
  /**
   * The address that opens the app from a browser, without its query (`VITE_APP_OPEN_LINK`): the app's scheme
   * and the `open` host the app answers (docs/native-contract.md, "Opening the app from a web page").
   */
  openLink: string
  /**
   * The host of the app's universal links on iOS (`VITE_APP_LINK_HOST`), or null: iPhones then try the scheme
   * too. It must be another host than the page's own: iOS opens the app only for a link to another site.
   */
  universalLinkHost: string | null
}

/** `h5app://open`, the placeholder until the app teams confirm theirs (README "Build settings"). */
const DEFAULT_OPEN_LINK = 'h5app://open'

/** A host name as a URL writes it: letters, digits, dots and dashes. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i

/**
 * The settings as the build was given them; a universal-link host that is not a plain host name is ignored
 * (iPhones then use the scheme), never used to build an address.
 *
 * @example readOpenAppSettings({ VITE_APP_LINK_HOST: 'open.example.com' })
 */
export function readOpenAppSettings(env: { VITE_APP_OPEN_LINK?: string; VITE_APP_LINK_HOST?: string }): OpenAppSettings {
  const host = env.VITE_APP_LINK_HOST?.trim().toLowerCase() ?? ''
  return {
    openLink: env.VITE_APP_OPEN_LINK?.trim() || DEFAULT_OPEN_LINK,
    universalLinkHost: HOST_NAME.test(host) ? host : null,
  }
}

/** This build's settings. */
export const OPEN_APP_SETTINGS: OpenAppSettings = readOpenAppSettings(import.meta.env)
