/**
 * Every errno the simulator answers with, with the message the real service sends: the `Errno…` schemas of
 * docs/openapi.yaml, which say what each means (openApiDocument.test.ts holds the two to each other).
 */
export const MOCK_ERRNO = {
  /** Missing or invalid accessToken/openID (the page closes). */
  badToken: { errno: 8304006, errmsg: '登录已过期，请重新登录' },
  /** The packet expired (@h5/redpacket: code -1). */
  expired: { errno: 8348201, errmsg: '红包信息已过期' },
  /** Every share is taken (@h5/redpacket: state 1, counts as success). */
  state1: { errno: 8348202, errmsg: '手慢了，红包派完了' },
  /** This user opened it before (@h5/redpacket: code 2). */
  alreadyOpened: { errno: 8348203, errmsg: '红包已经领取过了' },
  /** The packet is being refunded to its sender (@h5/redpacket: state 2, counts as success). */
  state2: { errno: 8348204, errmsg: '红包已退回发送者' },
  /** No packet with this id. */
  noSuchPacket: { errno: 8348200, errmsg: '红包不存在' },
  /** Send: the amount is more than leftTotal. */
  insufficient: { errno: 8348301, errmsg: '余额不足' },
  /** Send: amount or count out of range or malformed. */
  badAmount: { errno: 8348302, errmsg: '红包金额或个数不合法' },
  /** Send: greeting longer than 25 characters. */
  badGreeting: { errno: 8348303, errmsg: '祝福语不能超过25个字' },
  /** The account is a minor's (marked by real-name verification): send refuses it (scenario `minor`). */
  minor: { errno: 8304101, errmsg: '未成年人暂不能使用此功能' },
  /** The new-user task reward was claimed before. */
  rewardClaimed: { errno: 8348401, errmsg: '奖励已领取' },
  /** Mall: not enough diamonds. */
  noDiamonds: { errno: 8310001, errmsg: '钻石余额不足' },
  // --- the mall (mall/createMallHandlers.ts): 83100xx ---
  /** A guard is a tip, and tipping needs real-name verification. */
  guardNeedsRealName: { errno: 8310002, errmsg: '请先完成实名认证' },
  /** The day's tips would go over the daily cap. */
  tipDailyCap: { errno: 8310003, errmsg: '已达今日打赏上限' },
  /** The month's tips would go over the monthly cap. */
  tipMonthlyCap: { errno: 8310004, errmsg: '已达本月打赏上限' },
  /** Nobody guards themselves. */
  guardSelf: { errno: 8310005, errmsg: '不能守护自己' },
  /** The pretty number went to someone else first. */
  soldOut: { errno: 8310006, errmsg: '手慢了，该靓号已被抢走' },
  /** The goods item, tier or option is no longer sold. */
  goodsWithdrawn: { errno: 8310007, errmsg: '该商品已下架' },
  /** The price confirmed is not the price now. */
  priceChanged: { errno: 8310008, errmsg: '价格已变动，请确认后重新购买' },
  /** Wear or take off an item not owned (or ended). */
  notOwned: { errno: 8310009, errmsg: '你还没有这件物品，或已过期' },
  /** The members' daily 钻石 were claimed today. */
  vipDailyClaimed: { errno: 8310010, errmsg: '今日已领取' },
  /** The daily 钻石 and auto-renew need an active membership. */
  noMembership: { errno: 8310011, errmsg: '开通会员后可用' },
  /** Pretty numbers (and items not giftable) cannot be given. */
  notGiftable: { errno: 8310012, errmsg: '该商品不能赠送' },
  /** The user named is unknown, or is the giver. */
  noSuchReceiver: { errno: 8310013, errmsg: '用户不存在或不能接收' },
  /** The item is unlocked by a wealth level or a VIP tier, not sold. */
  goodsLocked: { errno: 8310014, errmsg: '未满足解锁条件' },
  // --- a user's page and follows (social/createSocialHandlers.ts): 83200xx ---
  /** No account has the userID. */
  userNotFound: { errno: 8320001, errmsg: '用户不存在' },
  /** The account is banned: no page, no follow. */
  userBanned: { errno: 8320002, errmsg: '该账号已被封禁' },
  /** Nobody follows themselves. */
  followSelf: { errno: 8320003, errmsg: '不能关注自己' },
  /** The caller follows as many users as allowed. */
  followLimit: { errno: 8320004, errmsg: '关注人数已达上限' },
  // --- activities (activity/createActivityHandlers.ts): 83400xx ---
  /** No event, board, period, draw or task by this id. */
  activityNotFound: { errno: 8340001, errmsg: '活动不存在或已下线' },
  /** The event's window has not opened. */
  activityNotStarted: { errno: 8340002, errmsg: '活动尚未开始' },
  /** The event's window closed. */
  activityEnded: { errno: 8340003, errmsg: '活动已结束' },
  /** Teen mode is on, as the server knows it. */
  activityTeenMode: { errno: 8340004, errmsg: '青少年模式下不能参与抽奖' },
  /** The draws would pass today's cap. */
  drawDailyCap: { errno: 8340005, errmsg: '今日抽奖次数已达上限' },
  /** Not enough of the event's tickets. */
  noTickets: { errno: 8340006, errmsg: '抽奖券不足' },
  /** The price or the pool the user saw is not the draw's now. */
  poolChanged: { errno: 8340007, errmsg: '奖池已更新，请确认后再抽' },
  /** The task's progress has not reached its target. */
  taskNotDone: { errno: 8340008, errmsg: '任务尚未完成' },
  /** The task's reward was claimed before. */
  taskClaimed: { errno: 8340009, errmsg: '奖励已领取' },
  /** Mall, pay, game: a payload field is missing or out of range. */
  badParam: { errno: 400, errmsg: '参数错误' },
  // Identity: real-name verification, SMS codes and phone, account cancellation.
  /** The name does not belong to the number. */
  nameIdMismatch: { errno: 8360001, errmsg: '姓名与证件号码不一致' },
  /** The number verified another account already. */
  idUsed: { errno: 8360002, errmsg: '该证件已认证其他账号' },
  /** Every face check of the day is used. */
  attemptsExhausted: { errno: 8360003, errmsg: '今日认证次数已用完，请明天再试或选择人工认证' },
  /** The liveness service said the face does not match. */
  faceFailed: { errno: 8360004, errmsg: '人脸比对未通过' },
  /** The certify ticket is unknown, used or too old. */
  ticketExpired: { errno: 8360005, errmsg: '认证已超时，请重新开始' },
  /** The account is verified already. */
  alreadyVerified: { errno: 8360007, errmsg: '你已完成实名认证' },
  /** A manual submission is under review. */
  underReview: { errno: 8360008, errmsg: '认证资料审核中，请耐心等待' },
  /** A photo is not one the user uploaded. */
  photoInvalid: { errno: 8360010, errmsg: '证件照片无效，请重新上传' },
  /** The SMS code is not the one sent. */
  smsWrong: { errno: 8361001, errmsg: '验证码错误' },
  /** No code was sent for this use, it was used, or it is too old. */
  smsExpired: { errno: 8361002, errmsg: '验证码已失效，请重新获取' },
  /** A code went to this number less than 60 s ago. */
  smsTooOften: { errno: 8361003, errmsg: '发送太频繁，请稍后再试' },
  /** The number had every send of the day. */
  smsDailyLimit: { errno: 8361004, errmsg: '今日验证码发送次数已达上限' },
  /** The new number belongs to another account. */
  phoneBound: { errno: 8361005, errmsg: '该手机号已绑定其他账号' },
  /** A manual phone review of the user is being reviewed. */
  phoneReviewPending: { errno: 8361006, errmsg: '人工审核申请处理中，请耐心等待' },
  /** A phone change without a valid proof that the user holds the bound phone. */
  phoneProofInvalid: { errno: 8361007, errmsg: '请先验证原手机号' },
  /** The phone owner's face check needs a verified account. */
  faceNeedsVerified: { errno: 8361008, errmsg: '请先完成实名认证' },
  /** The login send wants a captcha first (the challenge in `data`). */
  captchaRequired: { errno: 8361009, errmsg: '请完成安全验证' },
  /** The captcha answer is wrong or its challenge spent (a new one in `data`). */
  captchaWrong: { errno: 8361010, errmsg: '安全验证未通过，请重试' },
  /** A cancellation condition is not met. */
  cancellationBlocked: { errno: 8362001, errmsg: '注销条件未满足' },
  // --- content (docs/content.md) ---
  /** GET /v1/content/rule: no document by this ruleID. */
  noSuchRule: { errno: 8370101, errmsg: '规则不存在' },
  /** GET /v1/content/forbid: no notice by this noticeID. */
  noSuchNotice: { errno: 8370201, errmsg: '通知不存在' },
  /** POST /v1/agreement/accept: a version is not the current one; nothing recorded. */
  agreementsChanged: { errno: 8370301, errmsg: '协议已更新，请重新查看' },
  // --- benefit: cash-out and the benefit center (benefit/createBenefitHandlers.ts) ---
  /** Cash-out: the account is not real-name verified. */
  notVerified: { errno: 8390001, errmsg: '请先完成实名认证' },
  /** Cash-out: no phone is bound. */
  phoneNotBound: { errno: 8390002, errmsg: '请先绑定手机号' },
  /** Cash-out: no WeChat account is bound to receive the money. */
  weChatNotBound: { errno: 8390003, errmsg: '请先绑定微信' },
  /** Cash-out: outside the monthly window. */
  outsideWindow: { errno: 8390004, errmsg: '当前不在提现时间内' },
  /** Cash-out: every withdrawal of the month is used. */
  monthlyTimesUsed: { errno: 8390005, errmsg: '本月提现次数已用完' },
  /** Cash-out: the amount is below the minimum of one withdrawal. */
  belowMinimum: { errno: 8390006, errmsg: '低于单笔最低提现金额' },
  /** Cash-out: the amount is more than the cash value available. */
  aboveBalance: { errno: 8390007, errmsg: '超出可提现金额' },
  /** Cash-out: the amount is above the maximum of one withdrawal. */
  aboveMaximum: { errno: 8390008, errmsg: '超出单笔最高提现金额' },
  /** A money request's idempotency key was used for another request. */
  keyReused: { errno: 8390009, errmsg: '请求重复，请刷新后重试' },
  /** Cash-out detail: no withdrawal of this user by this id. */
  noSuchWithdrawal: { errno: 8390010, errmsg: '提现记录不存在' },
  /** Exchange, gift: not enough 红钻. */
  insufficientRed: { errno: 8390101, errmsg: '红钻余额不足' },
  /** Exchange: the option is no longer offered. */
  optionWithdrawn: { errno: 8390102, errmsg: '该兑换档位已下架' },
  /** The daily reward or this reward was claimed before. */
  alreadyClaimed: { errno: 8390103, errmsg: '已经领取过了' },
  /** No claimable reward by this id (unknown or expired). */
  noSuchReward: { errno: 8390104, errmsg: '奖励不存在或已过期' },
  /** Gift: the receiver is unknown, is the giver, or may not receive. */
  noSuchFriend: { errno: 8390105, errmsg: '该用户暂时无法接收红钻' },
  // --- recharge: 83800xx; a minor's account is `minor` (8304101) ---
  /** The order would take the day's recharges over the daily cap. */
  dailyCap: { errno: 8380001, errmsg: '已超过今日充值限额' },
  /** The order would take the month's recharges over the monthly cap. */
  monthlyCap: { errno: 8380002, errmsg: '已超过本月充值限额' },
  /** The package is not on sale (any more), or its price changed. */
  packageWithdrawn: { errno: 8380003, errmsg: '该充值档位已下架' },
  /** No order has this id. */
  orderUnknown: { errno: 8380004, errmsg: '订单不存在' },
  /** A custom amount outside the limits, or custom amounts are off. */
  amountOutOfLimits: { errno: 8380005, errmsg: '充值金额超出范围' },
  /** Web recharge: no account has this account ID. */
  accountUnknown: { errno: 8380006, errmsg: '账号不存在' },
  jsapiOff: { errno: 8380007, errmsg: '微信内支付暂未开通' },
  payPasswordWrong: { errno: 8390011, errmsg: '支付密码错误' },
  verificationNeeded: { errno: 8390012, errmsg: '请先完成身份验证' },
  // --- guilds and hosts (guild/createGuildHandlers.ts): 83300xx ---
  /** The user's roles do not cover this statement, member or act. */
  guildNoPermission: { errno: 8330001, errmsg: '你的身份无权查看此内容' },
  /** The user is in no guild, or the member named is not in it. */
  notGuildMember: { errno: 8330002, errmsg: '你还不是公会成员' },
  /** Applying as a host, or the guild's withdrawal, needs real-name verification. */
  hostNotVerified: { errno: 8330003, errmsg: '请先完成实名认证' },
  /** An application is pending already. */
  applicationPending: { errno: 8330004, errmsg: '你的申请正在审核中，请耐心等待' },
  /** The ratio is outside the split's limits or off its step. */
  ratioOutOfLimits: { errno: 8330005, errmsg: '分成比例超出允许范围' },
  /** The settlements of a period still open. */
  periodNotSettled: { errno: 8330006, errmsg: '该周期尚未结算' },
  /** A host requirement other than real-name verification is not met. */
  requirementsUnmet: { errno: 8330007, errmsg: '暂未满足申请条件' },
  /** A host (or a suspended one) does not apply again. */
  alreadyHost: { errno: 8330008, errmsg: '你已经是主持人了' },
  /** The guild's withdrawal needs its bank account bound. */
  guildAccountNotBound: { errno: 8330009, errmsg: '请先绑定公会收款账户' },
  /** Any other server failure (sent with HTTP 500). */
  server: { errno: 500, errmsg: '服务器繁忙，请稍后重试' },
} as const
