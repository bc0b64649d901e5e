import type { FamilyPages } from '../../routes/routeTypes'

/** The rule family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/rule/banlvkongjian': () => import('../../../content/rule/banlvkongjian.md?page'),
  '/rule/choujiang': () => import('../../../content/rule/choujiang.md?page'),
  '/rule/dingzhiliwu': () => import('../../../content/rule/dingzhiliwu.md?page'),
  '/rule/gaojichoujiang': () => import('../../../content/rule/gaojichoujiang.md?page'),
  '/rule/hechang': () => import('../../../content/rule/hechang.md?page'),
  '/rule/hunliliucheng': () => import('../../../content/rule/hunliliucheng.md?page'),
  '/rule/huoli': () => import('../../../content/rule/huoli.md?page'),
  '/rule/jingxi': () => import('../../../content/rule/jingxi.md?page'),
  '/rule/love': () => import('../../../content/rule/love.md?page'),
  '/rule/lovers': () => import('../../../content/rule/lovers.md?page'),
  '/rule/mingrentang': () => import('../../../content/rule/mingrentang.md?page'),
  '/rule/poprule': () => import('../../../content/rule/poprule.md?page'),
  '/rule/qinmi': () => import('../../../content/rule/qinmi.md?page'),
  '/rule/shidainban': () => import('../../../content/rule/shidainban.md?page'),
  '/rule/wodisha': () => import('../../../content/rule/wodisha.md?page'),
  '/rule/xiaoxingyun': () => import('../../../content/rule/xiaoxingyun.md?page'),
  '/rule/xingyunchoujiang': () => import('../../../content/rule/xingyunchoujiang.md?page'),
  '/rule/zhaopin': () => import('../../../content/rule/zhaopin.md?page'),
  '/rule/dynamic/:id?': () => import('./DynamicPage'),
}
