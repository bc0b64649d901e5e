import { GallerySection as Section } from './ComponentGallerySection'
import { CellsDemo, ResultDemo, StatesDemo, StepsDemo, TabsDemo, TitleBarDemo } from './ComponentGalleryLayoutDemos'
import { PagedListDemo } from './ComponentGalleryListDemo'
import { ActionSheetDemo, DialogDemo } from './ComponentGalleryOverlayDemos'

/**
 * The UI kit's layout, overlay and list components in the gallery (docs/ui-kit.md). Loaded apart from the
 * gallery's own chunk, like the form sections: the gallery shows the whole kit at once, more than one page
 * chunk's 10 KB budget, while a real page carries only the few components it uses.
 */
export function ComponentGalleryKitSections() {
  return (
    <>
      <Section id="kit-title-bar" title="标题栏" note="全屏网页的顶栏：返回、居中标题（过长省略）、右侧一个操作；吸顶并避开刘海。">
        <TitleBarDemo />
      </Section>

      <Section id="kit-cells" title="列表与单元格" note="整行可点：跳转页面为链接，页内操作为按钮，危险操作为红色。">
        <CellsDemo />
      </Section>

      <Section id="kit-tabs" title="标签页" note="方向键、Home、End 切换；标签多时可横向滑动。">
        <TabsDemo />
      </Section>

      <Section id="kit-dialog" title="对话框" note="焦点锁定在对话框内，Esc 或点遮罩关闭，关闭后焦点回到原按钮。">
        <DialogDemo />
      </Section>

      <Section id="kit-action-sheet" title="动作面板" note="从底部弹出，选择后自动收起；取消与选项分开。">
        <ActionSheetDemo />
      </Section>

      <Section id="kit-result" title="结果页" note="成功、失败、处理中（已提交，结果稍后给出，不等于成功）。">
        <ResultDemo />
      </Section>

      <Section id="kit-steps" title="步骤条" note="已完成打勾，当前步骤高亮；读屏会读出每一步的状态。">
        <StepsDemo />
      </Section>

      <Section id="kit-states" title="空、错误与加载状态" note="列表或区块内的三种状态；整页结果用结果页。">
        <StatesDemo />
      </Section>

      <Section id="kit-paged-list" title="分页列表" note="滑到底自动加载下一页（也可点“加载更多”），在顶部下拉刷新。">
        <PagedListDemo />
      </Section>
    </>
  )
}
