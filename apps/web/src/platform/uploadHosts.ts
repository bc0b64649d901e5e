import { hostList } from './hostList'

/**
 * The object-store hosts a browser may post ID photos to, over https (`VITE_UPLOAD_HOSTS`, README "Build
 * settings"): `oss.example.com` exactly, `*.example.com` for its subdomains. @h5/identity's
 * `uploadPhotoToStore` refuses an upload policy that names any other host; a path on the page's own origin (the
 * simulator's object store) is always allowed. The CSP's `connect-src` lists the same hosts (apps/web/cspPlugin.ts).
 * Default: none.
 */
export const UPLOAD_HOSTS: readonly string[] = hostList(import.meta.env.VITE_UPLOAD_HOSTS)
