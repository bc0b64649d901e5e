import type { FamilyPages } from '../../routes/routeTypes'

/** The rule family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/rule/banlvkongjian': () => import('./BanlvkongjianPage'),
  '/rule/choujiang': () => import('./ChoujiangPage'),
  '/rule/dingzhiliwu': () => import('./DingzhiliwuPage'),
  '/rule/gaojichoujiang': () => import('./GaojichoujiangPage'),
  '/rule/hechang': () => import('./HechangPage'),
  '/rule/hunliliucheng': () => import('./HunliliuchengPage'),
  '/rule/huoli': () => import('./HuoliPage'),
  '/rule/jingxi': () => import('./JingxiPage'),
  '/rule/love': () => import('./LovePage'),
  '/rule/lovers': () => import('./LoversPage'),
  '/rule/mingrentang': () => import('./MingrentangPage'),
  '/rule/poprule': () => import('./PoprulePage'),
  '/rule/qinmi': () => import('./QinmiPage'),
  '/rule/shidainban': () => import('./ShidainbanPage'),
  '/rule/wodisha': () => import('./WodishaPage'),
  '/rule/xiaoxingyun': () => import('./XiaoxingyunPage'),
  '/rule/xingyunchoujiang': () => import('./XingyunchoujiangPage'),
  '/rule/zhaopin': () => import('./ZhaopinPage'),
  '/rule/dynamic/:id?': () => import('./DynamicPage'),
}
