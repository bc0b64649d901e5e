/** Where the simulator serves its stand-in pay pages: `<path>/wechat`, `<path>/alipay`, and `<path>/finish`. */
export const MOCK_PAY_PATH = '/v1/mock-pay'

const LOOK = {
  wechat: { title: '微信支付', color: '#07c160' },
  alipay: { title: '支付宝', color: '#1677ff' },
} as const

/**
 * The stand-in for WeChat H5 pay's and Alipay wap pay's pages: 模拟支付, the order's price, and
 * 确认支付 / 取消支付, each going back to the order's return address with `orderID`. The page is the same for
 * every order: its script reads `orderID` from its own address and asks the simulator for the price. Served by
 * the preview server's simulator (apps/web/mockBackendPlugin.ts), which keeps the orders across the page loads of
 * the round trip; never part of the production build.
 */
export function mockPayPage(channel: 'wechat' | 'alipay'): string {
  const { title, color } = LOOK[channel]
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟支付 · ${title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#222}
header{background:${color};color:#fff;padding:16px;font-size:17px;font-weight:600;text-align:center}
.note{margin:12px 16px;padding:8px 12px;border-radius:8px;background:#fff7e6;color:#ad6800;font-size:13px}
.card{margin:16px;padding:24px 16px;border-radius:12px;background:#fff;text-align:center}
.price{font-size:36px;font-weight:700;margin:8px 0}
.order{color:#888;font-size:13px;word-break:break-all}
button{display:block;width:calc(100% - 32px);margin:12px 16px;padding:14px;border:0;border-radius:24px;font-size:16px}
#pay{background:${color};color:#fff}#cancel{background:#fff;color:#444}
</style></head><body>
<header>${title}</header>
<p class="note">模拟支付：开发与预览环境的替身页面，不会真实扣款</p>
<div class="card"><div>充值钻石</div><div class="price" id="price">¥ --</div><div class="order" id="order"></div></div>
<button id="pay" type="button">确认支付</button><button id="cancel" type="button">取消支付</button>
<script>
(function () {
  var orderID = new URLSearchParams(location.search).get('orderID') || ''
  document.getElementById('order').textContent = '订单号 ' + orderID
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Id': '111111' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json() })
  }
  post('/v1/xpay/order-status', { orderID: orderID }).then(function (body) {
    // priceFen is integer fen (docs/openapi.yaml PayOrderStatus): yuan with two decimals from the
    // integer quotient and remainder, no float formatting.
    if (body.errno === 0) {
      var fen = body.data.priceFen
      document.getElementById('price').textContent = '¥ ' + Math.floor(fen / 100) + '.' + String(fen % 100).padStart(2, '0')
    }
  })
  function finish(action) {
    post('${MOCK_PAY_PATH}/finish', { orderID: orderID, action: action }).then(function (body) {
      if (body.errno === 0) location.replace(body.data.returnUrl)
      else document.getElementById('order').textContent = body.errmsg
    })
  }
  document.getElementById('pay').onclick = function () { finish('pay') }
  document.getElementById('cancel').onclick = function () { finish('cancel') }
})()
</script></body></html>`
}
