/** Build-time configuration of the app platform (Vite `VITE_*` variables; all optional). */
interface ImportMetaEnv {
  /** Sentry DSN; error monitoring stays off without it (README "Build settings"). */
  readonly VITE_SENTRY_DSN?: string
  /** The iOS full-screen web-view URL template with a `{url}` placeholder (platform/openPage.ts). */
  readonly VITE_IOS_FULLSCREEN_WEBVIEW?: string
  /**
   * Hosts besides the page's own whose pages may open inside the app, comma-separated: `partner.example.net`
   * exactly or `*.example.com` for its subdomains (platform/openPage.ts `TRUSTED_HOSTS`).
   */
  readonly VITE_TRUSTED_HOSTS?: string
  /**
   * Object-store hosts ID photos may be posted to over https, comma-separated (platform/uploadHosts.ts); also
   * the CSP's connect-src (apps/web/cspPlugin.ts).
   */
  readonly VITE_UPLOAD_HOSTS?: string
  /** Hosts the page's pictures come from (the CDN), comma-separated: the CSP's img-src (apps/web/cspPlugin.ts). */
  readonly VITE_CDN_HOSTS?: string
  /** The address that opens the app from a browser, without its query: `h5app://open` by default (platform/openApp/openAppSettings.ts). */
  readonly VITE_APP_OPEN_LINK?: string
  /** The host of the app's universal links on iOS; unset, iPhones try the app's scheme (platform/openApp/openAppSettings.ts). */
  readonly VITE_APP_LINK_HOST?: string
  /** `1` builds the developer pages under /test/ into a build, in dist-e2e/ (routes/testPagesEnabled.ts); off by default. */
  readonly VITE_TEST_PAGES?: string
}
