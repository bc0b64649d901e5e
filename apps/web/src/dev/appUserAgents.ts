/**
 * User agents of the simulated phones (dev server and e2e): inside the app they carry `pid/<client id>`, the
 * in-app marker (docs/native-contract.md, "Environments"); `browser` is the same phone's Safari, outside the app;
 * `wechat`, `qq` and `androidBrowser` are other browsers outside it.
 */
export const APP_USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 pid/123456',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 pid/123456',
  browser:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  /** The same phone's WeChat: its own browser (`MicroMessenger`), outside the app. */
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN',
  /** An Android phone's Chrome, outside the app. */
  androidBrowser:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  /** The QQ app's own browser on Android (`QQ/`, beside the `MQQBrowser` engine it shares with WeChat). */
  qq:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 MQQBrowser/6.2 TBS/046805 Mobile Safari/537.36 V1_AND_SQ_9.0.56_6372_YYB_D QQ/9.0.56.16050 NetType/WIFI WebP/0.3.0 AppTheme/1000 StatusBarHeight/85 StatusBarType/dark Pixel/1080',
} as const
