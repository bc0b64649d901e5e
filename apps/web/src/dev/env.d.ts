interface ImportMetaEnv {
  /** Set by mockBackendPlugin.ts: true unless H5_BACKEND_URL points `/v1` at a real backend. */
  readonly H5_MOCK_BACKEND: boolean
}
