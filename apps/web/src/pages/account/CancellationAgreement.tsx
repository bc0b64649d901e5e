/**
 * 《账号注销协议》, the text the notice page opens (CancellationPage.tsx). It states what the
 * user must know: what is lost, that only the user's own assets are checked, and the cooling-off period (its
 * length is the server's: the page says it beside this text).
 */
export function CancellationAgreement() {
  return (
    <div className="cancellation-agreement">
      <p>1. 注销是不可恢复的操作。注销生效后，账号下的余额、钻石、收益、会员权益、昵称与ID号、关注与粉丝关系及发布的内容将被清除。</p>
      <p>2. 为保护你的财产安全，注销前需确认没有进行中的提现与未完成的订单、余额已提现或明确放弃，且不是公会会长。除此之外不设其他条件。</p>
      <p>3. 提交申请后进入冷静期。冷静期内重新登录该账号即视为撤销注销，账号恢复正常；期满后账号将被永久注销。</p>
      <p>4. 注销账号不代表你在注销前的行为和相关责任得到豁免或减轻。</p>
    </div>
  )
}
