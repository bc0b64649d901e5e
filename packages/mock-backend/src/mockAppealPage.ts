/**
 * The stand-in for the app's appeal page, the channel the simulator names for MOCK_NOTICES.account
 * (contentFixtures.ts): a page on the app's own origin, so /banner/forbid opens it as it would the real one. It
 * only says what it stands for; the real page (the customer-service team's) takes the appeal. Served in dev,
 * preview and e2e, never part of the production build.
 */
export function mockAppealPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>封禁申诉（模拟）</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#222}
h1{margin:0;padding:16px;background:#fff;font-size:17px;text-align:center}
p{margin:12px 16px;padding:12px;border-radius:8px;background:#fff7e6;color:#ad6800;font-size:14px;line-height:1.6;overflow-wrap:anywhere}
</style></head><body>
<h1>封禁申诉</h1>
<p>模拟申诉页：开发与预览环境的替身页面。真实 App 中，这里是客服的申诉表单，通知编号 <span id="notice"></span>。</p>
<script>document.getElementById('notice').textContent = new URLSearchParams(location.search).get('noticeID') || ''</script>
</body></html>`
}
