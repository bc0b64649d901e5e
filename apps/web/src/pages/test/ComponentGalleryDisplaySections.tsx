import { AvatarDemo, BalanceCardDemo, ButtonDemo, CountdownDemo, NoticeDemo, OptionGridDemo, StatusTagDemo, UserRowDemo } from './ComponentGalleryDisplayDemos'
import { PurchaseSheetDemo } from './ComponentGalleryPurchaseDemo'
import { GallerySection as Section } from './ComponentGallerySection'

/** The UI kit's buttons, notices, cards and rows in the gallery, loaded apart (see ComponentGalleryKitSections). */
export function ComponentGalleryDisplaySections() {
  return (
    <>
      <Section id="kit-buttons" title="按钮" note="主要、次要、文字、危险四种；大中小三个尺寸，点击区域都不小于 44px；提交中显示转圈并忽略点击。">
        <ButtonDemo />
      </Section>

      <Section id="kit-notice" title="提示条" note="页面内的提示：说明、提醒、错误；错误会立即读出。">
        <NoticeDemo />
      </Section>

      <Section id="kit-status-tag" title="状态标签" note="记录的状态：处理中、成功、失败、已结束；颜色只是辅助，文字说明状态。">
        <StatusTagDemo />
      </Section>

      <Section id="kit-balance" title="余额卡片" note="余额、单位、补充信息与操作；未知时显示 --，超大金额自动换行。">
        <BalanceCardDemo />
      </Section>

      <Section id="kit-option-grid" title="选项网格" note="单选：方向键切换；不可选的选项说明原因，点击无效。">
        <OptionGridDemo />
      </Section>

      <Section id="kit-avatar" title="头像" note="图片按需加载；没有图片或加载失败时显示昵称首字。">
        <AvatarDemo />
      </Section>

      <Section id="kit-user-row" title="用户行" note="头像、昵称（过长省略或换行）、徽章、右侧数值或操作；排行榜、守护列表、邀请共用。">
        <UserRowDemo />
      </Section>

      <Section id="kit-purchase" title="购买面板" note="商品、价格（钻石或元）、余额；余额不足去充值，未成年人不能购买；每次购买一个幂等键，超时重试不重复扣费。">
        <PurchaseSheetDemo />
      </Section>

      <Section id="kit-countdown" title="倒计时" note="按服务器时间计算，每秒跳动不漂移；切到后台再回来立即校正，到 0 停止。">
        <CountdownDemo />
      </Section>
    </>
  )
}
