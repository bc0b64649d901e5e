/**
 * Generated from docs/openapi.yaml by `pnpm --filter @h5/api generate` (openapi-typescript). Do not edit:
 * change docs/openapi.yaml and regenerate. packages/api/scripts/openApiTypes.test.ts fails when this file
 * no longer matches the document. Types only: nothing here reaches the built JavaScript.
 */

export interface paths {
    "/v1/getPolicyToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An upload policy for the object store
         * @description Ours. Answers a signed policy the page uploads a file with (avatar, photo or voice). The policy is
         *     refused after `expire`.
         */
        post: operations["getPolicyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/buy-guard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Become an anchor's guard
         * @description Ours. Charges the plan's 钻石 (getGuardInfo's `plans`: a level and a number of months) and extends the
         *     user's guard of that anchor by the plan's months, 30 days each, from its current end (getGuardInfo's
         *     `mine.expireAt`), or from now when I hold none; buying another level replaces the level and the end
         *     carries on. The answer's `expireAt` is that new end. A guard is a tip to a host, so the tipping
         *     rules apply: the account must be real-name verified (8310002), minors may not (8304101), the server's daily
         *     and monthly caps hold (8310003, 8310004), and nobody guards themselves (8310005). `diamonds`, the price
         *     the user confirmed, is checked when sent: another price now is 8310008 and nothing is charged (left out,
         *     the current price is charged: older clients). `idempotencyKey` is made when the user starts the purchase
         *     and kept across its retries: a key the server has seen answers what it did the first time (no second
         *     charge); the same key for another anchor, level, months or price is 8390009.
         */
        post: operations["buyGuard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/buy-honor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy an honour badge
         * @description Ours. Buys a VIP tier (the honour badge; `honorID` is getVipTiers' `tier`): charges the 钻石 option
         *     `optionID` of the tier (its 30-day option when left out) and extends the membership by its days from its
         *     current end (or from now). Minors may not buy (8304101); a tier or option no longer sold is 8310007;
         *     `diamonds` as for buyGuard (8310008). `idempotencyKey` as for buyGuard: a key the server has seen answers
         *     what it did the first time; the same key for another badge, option or price is 8390009.
         */
        post: operations["buyHonor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wx/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange a WeChat OAuth code
         * @description Ours (method and payload). Exchanges the `code` WeChat's OAuth redirect gave the page.
         */
        get: operations["wxAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/wx-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a WeChat Pay order
         * @description Ours (method and payload). Creates an order and answers the JSAPI parameters the page hands native's
         *     `payV2` (`channel: 'wechat'`, `payParams`).
         */
        post: operations["createWxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/ali-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an Alipay order
         * @description Ours (method and payload). Creates an order and answers the signed order string the page hands
         *     native's `payV2` (`channel: 'alipay'`).
         */
        post: operations["createAliOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/game/send-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a line of chat in a game
         * @description Ours (method and payload).
         */
        post: operations["sendWords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/common/country-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dialling codes for the phone-number forms
         * @description Ours (path, method and payload). Mainland China first.
         */
        get: operations["getCountryCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packet/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a red packet
         * @description Given by the product specification: POST with `accessToken`, `openID`, `redpacketID`, `channel`; answers
         *     `data.money`. Errnos
         *     8348202 and 8348204 count as success for the opener (`@h5/redpacket` sets state 1 / state 2). One open
         *     per user and packet: a second answers 8348203.
         */
        post: operations["openPacket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packet/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a red packet from the user's balance
         * @description Ours (the payload). Takes `amount` from `leftTotal` (see getMyReward) and
         *     splits it into `count` shares; the packet then appears first in getMyRecord. A minor's account is
         *     refused (8304101) before anything else is checked. `idempotencyKey` is made when the user starts the send
         *     and kept across its retries: a key the server has seen answers the packet it made for it (no second
         *     packet, nothing taken twice); the same key with another amount, count or greeting is 8390009.
         */
        post: operations["sendPacket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event/get-newbee-redbag-task-reward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the new-user red-bag task reward
         * @description Ours (method and payload). Pays once per user, into the balance.
         */
        post: operations["getNewbeeRedbagTaskReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packet/myReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's red-packet balance
         * @description Given by the product specification: GET, no payload; answers the amounts. It shows no token for the
         *     three red-packet GETs; how the real backend knows the user here is an open question for the backend team
         *     (the simulator answers for its one user).
         */
        get: operations["getMyReward"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packet/myRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packets the user sent, newest first
         * @description Given by the product specification (`limit=100`; answers `data.items`); the item fields are ours.
         */
        get: operations["getMyRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packet/open/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who opened a packet, newest first, and its sender
         * @description Given by the product specification (`redpacketID`, `limit=20`; answers `total`, `items`, `nickName`,
         *     `avatar`); the item fields are ours. `total` counts
         *     every opener, `items` the newest `limit`; the top-level `nickName` and `avatar` are the sender's.
         */
        get: operations["getOpenRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rule document the server holds
         * @description Ours. The rules of activities that change without a release (`/rule/dynamic/:id`), and the server's
         *     override of a rule the app carries (its `ruleID` is the rule's path without the leading slash,
         *     `rule/choujiang`). Public: no tokens. Errno 8370101 means the server has none by that id; for a rule the
         *     app carries, the page then keeps its own text.
         */
        get: operations["getRuleDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/forbid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ban notice, for an account or a room
         * @description Ours. The notice the app links to when it bans an account or a room (`/banner/forbid?noticeID=…`):
         *     what was banned, why, since and until when, and until when an appeal is taken. Public by its id (an
         *     unguessable id the server issues): a banned account may have no working session.
         */
        get: operations["getForbidNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a page sends the user who asks for customer service (联系客服)
         * @description Ours. The customer-service channel inside the app for a topic: a chat with the service account
         *     (`ServiceConversation`, native's `gotoConversation`) or the help page (`ServicePage`, opened with
         *     `openPage`); `channel: null` when the server names none. Public (no tokens): it names an account
         *     and a page, nothing of the user. Outside the app neither opens, so a page asks only in the app and
         *     otherwise gives the steps (我的 - 帮助与反馈).
         */
        get: operations["getSupportChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agreement/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The agreements the user has not accepted in their current version
         * @description Ours. What `/agreement/agreementpop` lists: each agreement whose current version the user has not
         *     accepted, with what changed. An empty list means nothing is pending.
         */
        post: operations["getPendingAgreements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agreement/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the user accepted these agreement versions
         * @description Ours. Records the versions the user saw and accepted on `/agreement/agreementpop`. Idempotent: accepting
         *     a version twice records it once. Errno 8370301 when a version is no longer the current one (the
         *     agreement changed again meanwhile): nothing is recorded and the page loads the list anew.
         */
        post: operations["acceptAgreements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/realname/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's real-name status, masked, and the server's limits
         * @description Ours. Where the user stands (not verified, under review, verified, rejected with the reason), what was
         *     verified (masked: `张*三`, `1101**********123X`; the full name and number never come back), whether
         *     the verified person is a minor (recharge and tipping refused) or under 16 (may not stream), the bound
         *     phone (masked), and the limits the pages follow: face checks left today and the lowest app version
         *     whose `faceVerify` the backend accepts (older apps are offered manual review only).
         */
        post: operations["getRealNameStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/realname/certify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a name and number and issue a face-verification ticket
         * @description Ours; the shape of the cloud liveness services (a server-side "init" answering a certify id the app's
         *     SDK runs, then a server-side "describe"). Checks the name against the number first (so a typo costs no
         *     face check) and answers `certifyID` for native's `faceVerify`. Issuing a ticket counts no attempt: an
         *     attempt is counted when the face check runs (getFaceVerifyResult), so a user who goes back before the
         *     camera opens loses nothing. It answers 8360003 once the day's attempts are used. The
         *     quick path takes 18-character numbers with the GB 11643 check character: mainland ID cards, Hong Kong,
         *     Macau and Taiwan residence permits (`810000`, `820000`, `830000`) and foreigners' permanent-residence
         *     IDs (leading `9`); other documents go to manual review.
         */
        post: operations["startFaceVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/realname/certify/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The outcome of a face check, decided by the server
         * @description Ours. Asks the liveness service how the ticket's face check ended; the page calls it once native's
         *     `faceVerify` has run, passed or not (not when the user closed the camera). This is where one of the
         *     day's attempts is counted: a check that ran counts, passed or failed. `sdkPassed` is what native's SDK
         *     reported; it can only fail a check (a check the SDK failed is never passed), never pass one: the server
         *     decides from the liveness service. Success answers the new status (verified). A failed check answers
         *     8360004; a ticket older than 10 minutes, unknown or used answers 8360005 and counts nothing; 8360003
         *     when the day's attempts were used meanwhile (tickets issued earlier), counting nothing. A ticket whose
         *     check ran but was never asked about is settled by the server with the liveness service and counted
         *     then.
         */
        post: operations["getFaceVerifyResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/realname/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a document for manual review
         * @description Ours. The name, the document and its number, three photos (front, back, hand-held: URLs from native's
         *     `uploadPhotos`, or object keys a browser uploaded with a `realname` policy of getPolicyToken) and the
         *     SMS code sent to the bound phone (sendSmsCode, scene `realname`). Answers the status `reviewing`; a
         *     reviewer decides within `reviewDays` working days.
         */
        post: operations["submitManualVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit SMS code for a signed-in user
         * @description Ours. `realname`, `cancellation` and `phoneOwner` (the proof that the user holds the bound phone, before
         *     a phone change: provePhoneOwner) send to the bound phone; `phoneChange` sends to the new number given.
         *     One send per number per `resendAfterSeconds` (60), at most a daily number of sends per number
         *     (`dailyLeft` says how many remain). A code is valid for 5 minutes and once.
         */
        post: operations["sendSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a new phone number
         * @description Ours. The new number, the code sendSmsCode (`phoneChange`) sent to it, and, when a phone is bound, the
         *     proof that the user holds it (`proofTicket` of provePhoneOwner: a code sent to the bound phone, or a
         *     face check of the verified user). Without that proof an unlocked phone with the app signed in could move
         *     the account to anyone's number: a missing, unknown, used or expired proof answers 8361007. A user who
         *     lost the bound number and cannot prove it by face goes to manual review (submitPhoneReview). Answers
         *     the new number masked; the proof is used.
         */
        post: operations["changePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone/owner/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the user holds the bound phone, before a phone change
         * @description Ours. The code sendSmsCode (`phoneOwner`) sent to the bound phone, or, for a verified user who lost the
         *     number, a face check against the verified document (startPhoneOwnerFaceCheck, native `faceVerify`, then
         *     this with the ticket; it counts one of the day's face checks as getFaceVerifyResult does). Answers a
         *     `proofTicket` changePhone takes, good once for 30 minutes.
         */
        post: operations["provePhoneOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone/owner/face": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A face-check ticket proving the owner of a verified account
         * @description Ours. For a verified user who cannot receive codes on the bound number: a `certifyID` for native's
         *     `faceVerify`, compared by the liveness service with the verified document's photo (the server holds the
         *     name and number; the page sends none). Counts nothing until the check runs (provePhoneOwner). 8361008
         *     when the account is not verified (manual review is the way then), 8360003 when the day's face checks are
         *     used.
         */
        post: operations["startPhoneOwnerFaceCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a manual review to bind a new number when the old one is lost
         * @description Ours (/oauth/phone/mancheck). For a user who can no longer receive codes on the bound number:
         *     a photo of the ID card (a URL from native `uploadPhotos`, or an object key under the `realname` policy's
         *     directory of getPolicyToken), why the old number is lost (5–200 characters), and the new number with the
         *     code sendSmsCode (`phoneChange`) sent to it. Answers the review `reviewing`; staff bind the new number
         *     within `reviewDays` working days.
         */
        post: operations["submitPhoneReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/phone/review/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where the user's manual phone review stands
         * @description Ours. `none` when the user never asked for one.
         */
        post: operations["getPhoneReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/cancellation/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The conditions of cancelling the account, and a cancellation under way
         * @description Ours. Only what protects the user's own assets is a condition (no pending withdrawal, balances withdrawn
         *     or given up, not a guild owner, no unfinished orders); each failed one says how to clear it. A balance
         *     may be given up instead (`waivable`); `balances` says how much would be given up. `maskedPhone` is where
         *     the cancellation's code goes. `pending` is a cancellation already submitted: it takes effect at
         *     `effectiveAt` (`daysLeft` days from now, by the server's clock), and logging in before then, or
         *     withdrawCancellation, withdraws it.
         */
        post: operations["getCancellationCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/cancellation/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the account, after the cooling-off period
         * @description Ours. The code sendSmsCode (`cancellation`) sent to the bound phone, and whether the user gives up the
         *     balances left (required when the balance condition is not met otherwise). A second submit while one is
         *     pending answers the pending one (idempotent).
         */
        post: operations["submitCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/cancellation/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a cancellation in its cooling-off period
         * @description Ours. 撤销注销: the account stays, as if the user had logged in again. Answers the check as it is now
         *     (no `pending`). Idempotent: with nothing pending it answers the same.
         */
        post: operations["withdrawCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a login code to a phone number (no session)
         * @description Ours. The same limits as sendSmsCode, counted per number. `channel: voice` has the code read out in a
         *     phone call instead (for an SMS that does not come); it shares the number's limits. The risk check may
         *     ask for a captcha first: 8361009 with the challenge in `data` (a picture to read, or a piece to slide
         *     into place), nothing sent; the page sends again with `captcha`. A wrong answer is 8361010 with a new
         *     challenge. The answer is checked by the server only.
         */
        post: operations["sendLoginSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/login/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in on the web with a phone number and an SMS code
         * @description Ours. Answers the web session's tokens. A number without an account gets a new one. Logging in during a
         *     cancellation's cooling-off period withdraws the cancellation (`cancellationWithdrawn`).
         */
        post: operations["loginByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cashout/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cash-out eligibility, limits and fee rates
         * @description Ours. Everything the cash-out pages follow, from the server: the cash value the user may withdraw, the
         *     limits of one withdrawal, the fee rate, the monthly window and the withdrawals left this month, and the
         *     facts of the gates in the order the pages check them (real-name verified, phone bound, WeChat bound, inside
         *     the window, withdrawals left). @h5/benefit's `cashoutGate` names the first gate that blocks.
         */
        post: operations["getCashoutInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cashout/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a withdrawal of fen to the bound WeChat
         * @description Ours. Withdraws `amountFen` to the bound WeChat account, once the user proved it is the owner (`smsCode` or
         *     `payPassword`, as `verifyBy` asks; 8390012 without, 8361001 / 8361002 / 8390011 when wrong). The server checks
         *     the gates and the limits again and computes the fee itself. `idempotencyKey` is made when the user starts the attempt and kept across its
         *     retries: a key the server has seen answers the withdrawal it made for it (no second one); the same key with
         *     another amount is 8390009.
         */
        post: operations["submitWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cashout/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the withdrawal's SMS code to the bound phone
         * @description Ours. With `verifyBy` sms, the code the confirmation sheet asks for before a withdrawal is paid out: six
         *     digits to the bound phone, valid 5 minutes, one send a minute (8361003).
         */
        post: operations["sendWithdrawalSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cashout/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's withdrawals, newest first, a page at a time
         * @description Ours. Cursor-paged (see "Paged lists" above): the first page without `cursor`, the next with the
         *     `nextCursor` of the last; `nextCursor: null` ends the list.
         */
        post: operations["getWithdrawals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cashout/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One withdrawal with its timeline
         * @description Ours. The withdrawal and its timeline: submitted, reviewing, then paid or rejected (with the reason).
         */
        post: operations["getWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 红钻 account of the benefit center
         * @description Ours. The 红钻 balance (earned from gifts received), the 钻石 balance, the cash value the user may withdraw,
         *     today's login reward and the rewards waiting to be claimed, and whether the user may give 红钻 (minors may not).
         */
        post: operations["getBenefitAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/exchange/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The preset exchanges of 红钻 for 钻石 at the server's rate
         * @description Ours. The server's rate and its preset options; the page exchanges only these.
         */
        post: operations["getExchangeOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange 红钻 for 钻石 by a preset option
         * @description Ours. Exchanges one preset option after the user confirmed it. `idempotencyKey` as for withdrawals: a key
         *     seen before answers the first exchange again.
         */
        post: operations["exchangeRedDiamonds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/daily/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim today's login reward
         * @description Ours. Once a day (the server's day); a second claim is 8390103 and the account keeps `claimedToday`.
         */
        post: operations["claimDailyReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rewards to claim (task and activity rewards in 红钻)
         * @description Ours. Every reward of the user, claimable first.
         */
        post: operations["getRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/rewards/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim one reward
         * @description Ours. Adds the reward's 红钻 to the balance, once.
         */
        post: operations["claimReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/rewards/claim-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim every claimable reward in one request (一键领取)
         * @description Ours. Claims the rewards `rewardIDs` names (the claimable ones the page shows), each once, and answers what
         *     each came to: `claimed` with the 红钻 it gave, or `failed` with why (`expired`, `claimed` before, `unknown`),
         *     so a partial result is said clearly. `idempotencyKey` as for withdrawals: a key seen before answers the
         *     first claim again; the same key with other ids is 8390009.
         */
        post: operations["claimAllRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit/give": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give 红钻 to a friend
         * @description Ours. Gives `red` 红钻 to a user picked with native's `selectUserFromRelationList`, after the user confirmed
         *     the friend and the amount. Minors may not give (8304101): giving moves value to another account like a tip
         *     (the 2021 rules on live-stream tipping). `idempotencyKey` as for withdrawals.
         */
        post: operations["giveRedDiamonds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who I am to the guild engine
         * @description Ours. The server's roles for the user (several at once: a president is also a member and often a host), my
         *     guild and my family if any. The roles decide what the statement engine lets me read (`StatementKind`) and
         *     who its rows may name; a page reads them before it asks for a statement, so a role that cannot see a page
         *     is told so with the way there, never shown an empty table.
         */
        post: operations["getGuildMe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The periods of a statement, newest first, a page at a time
         * @description Ours. The server's periods of one statement kind and granularity (days, the settlement weeks, months),
         *     newest first, each with its window, whether it is settled (final) or still open, and when it settles.
         *     Cursor-paged like getWithdrawals, so nothing loads a whole year at once. The role rules are getStatement's
         *     (8330001, 8330002).
         */
        post: operations["getStatementPeriods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One statement of one period, or of one member in it
         * @description Ours. The statement engine (docs/families.md, "The statement engine"): a kind, a period, its totals and
         *     the breakdown of one total, and (getStatementRows) its rows. With `memberID`, the statement of that one
         *     member (the drill-down of a row). Who may read what (`StatementKind`): a kind my roles do not cover, or a
         *     member my roles do not cover, is 8330001; a guild kind asked by a user without a guild is 8330002. The
         *     settlements of a period still open are 8330006 (nothing is settled yet).
         */
        post: operations["getStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/statement/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rows of a statement, a page at a time
         * @description Ours. The rows of getStatement's statement (same `kind`, `periodID`, `memberID` and rules), cursor-paged.
         *     A row with a `memberID` opens into that member's statement and rows (flow by member -> one host).
         */
        post: operations["getStatementRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The revenue split of the guild's members, with the server's limits
         * @description Ours. The share of their income each member keeps (`ratioBp`, basis points), a change already made that
         *     takes effect from the next period, the server's limits (min, max, step) and when a change made now takes
         *     effect. The president and guild admins read it (8330001 otherwise, 8330002 without a guild). Cursor-paged.
         */
        post: operations["getRevenueSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/split/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one member's split from the next period
         * @description Ours. The president sets `memberID`'s ratio to `ratioBp` from the next period (the current one is settled at
         *     the old ratio); the answer names the date it takes effect. A ratio outside the limits or off the step is
         *     8330005; anyone but the president 8330001; a member not in my guild 8330002. `idempotencyKey` as for
         *     submitWithdrawal: a key the server has seen answers the change it made; the same key for another member or
         *     ratio is 8390009.
         */
        post: operations["changeRevenueSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/host/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My host state, the requirements and my application
         * @description Ours. My host state (not a host, applying, host, suspended), each requirement to apply with its state
         *     (real-name verification, 18 or older, a bound phone, and what the server adds), and my last application
         *     with its review (pending, accepted, rejected with the reason).
         */
        post: operations["getHostStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/host/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to become a host
         * @description Ours. Sends my application for review; the answer is my host status with the pending application. The
         *     server checks the requirements again: not real-name verified is 8330003, any other unmet one 8330007, an
         *     application already pending 8330004, a host (or a suspended one) 8330008. `idempotencyKey`: a retry of the
         *     same attempt answers the application it made.
         */
        post: operations["applyForHost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/cashout/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The guild's withdrawal gates, limits and fee rate
         * @description Ours. The cash-out engine of the wallet family (getCashoutInfo) for the guild's balance: the same limits,
         *     fee rule (`max(minFeeFen, round(amountFen × feeRateBp / 10000))`), window, times left and owner check,
         *     with the guild's gates in the order the page checks them: `president` (only the president withdraws),
         *     `verification` (a verified company or person), `account.bound` (the guild's bank account), `window.open`,
         *     then `timesLeft` > 0. Only the president reads it (8330001; 8330002 without a guild).
         */
        post: operations["getGuildCashoutInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/cashout/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the guild withdrawal's SMS code to the president's phone
         * @description Ours. As sendWithdrawalSmsCode, for the president's guild withdrawal (8330001 for anyone else).
         */
        post: operations["sendGuildWithdrawalSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/cashout/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from the guild's balance to its bank account
         * @description Ours. submitWithdrawal's payload and answer (`WithdrawalPayload`, `Withdrawal`: `nickName` is the account's
         *     holder as the bank names it) for the guild's balance. The server checks the gates again: not the president
         *     8330001, not verified 8330003, no account bound 8330009, then the window, the times, the limits, the
         *     owner check and the key as submitWithdrawal does.
         */
        post: operations["submitGuildWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guild/cashout/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The guild's withdrawals, newest first, a page at a time
         * @description Ours. As getWithdrawals, for the guild's withdrawals; the president reads them (8330001 otherwise).
         */
        post: operations["getGuildWithdrawals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/recharge-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The recharge page of the signed-in user
         * @description Ours. The user's 钻石 balance and what they may buy: the packages on sale (diamonds, bonus, price,
         *     tag), the custom amount's limits (or none), and the user's daily and monthly recharge caps with what is
         *     used and the remaining amount under which the page reminds the user (the 2021 rules on live-stream
         *     tipping). Every price and limit comes from here; the page writes none of them.
         *     A minor's account answers 8304101 (recharge refused).
         */
        post: operations["getRechargeInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/order-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where a recharge order stands
         * @description Ours. The server's word on an order of createWxOrder, createAliOrder or createWebOrder: `pending`
         *     (not paid yet, or the payment provider has not told the server), `paid` (the diamonds are credited),
         *     `failed` (the provider refused the payment) or `closed` (never paid and no longer payable). Only
         *     `paid` is success; native's `payV2` answer never is. An order refunded later answers `paid` here (it
         *     was paid; the refund is the records' to show, getRechargeOrders). Takes the order id alone, so the web recharge
         *     page can ask after the return from WeChat or Alipay, where no one is signed in; order ids are random
         *     and the answer holds no personal data.
         */
        post: operations["getPayOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's recharge orders (充值记录), newest first, a page at a time
         * @description Ours. Every recharge order of the signed-in account, whatever the channel (the app's WeChat Pay and
         *     Alipay, Apple's in-app purchase, web recharge to this account's ID; not a VIP money option's order,
         *     which the membership's history shows), newest first. Cursor-paged (see
         *     "Paged lists" above): the first page without `cursor`, the next with the `nextCursor` of the last;
         *     `nextCursor: null` ends the list. A minor's account is answered like any other: the records are theirs
         *     and their guardian's to see, although a minor may not recharge.
         */
        post: operations["getRechargeOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/web/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Web recharge: the account of an account ID, and what it may buy
         * @description Ours. Outside the app no one is signed in: the user types the account ID they recharge, the page shows
         *     the nickname and avatar this answers for them to confirm, and the web packages (the cheaper channel:
         *     the same shape as getRechargeInfo's, without the balance, which is the account holder's own).
         *     A minor's account answers 8304101.
         */
        post: operations["findRechargeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/web/wx-authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay inside WeChat: where WeChat's web authorisation starts
         * @description Ours. Inside WeChat's own browser WeChat H5 pay is refused; the page pays through WeChat's in-browser pay
         *     (JSAPI), which needs the user's openid under the server's official account. This answers the address of
         *     WeChat's OAuth2 authorisation for it: `https://open.weixin.qq.com/connect/oauth2/authorize` with the
         *     server's `appid`, `redirect_uri` (the page's own address), `response_type=code`, `scope=snsapi_base` (silent:
         *     the openid only, no consent screen) and the page's `state`, ending `#wechat_redirect`. WeChat sends the
         *     browser back to `redirectUri` with `code` and `state` added; the page checks `state` against the one it
         *     made, then exchanges the code with wxAuth. The appid is the server's, the one its JSAPI orders are signed
         *     for: an openid belongs to one appid. 8380007 when JSAPI is not set up: the page guides the user to the
         *     system browser.
         */
        post: operations["getWxWebAuthorizeUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/web/jsapi-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay inside WeChat: create a JSAPI order for an account ID
         * @description Ours. Web recharge inside WeChat's browser: creates the order for the account ID, paid by the WeChat user
         *     `openid` names (wxAuth's answer after getWxWebAuthorizeUrl), and answers the parameters of
         *     `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`, which opens WeChat's pay sheet: `appId`, `timeStamp`
         *     (unix seconds, a string), `nonceStr`, `package` (`prepay_id=…`), `signType` and `paySign`, signed by the
         *     server. The pay sheet's `get_brand_wcpay_request:ok` is not the server's word: the page asks getPayOrder
         *     until it says paid. The same `idempotencyKey` answers the same order. 8380007 when JSAPI is not set up.
         */
        post: operations["createJsapiOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xpay/web-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Web recharge: create a WeChat H5 pay or Alipay wap pay order
         * @description Ours. Creates an order for the account ID and answers the provider's pay page: for `wechat`, WeChat H5
         *     pay's page, which returns the browser to `returnUrl` with `orderID=<id>` added to its query; for
         *     `alipay`, Alipay's wap pay page, which returns the same way. The same `idempotencyKey` answers the
         *     same order (a retry after a time-out creates none). The return address must be on the page's own
         *     origin. After the return the page asks getPayOrder only when the user taps (WeChat's H5 pay rules
         *     forbid an automatic query).
         */
        post: operations["createWebOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The mall: its tabs and the goods of one tab
         * @description Ours. The mall's tabs as the server orders them (avatar frames, chat bubbles, entrance banners, profile cards,
         *     pretty numbers...) and the goods of `tab` (the first tab when left out): each with its preview, how it is
         *     unlocked (a price, a wealth level or a VIP tier), the lowest 钻石 price, and whether I own it, wear it and
         *     until when. Prices are in getGoodsOptions.
         */
        post: operations["getMallGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/goods/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A goods item's price options and my 钻石
         * @description Ours. The options a goods item is sold with, as the server prices them now: a duration in days or
         *     permanent (`days` null), a price in 钻石 (`diamonds`) or in money (`priceFen`, paid through the pay flow
         *     with `productID`, Android only), and my 钻石 balance. An item that is no longer sold is 8310007.
         */
        post: operations["getGoodsOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a goods item (a pretty number, a decoration) with 钻石
         * @description Ours. Buys one 钻石 option of a goods item for myself, after the user confirmed it, and extends what I own
         *     from its current end (or from now; a permanent option never ends). `diamonds` is the price the user
         *     confirmed: when the server's price is another, nothing is charged and the answer is 8310008 (the page
         *     reloads the options). A money option (`currency` cny) is paid through createWxOrder / createAliOrder with
         *     its `productID`, never here (400). Minors may not buy (8304101). A pretty number someone else took first is
         *     8310006; goods unlocked by a wealth level or a VIP tier are not sold (8310014). `idempotencyKey` as for
         *     buyGuard: a key the server has seen answers what it did the first time; the same key for another item,
         *     option or price is 8390009.
         */
        post: operations["buyGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/give": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a goods item to another user, paid with my 钻石
         * @description Ours. Buys one 钻石 option of a decoration for `toUserID`, after the user confirmed the receiver, the item
         *     and the price. A gift moves value to another account like a tip: minors may not (8304101), and the
         *     server's daily and monthly caps apply (8310003, 8310004; `TipCaps` of getGuardInfo). Pretty numbers cannot
         *     be given, transferred or resold (8310012); the receiver must exist and not be the giver (8310013).
         *     `diamonds` and `idempotencyKey` as for buyGoods.
         */
        post: operations["giveGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/backpack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My backpack: the goods I own, with their end
         * @description Ours. Every goods item I own and have not lost (expired ones are gone), of `kind` when given: its end
         *     (`expireAt`, null for permanent), whether I wear it, and how I got it.
         */
        post: operations["getBackpack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/wear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wear an owned item (one per kind)
         * @description Ours. Wears an item I own and that has not ended; the item of the same kind I wore before is taken off
         *     (`replacedGoodsID`). A pretty number worn shows instead of my ID; the ID stays the account's. Not owned or
         *     ended: 8310009.
         */
        post: operations["wearItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mall/take-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take off a worn item
         * @description Ours. Takes off an item I own (taking off one not worn changes nothing and succeeds). Not owned or ended:
         *     8310009.
         */
        post: operations["takeOffItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vip/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The VIP tiers, their price options and perks
         * @description Ours. The tiers the server sells in `lineup` (`uservip`: VIP and SVIP; `vipv2`, the default: VIP, SVIP
         *     and XVIP), cheapest first, each with its price options and the perks it unlocks (ids into `perks`, so the
         *     page compares the tiers side by side), and my 钻石 balance. A tier's `tier` is the `honorID` buyHonor
         *     takes.
         */
        post: operations["getVipTiers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vip/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My membership: tier, end, auto-renew, the daily 钻石 claim, history
         * @description Ours. `status`: `none` (never a member), `active`, `expiring` (active, ending within
         *     `expiringWithinDays`), `expired`. Renewing extends from the current end. Auto-renew is off unless the
         *     user turned it on (setAutoRenew); `daily` is the members' daily 钻石, once a day (the server's day).
         */
        post: operations["getMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vip/auto-renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn auto-renew of my membership on or off
         * @description Ours. Off in one request (`on` false). On only with `optionID` (a tier option of getVipTiers, charged in
         *     钻石 from the balance at `nextChargeAt`) and `confirmed` true: the page showed the price, the date of the
         *     next charge, the reminder `remindDaysBefore` days before, and how to cancel, and the user agreed (400
         *     without it). Needs an active membership (8310011); minors may not (8304101); an option no longer sold is
         *     8310007.
         */
        post: operations["setAutoRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vip/daily/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the members' daily 钻石
         * @description Ours. Once a day (the server's day) while the membership is active: a second claim is 8310010 (the
         *     page shows the claimed state, not an error); without an active membership 8310011.
         */
        post: operations["claimVipDaily"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guard/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's guard page: who, my guard of them, the plans, my caps
         * @description Ours. The guarded user (`targetUserID`; myself when it is my own ID, `self` true: nobody guards
         *     themselves), my guard of them (`mine`, null when none) and the plans the server sells (level, perks, months
         *     and 钻石). A guard is a tip to a host, so the page needs what the tipping rules ask: whether I am real-name
         *     verified, a minor, and my daily and monthly caps. An unknown user is 8310013.
         */
        post: operations["getGuardInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guard/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's guards, paged
         * @description Ours. The users guarding `targetUserID` now, the highest level and the latest end first, by cursor as
         *     getWithdrawals pages. No amounts of money.
         */
        post: operations["getGuards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/number/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The pretty numbers on sale, by pattern tab or searched by digits
         * @description Ours. The pattern tabs the server offers (AAAA, ABAB, 520, 1314, short numbers...) and the numbers of
         *     `tab` (the first when left out) still on sale, or, with `digits`, those containing them (any tab), by
         *     cursor. Each number has its price options (a duration or permanent).
         */
        post: operations["getNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/number/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My pretty numbers
         * @description Ours. My original ID (the account's ID, which comes back when a number ends) and the pretty numbers I
         *     own, with their end and whether I wear one. Numbers cannot be transferred or resold.
         */
        post: operations["getMyNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wealth/level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My wealth level: value, gap, the level table, the keep-level rule
         * @description Ours. The wealth level is earned by spending 钻石, never bought. My own figures only: my level and
         *     value, the gap to the next level, every level with its privileges, and the keep-level rule (the value
         *     needed within `windowDays`, or the level drops at `checkAt`).
         */
        post: operations["getWealthLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wealth/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My wealth value ledger of one month, paged
         * @description Ours. What added to my wealth value in `month` (server time, UTC+8) and when, newest first, by cursor as
         *     getWithdrawals pages; `monthValue` is the month's sum. My own entries only.
         */
        post: operations["getWealthLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's public page: profile, badges, top guards, gift wall, first works
         * @description Ours. The public page of `targetUserID`: avatar, name, the ID the app shows (`shownID`: the worn pretty
         *     number, else the account ID), the VIP tier and wealth level as badges, follower counts, the top guards
         *     (at most 3, the highest level first; the whole list is getGuards), the gift wall (gifts received by kind,
         *     with counts) and the first works. No amounts of money: no gift values, no spending, the wealth level as a
         *     level only. The page is public: without the token pair (a browser outside the app) it answers with
         *     `viewer` null; with a pair, `viewer` says whether the page is mine and whether I follow them (an invalid
         *     pair answers 8304006). An unknown user is 8320001, a banned account 8320002.
         */
        post: operations["getUserHome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a user
         * @description Ours. Follows `targetUserID`. Idempotent by nature: following someone I already follow answers success
         *     and changes nothing, so a double tap or a retry after a lost answer is safe without a key. Refused for
         *     myself (8320003), past the server's follow limit (8320004), for an unknown user (8320001) or a banned
         *     account (8320002). Answers the state after the call.
         */
        post: operations["followUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop following a user
         * @description Ours. Stops following `targetUserID`. Idempotent: unfollowing someone I do not follow answers success.
         *     An unknown user is 8320001; a banned account may still be unfollowed.
         */
        post: operations["unfollowUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The activity center: every event live, upcoming or ended
         * @description Ours. The events the activity center lists, in the server's order: each with its title, art, window, state
         *     at the answer's time and the route of the app it opens. The page groups them by state (进行中, 即将开始,
         *     已结束); the state on screen follows the window and the server's clock (`X-Server-Time`), so an event
         *     whose start passes while the list is open moves to 进行中 without a reload.
         */
        post: operations["getActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One event: its window, state, rules and who cannot take part
         * @description Ours. One event (`eventID`): its window (`startsAt`, `endsAt`, `settledAt` when known), its state at the
         *     answer's time, the path of its rules page, who cannot take part (in the server's words), and its rankings,
         *     draws and whether it has tasks. An unknown event is 8340001.
         */
        post: operations["getActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ranking board: its periods, one period's rows (paged), my row, the rewards
         * @description Ours. A ranking (`boardID`) of one period (`periodID`; the server's current one when left out): the
         *     periods the board has (day, week, month, or the event's rounds, each with its window), a page of rows by
         *     cursor as getWithdrawals pages, my own row (rank, points and the gap to the row above, or not ranked), the
         *     rewards per rank range, and whether the period is settled (`settled`, `settledAt`): a settled period's rows
         *     are final and never change again. Rows carry points the server defines under its label (`pointsLabel`:
         *     热度, 魅力, 财富值), never an amount of money, and a user who hid their name from rankings comes with
         *     `user` null (the page shows 神秘人). `mine` is on every page. An unknown board or period is 8340001.
         */
        post: operations["getRanking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/ranking/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide my name from rankings, or show it again
         * @description Ours. With `hidden` true, every ranking shows my row to others without my name and avatar (`user` null);
         *     my rank and points still count. My own `mine` row is always mine. Answers the setting now.
         */
        post: operations["setRankingHidden"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/draw/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A draw: its prices, the full prize pool with every prize's odds, my counters
         * @description Ours. A draw (`drawID`): its window and state, the price of one draw and of ten (in 钻石 or in the event's
         *     tickets), the whole prize pool with each prize's probability (`odds`, an integer in parts per 10^8, exact),
         *     the pool's version, the guaranteed prize after N draws with my counter, the daily cap with my count, my
         *     balance in the draw's currency, and whether my account is a minor's (minors cannot draw). The page shows
         *     the pool and its odds before anything is drawn. An unknown draw is 8340001.
         */
        post: operations["getDraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draw once or ten times
         * @description Ours. Draws `count` (1 or 10) times at the price the user saw (`price`) from the pool the user saw
         *     (`poolVersion`): when either is not the server's now, nothing is drawn or charged and the answer is 8340007
         *     (the page reloads the draw and shows the new pool). The server alone decides the prizes. `idempotencyKey`
         *     as for buyGoods: a key the server has seen answers the first result again and draws nothing more, so a
         *     lost answer retried with the same key shows the same prizes; the same key for another draw, count or
         *     price is 8390009. Refused, with nothing charged: a minor's account (8304101), teen mode on as the server
         *     knows it (8340004), the event not live yet (8340002) or over (8340003), the daily cap (8340005), not
         *     enough 钻石 (8310001) or tickets (8340006). Prizes are virtual items and cannot be exchanged for money.
         */
        post: operations["drawPrizes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/draw/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My draws of one draw, paged
         * @description Ours. My draws of `drawID`, newest first, by cursor as getWithdrawals pages: when, how many, what it cost
         *     (in the draw's currency) and the prizes. My own records only. An unknown draw is 8340001.
         */
        post: operations["getDrawRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event's tasks with my progress
         * @description Ours. The tasks of `eventID` in the server's order: each with my progress towards its target, its reward,
         *     its state (`todo`, `done`: the reward waits to be claimed, `claimed`) and where 去完成 leads (`open`). An
         *     unknown event is 8340001.
         */
        post: operations["getTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/tasks/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a done task's reward, once
         * @description Ours. Claims the reward of a done task. A task not done yet is 8340008; a reward claimed before is 8340009
         *     (not a failure on screen: the claimed state, as a double tap or a second page shows it); an event that is
         *     over is 8340003. An unknown event or task is 8340001.
         */
        post: operations["claimTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The user's identity on the backend, from the page address or native's `getCurrentUserInfo`. A missing
         *     or invalid pair answers 8304006.
         */
        UserTokens: {
            accessToken: string;
            openID: string;
        };
        /**
         * @description Yuan as the server sends it: a JSON number (`1.88`) or a decimal string (`"1.88"`), never negative, at
         *     most two decimals. Convert to integer fen by string parsing before any arithmetic.
         */
        Money: number | string;
        /** @description Yuan as a decimal string with at most two decimals, e.g. `"10.00"` or `"6"`. */
        YuanAmount: string;
        /** @description An http(s) URL, a `data:` URI, or empty (the page then shows a generated fallback). */
        Avatar: string;
        /**
         * @description Unix time in milliseconds, from 1970 to the end of year 9999 (253402300799999, 9999-12-31T23:59:59.999Z),
         *     the range every date library reads.
         */
        UnixMs: number;
        /**
         * @description `登录已过期，请重新登录`: `accessToken`/`openID` missing, invalid or expired (also a POST body that is
         *     not a JSON object). `@h5/api` closes the page through native's `finish`.
         * @constant
         */
        ErrnoSessionExpired: 8304006;
        /**
         * @description The session is no longer valid; closes the page like 8304006. Its errmsg is not known yet. The simulator
         *     never answers it.
         * @constant
         */
        ErrnoSessionInvalid: 107;
        /**
         * @description `参数错误`: a payload field is missing, malformed or out of range.
         * @constant
         */
        ErrnoBadParam: 400;
        /**
         * @description `服务器繁忙，请稍后重试`: the service failed; sent with HTTP 500.
         * @constant
         */
        ErrnoServer: 500;
        /**
         * @description `未成年人暂不能使用此功能`: the account is a minor's (marked by real-name verification), and minors may not
         *     do this (send a red packet; by the product rule also recharge or tip). Nothing is charged.
         *     `@h5/redpacket`: send code 31, `未成年人不能发红包`.
         * @constant
         */
        ErrnoMinorAccount: 8304101;
        /**
         * @description `钻石余额不足`: the purchase costs more diamonds than the user has; nothing is charged.
         * @constant
         */
        ErrnoNoDiamonds: 8310001;
        /**
         * @description `红包不存在`: no packet has this `redpacketID`.
         * @constant
         */
        ErrnoNoSuchPacket: 8348200;
        /**
         * @description `红包信息已过期`: the packet expired. `@h5/redpacket`: code -1.
         * @constant
         */
        ErrnoPacketExpired: 8348201;
        /**
         * @description `手慢了，红包派完了`: every share is taken. Counts as success for the opener (`@h5/redpacket`: state 1,
         *     the errmsg shown as the packet's tip).
         * @constant
         */
        ErrnoPacketFinished: 8348202;
        /**
         * @description `红包已经领取过了`: this user opened the packet before. `@h5/redpacket`: code 2.
         * @constant
         */
        ErrnoPacketAlreadyOpened: 8348203;
        /**
         * @description `红包已退回发送者`: the packet went back to its sender. Counts as success for the opener
         *     (`@h5/redpacket`: state 2, the errmsg shown as the packet's tip).
         * @constant
         */
        ErrnoPacketRefunded: 8348204;
        /**
         * @description `余额不足`: the amount is more than `leftTotal`; nothing is taken.
         * @constant
         */
        ErrnoInsufficientBalance: 8348301;
        /**
         * @description `红包金额或个数不合法`: the amount is not yuan with at most two decimals, or is less than 0.01 per
         *     share, or `count` is not a whole number from 1 to 100.
         * @constant
         */
        ErrnoBadPacketAmount: 8348302;
        /**
         * @description `祝福语不能超过25个字`: the greeting is longer than 25 characters.
         * @constant
         */
        ErrnoBadGreeting: 8348303;
        /**
         * @description `奖励已领取`: the user claimed the new-user reward before.
         * @constant
         */
        ErrnoRewardClaimed: 8348401;
        /**
         * @description `姓名与证件号码不一致`: the name does not belong to the number; no attempt is counted.
         * @constant
         */
        ErrnoNameIdMismatch: 8360001;
        /**
         * @description `该证件已认证其他账号`: the number verified another account already.
         * @constant
         */
        ErrnoIdUsed: 8360002;
        /**
         * @description `今日认证次数已用完，请明天再试或选择人工认证`: every face check of the day is used (`limits.quickAttemptsPerDay`;
         *     the real-name face checks and the phone owner's share them).
         * @constant
         */
        ErrnoAttemptsExhausted: 8360003;
        /**
         * @description `人脸比对未通过`: the face did not match the document's photo or the liveness check failed; the attempt is used.
         * @constant
         */
        ErrnoFaceFailed: 8360004;
        /**
         * @description `认证已超时，请重新开始`: the certify ticket is unknown, used or older than 10 minutes.
         * @constant
         */
        ErrnoTicketExpired: 8360005;
        /**
         * @description `你已完成实名认证`: the account is verified already.
         * @constant
         */
        ErrnoAlreadyVerified: 8360007;
        /**
         * @description `认证资料审核中，请耐心等待`: a manual submission is being reviewed.
         * @constant
         */
        ErrnoUnderReview: 8360008;
        /**
         * @description `证件照片无效，请重新上传`: a photo is not one the user uploaded (native, or the `realname` policy's directory).
         * @constant
         */
        ErrnoPhotoInvalid: 8360010;
        /**
         * @description `验证码错误`: the code is not the one sent.
         * @constant
         */
        ErrnoSmsCodeWrong: 8361001;
        /**
         * @description `验证码已失效，请重新获取`: no code was sent to this number for this use, it was used, or it is older than 5 minutes.
         * @constant
         */
        ErrnoSmsCodeExpired: 8361002;
        /**
         * @description `发送太频繁，请稍后再试`: a code went to this number less than 60 seconds ago.
         * @constant
         */
        ErrnoSmsTooOften: 8361003;
        /**
         * @description `今日验证码发送次数已达上限`: the number had every send of the day.
         * @constant
         */
        ErrnoSmsDailyLimit: 8361004;
        /**
         * @description `该手机号已绑定其他账号`: the new number belongs to another account.
         * @constant
         */
        ErrnoPhoneBound: 8361005;
        /**
         * @description `人工审核申请处理中，请耐心等待`: a manual phone review of this user is being reviewed.
         * @constant
         */
        ErrnoPhoneReviewPending: 8361006;
        /**
         * @description `请先验证原手机号`: a phone is bound and changePhone came without a valid `proofTicket` (missing, unknown,
         *     used, another user's or older than 30 minutes).
         * @constant
         */
        ErrnoPhoneProofInvalid: 8361007;
        /**
         * @description `请先完成实名认证`: the face check proves the owner by the verified document, and the account is not verified
         *     (the way left is manual review, submitPhoneReview).
         * @constant
         */
        ErrnoFaceNeedsVerified: 8361008;
        /**
         * @description `请完成安全验证`: the risk check wants a captcha before this send; `data` is the challenge
         *     (`CaptchaChallenge`). Nothing was sent. Send again with `captcha`.
         * @constant
         */
        ErrnoCaptchaRequired: 8361009;
        /**
         * @description `安全验证未通过，请重试`: the captcha answer is wrong, or its challenge unknown, used or expired; `data` is a
         *     new challenge. Nothing was sent.
         * @constant
         */
        ErrnoCaptchaWrong: 8361010;
        /**
         * @description `注销条件未满足`: a condition of getCancellationCheck is not met (or a balance was not given up).
         * @constant
         */
        ErrnoCancellationBlocked: 8362001;
        /** @description The message for the user, in Chinese; shown as is. */
        Errmsg: string;
        ServerFailure: {
            errno: components["schemas"]["ErrnoServer"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description What any path under `/v1` that the backend does not know answers, with HTTP 404. */
        UnknownPathFailure: {
            /** @constant */
            errno: 404;
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description `已超过今日充值限额`: the order would take the day's recharges over `caps.dailyLimitFen`; nothing is created.
         * @constant
         */
        ErrnoRechargeDailyCap: 8380001;
        /**
         * @description `已超过本月充值限额`: the order would take the month's recharges over `caps.monthlyLimitFen`; nothing is created.
         * @constant
         */
        ErrnoRechargeMonthlyCap: 8380002;
        /**
         * @description `该充值档位已下架`: `productID` names no package on sale now (or its price changed); the page reloads the offer.
         * @constant
         */
        ErrnoPackageWithdrawn: 8380003;
        /**
         * @description `订单不存在`: no order has this `orderID`.
         * @constant
         */
        ErrnoOrderUnknown: 8380004;
        /**
         * @description `充值金额超出范围`: a custom amount that is not a whole number of yuan, or outside `custom.minFen`..`custom.maxFen`, or custom amounts are off; nothing is created.
         * @constant
         */
        ErrnoAmountOutOfLimits: 8380005;
        /**
         * @description `账号不存在`: no account has this account ID.
         * @constant
         */
        ErrnoRechargeAccountUnknown: 8380006;
        /**
         * @description `微信内支付暂未开通`: pay inside WeChat's browser (JSAPI) is not set up: the server has no official account
         *     (appid) for WeChat's web authorisation, or JSAPI pay is switched off. The page guides the user to the
         *     system browser, where WeChat H5 pay works.
         * @constant
         */
        ErrnoJsapiOff: 8380007;
        /** @description POST /v1/getPolicyToken: what the upload is for. */
        PolicyTokenPayload: {
            /**
             * @description What the upload is for; the server picks the directory from it. `realname`: the photos of a
             *     manual real-name submission (the policy allows images up to 5 MB; submitManualVerify takes their keys).
             * @enum {string}
             */
            scene: "avatar" | "photo" | "voice" | "realname";
        } & components["schemas"]["UserTokens"];
        /** @description An upload policy for the object store. */
        PolicyToken: {
            accessId: string;
            /**
             * @description Where to upload: an https URL on a host the app allows (its build setting `VITE_UPLOAD_HOSTS`,
             *     README "Build settings"), or a path on the pages' origin. The page refuses any other (http, another
             *     host) and sends nothing.
             */
            host: string;
            /**
             * @description The base64 policy document of the object store's PostObject: `expiration` (ISO time) and
             *     `conditions`, among them `["content-length-range", min, max]` (bytes) and `["starts-with", "$key",
             *     dir]`. The page reads the size limit from it and checks the file before uploading; the store refuses
             *     what breaks a condition.
             */
            policy: string;
            signature: string;
            /** @description The directory the upload's key must start with. */
            dir: string;
            /** @description Unix seconds after which the policy is refused. */
            expire: number;
        };
        PolicyTokenSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["PolicyToken"];
        };
        PolicyTokenFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/mall/buy-guard. */
        BuyGuardPayload: {
            anchorID: number;
            /**
             * @description 1 bronze, 2 silver, 3 gold.
             * @enum {integer}
             */
            level: 1 | 2 | 3;
            months: number;
            /** @description The price the user confirmed (the plan option's `diamonds`). */
            diamonds?: components["schemas"]["RedCount"];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        BuyGuardResult: {
            /**
             * @description The guard's new end (unix ms): its end before the purchase (getGuardInfo's `mine.expireAt`, or now
             *     when I held none) plus the plan's months × 30 days.
             */
            expireAt: components["schemas"]["UnixMs"];
            /** @description Diamonds left after the purchase. */
            diamonds: number;
        };
        BuyGuardSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["BuyGuardResult"];
        };
        BuyGuardFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoNoDiamonds"] | components["schemas"]["ErrnoGuardNeedsRealName"] | components["schemas"]["ErrnoTipDailyCap"] | components["schemas"]["ErrnoTipMonthlyCap"] | components["schemas"]["ErrnoGuardSelf"] | components["schemas"]["ErrnoPriceChanged"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/mall/buy-honor. */
        BuyHonorPayload: {
            honorID: number;
            /** @description A 钻石 option of the tier (getVipTiers); its 30-day option when left out. */
            optionID?: components["schemas"]["OptionID"];
            /** @description The price the user confirmed. */
            diamonds?: components["schemas"]["RedCount"];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        BuyHonorResult: {
            honorID: number;
            /** @description When the badge ends (unix ms). */
            expireAt: components["schemas"]["UnixMs"];
            /** @description Diamonds left after the purchase. */
            diamonds: number;
        };
        BuyHonorSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["BuyHonorResult"];
        };
        BuyHonorFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoNoDiamonds"] | components["schemas"]["ErrnoGoodsWithdrawn"] | components["schemas"]["ErrnoPriceChanged"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description The WeChat user the code belongs to. */
        WxAuthResult: {
            openid: string;
            nickname: string;
            headimgurl: components["schemas"]["Avatar"];
        };
        WxAuthSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WxAuthResult"];
        };
        WxAuthFailure: {
            errno: components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/xpay/wx-order and /v1/xpay/ali-order. */
        PayOrderPayload: {
            /**
             * @description A package's `packageID` (getRechargeInfo), `custom` for a custom amount, or the `productID` of a VIP
             *     tier's money option (getVipTiers, `PriceOption` with `currency` cny; Android only). A VIP order
             *     credits no 钻石: once paid, the server extends that tier's membership by the option's days from its
             *     current end (or from now), as buyHonor does, and records it in the membership's history (`diamonds`
             *     null). It is not a recharge record (getRechargeOrders leaves it out), but it counts towards the same
             *     daily and monthly caps (8380001, 8380002) and minors may not order it (8304101).
             */
            productID: string;
            /**
             * @description The price in yuan, more than 0: the package's price as the page showed it (a different price is a
             *     withdrawn package, 8380003), the VIP option's `priceFen` in yuan (a different price, or a tier no
             *     longer sold, is 8380003 too: the page loads the tiers again), or the custom amount: whole yuan
             *     (`CustomAmountLimits`; else 8380005).
             */
            amount: components["schemas"]["YuanAmount"];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        /** @description The JSAPI parameters of a WeChat Pay order (native's `payV2` takes them as `payParams`). */
        WxOrderResult: {
            orderID: string;
            appId: string;
            /** @description Unix seconds, as a string (WeChat's format). */
            timeStamp: string;
            nonceStr: string;
            /** @description `prepay_id=…` */
            package: string;
            /** @enum {string} */
            signType: "RSA" | "MD5";
            paySign: string;
        };
        WxOrderSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WxOrderResult"];
        };
        AliOrderResult: {
            orderID: string;
            /** @description The signed order string the native Alipay SDK takes. */
            orderString: string;
        };
        AliOrderSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["AliOrderResult"];
        };
        PayOrderFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoRechargeDailyCap"] | components["schemas"]["ErrnoRechargeMonthlyCap"] | components["schemas"]["ErrnoPackageWithdrawn"] | components["schemas"]["ErrnoAmountOutOfLimits"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/game/send-words. */
        SendWordsPayload: {
            gameID: string;
            /** @description 1–50 characters after trimming. */
            words: string;
        } & components["schemas"]["UserTokens"];
        SendWordsResult: {
            wordsID: string;
        };
        SendWordsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["SendWordsResult"];
        };
        SendWordsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        CountryCode: {
            /** @description The Chinese name, e.g. `中国大陆`. */
            name: string;
            /** @description The dialling code with `+`, e.g. `+86`. */
            code: string;
            /** @description ISO 3166-1 alpha-2, e.g. `CN`. */
            iso: string;
        };
        CountryCodeResult: {
            list: components["schemas"]["CountryCode"][];
        };
        CountryCodeSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["CountryCodeResult"];
        };
        /** @description POST /v1/packet/open. */
        OpenPacketPayload: {
            redpacketID: string;
            /** @description Where the packet was shared from (e.g. `room`, `chat`); passed through from the page address. */
            channel: string;
        } & components["schemas"]["UserTokens"];
        OpenPacketResult: {
            /** @description The user's share, in yuan. */
            money: components["schemas"]["Money"];
        };
        OpenPacketSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["OpenPacketResult"];
        };
        OpenPacketFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoNoSuchPacket"] | components["schemas"]["ErrnoPacketExpired"] | components["schemas"]["ErrnoPacketFinished"] | components["schemas"]["ErrnoPacketAlreadyOpened"] | components["schemas"]["ErrnoPacketRefunded"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/packet/send. */
        SendPacketPayload: {
            /** @description The total in yuan, e.g. `"10.00"`; at least 0.01 per share. */
            amount: components["schemas"]["YuanAmount"];
            /** @description How many shares. */
            count: number;
            /** @description At most 25 characters; empty means `恭喜发财，大吉大利`. */
            greeting: string;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        SendPacketResult: {
            redpacketID: string;
        };
        SendPacketSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["SendPacketResult"];
        };
        SendPacketFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoInsufficientBalance"] | components["schemas"]["ErrnoBadPacketAmount"] | components["schemas"]["ErrnoBadGreeting"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        NewbeeRewardPayload: components["schemas"]["UserTokens"];
        NewbeeRewardResult: {
            /** @description The reward, in yuan; added to `leftTotal` and `rewardTotal`. */
            money: components["schemas"]["Money"];
        };
        NewbeeRewardSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["NewbeeRewardResult"];
        };
        NewbeeRewardFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoRewardClaimed"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        MyReward: {
            /** @description What the user can still send, in yuan. */
            leftTotal: components["schemas"]["Money"];
            /** @description Everything the user ever received, in yuan. */
            rewardTotal: components["schemas"]["Money"];
        };
        MyRewardSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["MyReward"];
        };
        MyRecordItem: {
            redpacketID: string;
            /** @description The packet's total, in yuan. */
            amount: components["schemas"]["Money"];
            /** @description How many shares. */
            count: number;
            /** @description How many shares were taken. */
            openedCount: number;
            greeting: string;
            /** @description When it was sent (unix ms). */
            time: components["schemas"]["UnixMs"];
        };
        MyRecords: {
            items: components["schemas"]["MyRecordItem"][];
        };
        MyRecordsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["MyRecords"];
        };
        OpenRecordItem: {
            nickName: string;
            avatar: components["schemas"]["Avatar"];
            /** @description The opener's share, in yuan. */
            money: components["schemas"]["Money"];
            /** @description When it was opened (unix ms). */
            time: components["schemas"]["UnixMs"];
        };
        OpenRecords: {
            /** @description How many users opened the packet (all of them, not only `items`). */
            total: number;
            items: components["schemas"]["OpenRecordItem"][];
            /** @description The sender's nickname. */
            nickName: string;
            /** @description The sender's avatar. */
            avatar: components["schemas"]["Avatar"];
        };
        OpenRecordsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["OpenRecords"];
        };
        OpenRecordsFailure: {
            errno: components["schemas"]["ErrnoNoSuchPacket"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description `规则不存在`: the server has no rule document by this `ruleID`.
         * @constant
         */
        ErrnoNoSuchRule: 8370101;
        /**
         * @description `通知不存在`: no ban notice has this `noticeID`.
         * @constant
         */
        ErrnoNoSuchNotice: 8370201;
        /**
         * @description `协议已更新，请重新查看`: an accepted version is not the agreement's current one; nothing was recorded.
         * @constant
         */
        ErrnoAgreementsChanged: 8370301;
        /**
         * @description A document in the model of docs/content.md. `blocks` is deliberately open: a block is an object with a
         *     `type`, and the page draws the types it knows and skips (and reports) any other, or any it cannot read,
         *     so a new block type never breaks an older app. The known blocks:
         *     `{ type: 'heading', level: 2 | 3, id, text }`, `{ type: 'paragraph', content: Inline[] }`,
         *     `{ type: 'list', ordered: boolean, items: Inline[][] }`, `{ type: 'table', head: Inline[][], rows: Inline[][][] }`,
         *     `{ type: 'image', src, alt, width, height }` (CSS pixels), `{ type: 'notice', content: Inline[] }`,
         *     `{ type: 'divider' }`; an `Inline` is `{ type: 'text' | 'strong', text }` or `{ type: 'link', href, text }`
         *     (`href`: `#<heading id>`, `/<path of the app>` or an `https://` address). Text only: nothing is read as HTML.
         */
        ContentDocument: {
            id: string;
            title: string;
            version: string;
            /** @description The day of the last change, `YYYY-MM-DD`. */
            updated: string;
            /** @description The day this version takes effect, `YYYY-MM-DD`. */
            effective: string;
            /** @description The group the rules index lists it under. */
            group?: string;
            blocks: {
                type: string;
            }[];
        };
        RuleDocument: {
            document: components["schemas"]["ContentDocument"];
        };
        RuleDocumentSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RuleDocument"];
        };
        RuleDocumentFailure: {
            errno: components["schemas"]["ErrnoNoSuchRule"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description A ban. The page shows the times in China Standard Time. */
        ForbidNotice: {
            noticeID: string;
            /**
             * @description `account`: the user's account; `room`: a voice room the user runs.
             * @enum {string}
             */
            scope: "account" | "room";
            /** @description The room's name, for `scope` `room`. */
            roomName?: string;
            /** @description Why, in words for the user (the rule broken), without anyone's personal data. */
            reason: string;
            startAt: components["schemas"]["UnixMs"];
            /** @description When the ban ends; null for a permanent ban. */
            endAt: components["schemas"]["UnixMs"] | null;
            /** @description The last moment an appeal is taken; null when this ban cannot be appealed. */
            appealUntil: components["schemas"]["UnixMs"] | null;
            /**
             * @description Where the user appeals inside the app, when `appealUntil` is not null: a web page of the app
             *     (`ForbidAppealPage`) or a conversation with the official customer-service account (`ForbidAppealConversation`,
             *     a native page: `gotoConversation` of docs/native-contract.md). Absent or null: the server names no
             *     channel, and the page tells the user the steps (我的 - 帮助与反馈 - 封禁申诉). Outside the app the page
             *     always gives the steps: neither channel opens in a browser.
             */
            appeal?: components["schemas"]["ForbidAppealPage"] | components["schemas"]["ForbidAppealConversation"] | null;
        };
        /**
         * @description The appeal form as a web page. The page opens it with `openPage` (the app's web view on Android, the
         *     full-screen web view on iOS), so `url` must be an `https` address on the page's own host or a trusted one
         *     (docs/native-contract.md, "URL checks"); any other address is refused, and the page shows the steps.
         */
        ForbidAppealPage: {
            /** @constant */
            kind: "page";
            /** @description The appeal page's absolute https address; it may carry the notice's id. */
            url: string;
        };
        /** @description The appeal as a chat with the official customer-service account, opened by native (`gotoConversation`). */
        ForbidAppealConversation: {
            /** @constant */
            kind: "conversation";
            /** @description The customer-service account's user id. */
            userID: number;
            /** @description The account's name, shown by native while the chat opens (官方客服). */
            nickName?: string;
        };
        ForbidNoticeSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["ForbidNotice"];
        };
        ForbidNoticeFailure: {
            errno: components["schemas"]["ErrnoNoSuchNotice"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description What the user needs help with (getSupportChannel).
         * @enum {string}
         */
        SupportTopic: "wallet" | "identity" | "general";
        /**
         * @description The help page, a web page opened with `openPage` (the app's web view on Android, the full-screen web
         *     view on iOS): `url` must be an `https` address on the page's own host or a trusted one
         *     (docs/native-contract.md, "URL checks"); any other address is refused, and the page gives the steps.
         */
        ServicePage: {
            /** @constant */
            kind: "page";
            /** @description The help page's absolute https address. */
            url: string;
        };
        /** @description A chat with the official customer-service account, opened by native (`gotoConversation`). */
        ServiceConversation: {
            /** @constant */
            kind: "conversation";
            /** @description The customer-service account's user id. */
            userID: number;
            /** @description The account's name, shown by native while the chat opens (官方客服). */
            nickName?: string;
        };
        SupportChannel: {
            /** @description Where the user gets help in the app; null when the server names none (the page gives the steps). */
            channel: components["schemas"]["ServicePage"] | components["schemas"]["ServiceConversation"] | null;
        };
        SupportChannelSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["SupportChannel"];
        };
        SupportChannelFailure: {
            errno: components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description The agreement: `/agreement/user`, `/agreement/privacy`, `/agreement/recharge`.
         * @enum {string}
         */
        AgreementKey: "user" | "privacy" | "recharge";
        PendingAgreement: {
            key: components["schemas"]["AgreementKey"];
            title: string;
            /** @description The current version, the one the user is asked to accept. */
            version: string;
            /** @description What changed since the version the user accepted, one line each, for the user. */
            changes: string[];
        };
        PendingAgreements: {
            items: components["schemas"]["PendingAgreement"][];
        };
        PendingAgreementsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["PendingAgreements"];
        };
        SessionFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        AcceptedVersion: {
            key: components["schemas"]["AgreementKey"];
            version: string;
        };
        /** @description POST /v1/agreement/accept. */
        AcceptAgreementsPayload: {
            accepted: components["schemas"]["AcceptedVersion"][];
        } & components["schemas"]["UserTokens"];
        AcceptAgreementsResult: {
            acceptedAt: components["schemas"]["UnixMs"];
        };
        AcceptAgreementsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["AcceptAgreementsResult"];
        };
        AcceptAgreementsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoAgreementsChanged"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description An endpoint whose only failures are the session's. */
        SessionOnlyFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description 2–30 characters, Chinese, or letters with the middle dot `·` (`阿依古丽·买买提`). Personal data. */
        RealName: string;
        /**
         * @description `idCard` 居民身份证, `hkmoResidence` 港澳居民居住证 (810000/820000), `twResidence` 台湾居民居住证 (830000),
         *     `foreignerPermanent` 外国人永久居留身份证; these four take the quick path. `hkmoPermit` 港澳居民来往内地通行证,
         *     `twPermit` 台湾居民来往大陆通行证, `passport` 护照 go to manual review only.
         * @enum {string}
         */
        DocumentType: "idCard" | "hkmoResidence" | "twResidence" | "foreignerPermanent" | "hkmoPermit" | "twPermit" | "passport";
        /** @description A dialling code of getCountryCode, e.g. `+86`. */
        CountryDialCode: string;
        /** @description The number without the dialling code; for `+86`, 11 digits `1[3-9]…`. Personal data. */
        PhoneNumber: string;
        /** @description The 6-digit code. The simulator's code is always `123456`. */
        SmsCode: string;
        RealNameLimits: {
            quickAttemptsPerDay: number;
            quickAttemptsLeft: number;
            /** @description An app older than this (getAppVersion) is offered manual review only. */
            faceVerifyMinAppVersion: string;
        };
        RealNameStatus: {
            /** @enum {string} */
            status: "none" | "reviewing" | "verified" | "rejected";
            /**
             * @description How the user was verified or submitted (absent for `none`).
             * @enum {string}
             */
            method?: "quick" | "manual";
            /** @description `张*三` (verified, reviewing). */
            maskedName?: string;
            /** @description `1101**********123X` (verified, reviewing). */
            maskedIdNumber?: string;
            /** @description The reviewer's reason (rejected). */
            rejectReason?: string;
            /** @description When the manual submission was made (reviewing, rejected). */
            submittedAt?: components["schemas"]["UnixMs"];
            /** @description Working days a manual review takes at most. */
            reviewDays: number;
            /** @description Verified and under 18 (recharge and tipping are refused, the teen rules). */
            minor: boolean;
            /** @description Verified and 16 or older. */
            canStream: boolean;
            /** @description The bound phone, `138****0000`; empty when none. */
            maskedPhone: string;
            limits: components["schemas"]["RealNameLimits"];
            sensitiveData: components["schemas"]["SensitiveDataTerms"];
        };
        /**
         * @description What the pages tell the user before collecting sensitive personal information (the face check's images,
         *     the document photos) and ask a separate consent for: who handles it and how long it is kept. From the
         *     server, so a change of provider or of the retention needs no new build.
         */
        SensitiveDataTerms: {
            /**
             * @description Who runs the face check, as the user should read it (the company's name, e.g. its legal name and
             *     service); it receives the name, the ID number and the face images.
             */
            faceProvider: string;
            /** @description Days the face images are kept after the check is decided; 0 is deleted once decided. */
            faceRetentionDays: number;
            /** @description Days the document photos of a manual review are kept after the review is decided; 0 is deleted once decided. */
            photoRetentionDays: number;
        };
        RealNameStatusSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RealNameStatus"];
        };
        /** @description POST /v1/realname/certify. */
        FaceVerifyPayload: {
            realName: components["schemas"]["RealName"];
            /** @description 18 characters with the GB 11643 check character. Personal data. */
            idNumber: string;
        } & components["schemas"]["UserTokens"];
        FaceVerifyTicket: {
            /** @description For native's `faceVerify`. */
            certifyID: string;
            expireAt: components["schemas"]["UnixMs"];
        };
        FaceVerifyTicketSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["FaceVerifyTicket"];
        };
        FaceVerifyFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoNameIdMismatch"] | components["schemas"]["ErrnoIdUsed"] | components["schemas"]["ErrnoAttemptsExhausted"] | components["schemas"]["ErrnoAlreadyVerified"] | components["schemas"]["ErrnoUnderReview"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/realname/certify/result. */
        FaceVerifyResultPayload: {
            certifyID: string;
            /** @description Native `faceVerify`'s `passed`. `false` fails the check whatever the service says; `true` decides nothing. */
            sdkPassed: boolean;
        } & components["schemas"]["UserTokens"];
        FaceVerifyResultFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoAttemptsExhausted"] | components["schemas"]["ErrnoFaceFailed"] | components["schemas"]["ErrnoTicketExpired"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        ManualPhotos: {
            /** @description The document's photo side (a URL from `uploadPhotos`, or an object key). */
            front: string;
            back: string;
            /** @description The user holding the document. */
            handheld: string;
        };
        /** @description POST /v1/realname/manual. */
        ManualVerifyPayload: {
            realName: components["schemas"]["RealName"];
            docType: components["schemas"]["DocumentType"];
            /** @description The document's number (letters and digits). Personal data. */
            docNumber: string;
            photos: components["schemas"]["ManualPhotos"];
            smsCode: components["schemas"]["SmsCode"];
        } & components["schemas"]["UserTokens"];
        ManualVerifyFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoIdUsed"] | components["schemas"]["ErrnoAlreadyVerified"] | components["schemas"]["ErrnoUnderReview"] | components["schemas"]["ErrnoPhotoInvalid"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/sms/send. `countryCode` and `phone` only (and required) for `phoneChange`. */
        SmsSendPayload: {
            /** @enum {string} */
            scene: "realname" | "cancellation" | "phoneOwner" | "phoneChange";
            countryCode?: components["schemas"]["CountryDialCode"];
            phone?: components["schemas"]["PhoneNumber"];
        } & components["schemas"]["UserTokens"];
        SmsSent: {
            /** @description Seconds before another code may go to this number (60). */
            resendAfterSeconds: number;
            /** @description Sends left today for this number. */
            dailyLeft: number;
            /** @description Where the code went, `138****0000`. */
            maskedPhone: string;
        };
        SmsSentSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["SmsSent"];
        };
        SmsSendFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoSmsTooOften"] | components["schemas"]["ErrnoSmsDailyLimit"] | components["schemas"]["ErrnoPhoneBound"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/phone/change. */
        PhoneChangePayload: {
            countryCode: components["schemas"]["CountryDialCode"];
            phone: components["schemas"]["PhoneNumber"];
            smsCode: components["schemas"]["SmsCode"];
            /** @description provePhoneOwner's `proofTicket`; required when the account has a bound phone (binding a first number needs none). */
            proofTicket?: string;
        } & components["schemas"]["UserTokens"];
        PhoneChangeSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: {
                maskedPhone: string;
            };
        };
        PhoneChangeFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"] | components["schemas"]["ErrnoPhoneBound"] | components["schemas"]["ErrnoPhoneProofInvalid"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description POST /v1/phone/owner/proof: exactly one proof, the code sent to the bound phone (sendSmsCode
         *     `phoneOwner`) or a face check of the verified user (startPhoneOwnerFaceCheck's `certifyID` after native's
         *     `faceVerify`, with its `passed` as `sdkPassed`).
         */
        PhoneOwnerProofPayload: components["schemas"]["UserTokens"] & ({
            smsCode: components["schemas"]["SmsCode"];
        } | {
            certifyID: string;
            /** @description As for getFaceVerifyResult. */
            sdkPassed: boolean;
        });
        PhoneOwnerProof: {
            /** @description For changePhone; good once, for this user, until `expireAt` (30 minutes). */
            proofTicket: string;
            expireAt: components["schemas"]["UnixMs"];
        };
        PhoneOwnerProofSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["PhoneOwnerProof"];
        };
        PhoneOwnerProofFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"] | components["schemas"]["ErrnoAttemptsExhausted"] | components["schemas"]["ErrnoFaceFailed"] | components["schemas"]["ErrnoTicketExpired"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        PhoneOwnerFaceFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoAttemptsExhausted"] | components["schemas"]["ErrnoFaceNeedsVerified"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/phone/review. */
        PhoneReviewPayload: {
            countryCode: components["schemas"]["CountryDialCode"];
            phone: components["schemas"]["PhoneNumber"];
            smsCode: components["schemas"]["SmsCode"];
            /** @description The ID-card photo, as for submitManualVerify's photos. Personal data. */
            idPhoto: string;
            /** @description Why the old number is lost, in the user's words. */
            reason: string;
        } & components["schemas"]["UserTokens"];
        PhoneReview: {
            /** @enum {string} */
            status: "none" | "reviewing" | "approved" | "rejected";
            /** @description Working days a review takes. */
            reviewDays: number;
            /** @description The number asked for, masked (`139****0000`); absent for `none`. */
            maskedPhone?: string;
            /** @description Unix ms of the request; absent for `none`. */
            submittedAt?: number;
            /** @description Why staff refused (`rejected` only). */
            rejectReason?: string;
        };
        PhoneReviewSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["PhoneReview"];
        };
        PhoneReviewFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoPhotoInvalid"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"] | components["schemas"]["ErrnoPhoneBound"] | components["schemas"]["ErrnoPhoneReviewPending"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        CancellationCondition: {
            /** @enum {string} */
            key: "pendingWithdrawal" | "balance" | "guildOwner" | "openOrders";
            /** @description What is checked, e.g. `无进行中的提现`. */
            title: string;
            passed: boolean;
            /** @description How to clear it when not passed (empty when passed). */
            hint: string;
            /** @description The user may give it up instead of clearing it (balances). */
            waivable: boolean;
        };
        CancellationPending: {
            /** @description When the account is cancelled, unless the user logs in or withdraws before. */
            effectiveAt: components["schemas"]["UnixMs"];
            /** @description Whole days left of the cooling-off period (a part of a day counts as one; 0 on its last hours). */
            daysLeft: number;
        };
        /** @description What the user still holds and would give up with `waiveBalances`. */
        CancellationBalances: {
            /** @description The money balance, integer fen. */
            balanceFen: components["schemas"]["Fen"];
            /** @description Diamonds, whole. */
            diamonds: number;
        };
        CancellationCheck: {
            coolingOffDays: number;
            conditions: components["schemas"]["CancellationCondition"][];
            balances: components["schemas"]["CancellationBalances"];
            /** @description The bound phone the code goes to, `138****0000`; empty when none is bound. */
            maskedPhone: string;
            pending?: components["schemas"]["CancellationPending"];
        };
        CancellationCheckSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["CancellationCheck"];
        };
        /** @description POST /v1/account/cancellation/submit. */
        CancellationPayload: {
            smsCode: components["schemas"]["SmsCode"];
            /** @description The user gives up what is left of their balances. */
            waiveBalances: boolean;
        } & components["schemas"]["UserTokens"];
        CancellationResult: {
            effectiveAt: components["schemas"]["UnixMs"];
            coolingOffDays: number;
        };
        CancellationSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["CancellationResult"];
        };
        CancellationFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"] | components["schemas"]["ErrnoCancellationBlocked"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/login/sms. */
        LoginSmsPayload: {
            countryCode: components["schemas"]["CountryDialCode"];
            phone: components["schemas"]["PhoneNumber"];
            /**
             * @description `sms` (the default) or `voice`: a call that reads the code out.
             * @enum {string}
             */
            channel?: "sms" | "voice";
            captcha?: components["schemas"]["CaptchaAnswer"];
        };
        /** @description The answer to the challenge of 8361009 / 8361010. */
        CaptchaAnswer: {
            captchaID: string;
            /**
             * @description `image`: the characters read, as typed. `slide`: where the piece's left edge was dropped, in the
             *     background's pixels, a decimal integer (`"182"`).
             */
            answer: string;
        };
        /** @description A captcha the risk check asks for before a send. `kind` says which. */
        CaptchaChallenge: components["schemas"]["ImageCaptcha"] | components["schemas"]["SlideCaptcha"];
        /** @description An https URL or a `data:image/…` URI. */
        CaptchaImage: string;
        ImageCaptcha: {
            captchaID: string;
            /** @constant */
            kind: "image";
            image: components["schemas"]["CaptchaImage"];
            /** @description How many characters the picture holds. */
            answerLength: number;
        };
        /**
         * @description A background with a gap, and the piece that fills it at height `pieceY`; the user slides the piece along
         *     until it fills the gap. Sizes are the pictures' own pixels; the page scales both alike.
         */
        SlideCaptcha: {
            captchaID: string;
            /** @constant */
            kind: "slide";
            background: components["schemas"]["CaptchaImage"];
            piece: components["schemas"]["CaptchaImage"];
            width: number;
            height: number;
            pieceWidth: number;
            pieceY: number;
        };
        /** @description A send held back for a captcha (8361009) or refused for a wrong answer (8361010), with the challenge to answer. */
        CaptchaFailure: {
            errno: components["schemas"]["ErrnoCaptchaRequired"] | components["schemas"]["ErrnoCaptchaWrong"];
            errmsg?: components["schemas"]["Errmsg"];
            data: components["schemas"]["CaptchaChallenge"];
        };
        LoginSmsFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoSmsTooOften"] | components["schemas"]["ErrnoSmsDailyLimit"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/login/phone. */
        LoginPayload: {
            countryCode: components["schemas"]["CountryDialCode"];
            phone: components["schemas"]["PhoneNumber"];
            smsCode: components["schemas"]["SmsCode"];
        };
        LoginResult: {
            accessToken: string;
            openID: string;
            userID: number;
            /** @description A cancellation in its cooling-off period was withdrawn by this login. */
            cancellationWithdrawn: boolean;
        };
        LoginSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["LoginResult"];
        };
        LoginFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description `请先完成实名认证`: cash-out needs real-name verification (the page sends the user to /oauth).
         * @constant
         */
        ErrnoNotVerified: 8390001;
        /**
         * @description `请先绑定手机号`: cash-out needs a bound phone (native `gotoBindMobile`).
         * @constant
         */
        ErrnoPhoneNotBound: 8390002;
        /**
         * @description `请先绑定微信`: the money goes to WeChat, which must be bound (native `bindWeChat`).
         * @constant
         */
        ErrnoWeChatNotBound: 8390003;
        /**
         * @description `当前不在提现时间内`: withdrawals are taken only inside the monthly window (`window`).
         * @constant
         */
        ErrnoOutsideWindow: 8390004;
        /**
         * @description `本月提现次数已用完`: every withdrawal of the month is used (`timesPerMonth`).
         * @constant
         */
        ErrnoMonthlyTimesUsed: 8390005;
        /**
         * @description `低于单笔最低提现金额`: `amountFen` is less than `minFen`.
         * @constant
         */
        ErrnoBelowMinimum: 8390006;
        /**
         * @description `超出可提现金额`: `amountFen` is more than `availableFen`.
         * @constant
         */
        ErrnoAboveBalance: 8390007;
        /**
         * @description `超出单笔最高提现金额`: `amountFen` is more than `maxFen`.
         * @constant
         */
        ErrnoAboveMaximum: 8390008;
        /**
         * @description `请求重复，请刷新后重试`: the idempotency key was used for another request (another amount, option, friend, packet or purchase). Every money request of ours answers it: withdrawals, exchanges, gifts, red-packet sends, guard and badge purchases.
         * @constant
         */
        ErrnoKeyReused: 8390009;
        /**
         * @description `提现记录不存在`: no withdrawal of this user has this id.
         * @constant
         */
        ErrnoNoSuchWithdrawal: 8390010;
        /**
         * @description `支付密码错误`: the payment password is not the account's (with `verifyBy` password).
         * @constant
         */
        ErrnoPayPasswordWrong: 8390011;
        /**
         * @description `请先完成身份验证`: the submit carries no `smsCode` / `payPassword` of the kind `verifyBy` asks for.
         * @constant
         */
        ErrnoVerificationNeeded: 8390012;
        /**
         * @description `红钻余额不足`: the exchange or gift needs more 红钻 than the user has; nothing is taken.
         * @constant
         */
        ErrnoInsufficientRed: 8390101;
        /**
         * @description `该兑换档位已下架`: the exchange option is no longer offered (reload the options).
         * @constant
         */
        ErrnoOptionWithdrawn: 8390102;
        /**
         * @description `已经领取过了`: today's login reward, or this reward, was claimed before.
         * @constant
         */
        ErrnoAlreadyClaimed: 8390103;
        /**
         * @description `奖励不存在或已过期`: no claimable reward has this id (unknown or expired).
         * @constant
         */
        ErrnoNoSuchReward: 8390104;
        /**
         * @description `该用户暂时无法接收红钻`: the receiver is unknown, is the giver, or may not receive.
         * @constant
         */
        ErrnoNoSuchFriend: 8390105;
        /** @description Money in integer fen (1 yuan = 100 fen). */
        Fen: number;
        /** @description A whole number of 红钻 or 钻石. */
        RedCount: number;
        /**
         * @description One attempt of a money request — an order, a withdrawal, an exchange, a gift, a red-packet send, a guard
         *     or badge purchase (`createIdempotencyKey` of @h5/request, a v4 UUID): made when the user starts the
         *     attempt, kept across its retries (the page keeps it for the tab, so a reload mid-attempt sends it again),
         *     a new one only after the server answered. The server answers a key it has seen with what it did the first
         *     time, so a retry after a time-out never creates a second order, withdrawal, packet or purchase.
         */
        IdempotencyKey: string;
        BenefitReadFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description The monthly window withdrawals are taken in (server time, e.g. the 1st to the 5th): whether it is open
         *     now, and the start and end of the current window when open, else of the next one.
         */
        CashoutWindow: {
            open: boolean;
            startDay: number;
            endDay: number;
            opensAt: components["schemas"]["UnixMs"];
            closesAt: components["schemas"]["UnixMs"];
        };
        /** @description Where the money goes (cashoption). Only WeChat for now; `nickName` is '' while not bound. */
        CashoutChannel: {
            /** @constant */
            channel: "wechat";
            bound: boolean;
            nickName: string;
        };
        /**
         * @description The gates, in the order the pages check them: `realNameVerified` (else /oauth), `phoneBound` (else native
         *     `gotoBindMobile`), `channel.bound` (else native `bindWeChat`), `window.open`, then `timesLeft` > 0. The
         *     fee of an amount is `max(minFeeFen, round(amountFen × feeRateBp / 10000))`, rounding halves up, and the
         *     money that arrives is the amount less the fee; the server computes the same on submit.
         */
        CashoutInfo: {
            availableFen: components["schemas"]["Fen"];
            minFen: number;
            maxFen: number;
            /** @description The fee in basis points of the amount (600 = 6%). */
            feeRateBp: number;
            minFeeFen: components["schemas"]["Fen"];
            realNameVerified: boolean;
            phoneBound: boolean;
            channel: components["schemas"]["CashoutChannel"];
            window: components["schemas"]["CashoutWindow"];
            timesPerMonth: number;
            timesLeft: number;
            /** @description Working days from submission until the money should arrive. */
            arrivalDays: number;
            /**
             * @description How the user proves it is the owner before a withdrawal is paid out: `sms`, a code sent to the bound
             *     phone (sendWithdrawalSmsCode), or `password`, the payment password, where the server asks for one. The
             *     page shows a confirmation sheet with the amount, the fee, the money that arrives and this check; the
             *     submit carries `smsCode` or `payPassword`.
             * @enum {string}
             */
            verifyBy: "sms" | "password";
            /** @description The bound phone as the sheet names it (`138****8000`); '' when no phone is bound. */
            maskedPhone: string;
        };
        /** @description POST /v1/cashout/submit. */
        WithdrawalPayload: {
            amountFen: number;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
            /** @description With `verifyBy` sms, the code sent to the bound phone. */
            smsCode?: string;
            /** @description With `verifyBy` password, the payment password (never logged or stored by the page). */
            payPassword?: string;
        } & components["schemas"]["UserTokens"];
        /**
         * @description `submitted` 已提交, `reviewing` 审核中, `paid` 已到账, `rejected` 已驳回 (the money is back in the balance).
         * @enum {string}
         */
        WithdrawalStatus: "submitted" | "reviewing" | "paid" | "rejected";
        WithdrawalStep: {
            status: components["schemas"]["WithdrawalStatus"];
            at: components["schemas"]["UnixMs"];
        };
        WithdrawalSummary: {
            withdrawalID: string;
            amountFen: components["schemas"]["Fen"];
            feeFen: components["schemas"]["Fen"];
            status: components["schemas"]["WithdrawalStatus"];
            createdAt: components["schemas"]["UnixMs"];
        };
        /**
         * @description A withdrawal: the amount, the fee and the money that arrives, where it goes, when it should arrive, and
         *     its timeline so far (oldest first: submitted, reviewing, then paid or rejected with `rejectReason`).
         */
        Withdrawal: {
            withdrawalID: string;
            amountFen: components["schemas"]["Fen"];
            feeFen: components["schemas"]["Fen"];
            arrivalFen: components["schemas"]["Fen"];
            status: components["schemas"]["WithdrawalStatus"];
            createdAt: components["schemas"]["UnixMs"];
            expectedAt: components["schemas"]["UnixMs"];
            /** @description The WeChat account the money goes to. */
            nickName: string;
            timeline: components["schemas"]["WithdrawalStep"][];
            rejectReason?: string;
        };
        WithdrawalFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoNotVerified"] | components["schemas"]["ErrnoPhoneNotBound"] | components["schemas"]["ErrnoWeChatNotBound"] | components["schemas"]["ErrnoOutsideWindow"] | components["schemas"]["ErrnoMonthlyTimesUsed"] | components["schemas"]["ErrnoBelowMinimum"] | components["schemas"]["ErrnoAboveBalance"] | components["schemas"]["ErrnoAboveMaximum"] | components["schemas"]["ErrnoKeyReused"] | components["schemas"]["ErrnoVerificationNeeded"] | components["schemas"]["ErrnoSmsCodeWrong"] | components["schemas"]["ErrnoSmsCodeExpired"] | components["schemas"]["ErrnoPayPasswordWrong"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        WithdrawalSmsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoPhoneNotBound"] | components["schemas"]["ErrnoSmsTooOften"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/cashout/records. */
        WithdrawalsPayload: {
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        WithdrawalPage: {
            items: components["schemas"]["WithdrawalSummary"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
        };
        /** @description POST /v1/cashout/detail. */
        WithdrawalDetailPayload: {
            withdrawalID: string;
        } & components["schemas"]["UserTokens"];
        WithdrawalDetailFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoNoSuchWithdrawal"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description Today's login reward, once a day; `streakDays` counts the days in a row claimed, today's included. */
        DailyReward: {
            claimedToday: boolean;
            rewardRed: components["schemas"]["RedCount"];
            streakDays: number;
        };
        BenefitAccount: {
            redDiamonds: components["schemas"]["RedCount"];
            diamonds: components["schemas"]["RedCount"];
            cashableFen: components["schemas"]["Fen"];
            daily: components["schemas"]["DailyReward"];
            rewardsToClaim: number;
            /** @description false for a minor (giving is refused with 8304101). */
            canGive: boolean;
        };
        ExchangeOption: {
            optionID: string;
            red: number;
            diamonds: number;
            /**
             * @description What is true of this option and of no other, or absent: more 钻石 than the rate gives (`多送500`), a limited
             *     offer. Never a label on an option at the plain rate (`rateRed` : `rateDiamonds`); the page shows the tag as
             *     sent and writes none of its own.
             */
            tag?: string;
        };
        /** @description `rateRed` 红钻 buy `rateDiamonds` 钻石; the options follow the rate, and one that gives more says so in its `tag`. */
        ExchangeOptions: {
            redDiamonds: components["schemas"]["RedCount"];
            rateRed: number;
            rateDiamonds: number;
            options: components["schemas"]["ExchangeOption"][];
        };
        /** @description POST /v1/benefit/exchange. */
        ExchangePayload: {
            optionID: string;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        ExchangeResult: {
            red: components["schemas"]["RedCount"];
            diamonds: components["schemas"]["RedCount"];
            redDiamonds: components["schemas"]["RedCount"];
            diamondsBalance: components["schemas"]["RedCount"];
        };
        ExchangeFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoInsufficientRed"] | components["schemas"]["ErrnoOptionWithdrawn"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        DailyRewardClaimed: {
            gotRed: components["schemas"]["RedCount"];
            redDiamonds: components["schemas"]["RedCount"];
            streakDays: number;
        };
        DailyRewardFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoAlreadyClaimed"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @enum {string} */
        RewardStatus: "claimable" | "claimed" | "expired";
        Reward: {
            rewardID: string;
            /** @description What the reward is for (`完成首次开播任务`). */
            title: string;
            red: components["schemas"]["RedCount"];
            status: components["schemas"]["RewardStatus"];
            expiresAt: components["schemas"]["UnixMs"];
        };
        RewardList: {
            items: components["schemas"]["Reward"][];
        };
        /** @description POST /v1/benefit/rewards/claim. */
        ClaimRewardPayload: {
            rewardID: string;
        } & components["schemas"]["UserTokens"];
        RewardClaimed: {
            rewardID: string;
            gotRed: components["schemas"]["RedCount"];
            redDiamonds: components["schemas"]["RedCount"];
        };
        ClaimRewardFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoAlreadyClaimed"] | components["schemas"]["ErrnoNoSuchReward"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/benefit/give. */
        GivePayload: {
            toUserID: number;
            red: number;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        GiftResult: {
            giftID: string;
            toUserID: number;
            red: components["schemas"]["RedCount"];
            redDiamonds: components["schemas"]["RedCount"];
        };
        GiveFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoInsufficientRed"] | components["schemas"]["ErrnoNoSuchFriend"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        BenefitAccountSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["BenefitAccount"];
        };
        CashoutInfoSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["CashoutInfo"];
        };
        DailyRewardClaimedSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["DailyRewardClaimed"];
        };
        ExchangeOptionsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["ExchangeOptions"];
        };
        ExchangeResultSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["ExchangeResult"];
        };
        GiftResultSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GiftResult"];
        };
        RewardClaimedSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RewardClaimed"];
        };
        RewardListSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RewardList"];
        };
        WithdrawalSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["Withdrawal"];
        };
        WithdrawalPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WithdrawalPage"];
        };
        /**
         * @description `你的身份无权查看此内容`: the user's roles do not cover this statement, this member, or this act (the split, the withdrawal).
         * @constant
         */
        ErrnoGuildNoPermission: 8330001;
        /**
         * @description `你还不是公会成员`: the user belongs to no guild, or the member named is not in the user's guild.
         * @constant
         */
        ErrnoNotGuildMember: 8330002;
        /**
         * @description `请先完成实名认证`: applying as a host, or the guild's withdrawal, needs real-name verification (the page sends the user to /oauth).
         * @constant
         */
        ErrnoHostNotVerified: 8330003;
        /**
         * @description `你的申请正在审核中，请耐心等待`: an application of the user is pending; another is refused.
         * @constant
         */
        ErrnoApplicationPending: 8330004;
        /**
         * @description `分成比例超出允许范围`: `ratioBp` is below `minBp`, above `maxBp`, or off the `stepBp` step.
         * @constant
         */
        ErrnoRatioOutOfLimits: 8330005;
        /**
         * @description `该周期尚未结算`: the settlements of a period still open; they exist once it settles (`closesAt`).
         * @constant
         */
        ErrnoPeriodNotSettled: 8330006;
        /**
         * @description `暂未满足申请条件`: a host requirement other than real-name verification is not met (`HostRequirement.met`).
         * @constant
         */
        ErrnoRequirementsUnmet: 8330007;
        /**
         * @description `你已经是主持人了`: the user is a host already (or a suspended one, who does not apply again).
         * @constant
         */
        ErrnoAlreadyHost: 8330008;
        /**
         * @description `请先绑定公会收款账户`: the guild's withdrawal needs the guild's bank account bound.
         * @constant
         */
        ErrnoGuildAccountNotBound: 8330009;
        /**
         * @description `member` 公会成员, `host` 主持人, `guildAdmin` 公会管理员, `president` 会长, `partner` 推广合伙人. What each
         *     may read (`StatementKind`): the president every guild kind and every member; a guild admin the 钻石 flow and
         *     the flow by member of every member, not the wallet, the settlements, the split or the withdrawal; a host
         *     `hostData` (their own) and their own row of the flow by member; a member their own row only; a partner
         *     `partnerReport`. Nobody reads another member's income unless a role covers that member.
         * @enum {string}
         */
        GuildRole: "member" | "host" | "guildAdmin" | "president" | "partner";
        GuildSummary: {
            guildID: string;
            name: string;
            /** @description The guild's badge (a URL, or '' for the page's fallback). */
            avatar: string;
            memberCount: number;
        };
        /**
         * @description `patriarch` 族长, `vicePatriarch` 副族长, `host` 主持人, `member` 成员.
         * @enum {string}
         */
        FamilyRole: "patriarch" | "vicePatriarch" | "host" | "member";
        FamilySummary: {
            familyID: string;
            name: string;
            level: number;
            role: components["schemas"]["FamilyRole"];
        };
        /** @description Who I am to the guild engine. `roles` is never empty for a signed-in user (`member` at least when in a guild); a user in no guild and not a partner has `[]`. */
        GuildMe: {
            userID: number;
            /** @description Each role at most once (a client reads a repeated one once). */
            roles: components["schemas"]["GuildRole"][];
            guild: components["schemas"]["GuildSummary"] | null;
            family: components["schemas"]["FamilySummary"] | null;
        };
        /**
         * @description `guildWallet` 公会钱包 (the balance, the period's flow and its split: gifts, backpack gifts, games, invalid
         *     flow, deductions), `guildDiamonds` 钻石流水, `memberFlow` 成员流水 (a row per member, opening into that
         *     member's), `settlements` 结算 (in fen), `hostData` 主持数据 (hours live, listeners, gifts, income),
         *     `partnerReport` 推广报表. Who may read each: `GuildRole`.
         * @enum {string}
         */
        StatementKind: "guildWallet" | "guildDiamonds" | "memberFlow" | "settlements" | "hostData" | "partnerReport";
        /**
         * @description `week` is the server's settlement week (its window in `StatementPeriod`).
         * @enum {string}
         */
        Granularity: "day" | "week" | "month";
        PeriodID: string;
        /**
         * @description One period of the server (server time, UTC+8): `[startsAt, endsAt)`. `settled` false is 未结算: its
         *     figures still move and it settles at `closesAt`; `settled` true is final, settled at `closesAt`.
         */
        StatementPeriod: {
            periodID: components["schemas"]["PeriodID"];
            granularity: components["schemas"]["Granularity"];
            /** @description The server's name of the period (`11月第4周`, `2026-11-27`). */
            label: string;
            startsAt: components["schemas"]["UnixMs"];
            endsAt: components["schemas"]["UnixMs"];
            settled: boolean;
            closesAt: components["schemas"]["UnixMs"];
        };
        /** @description What the figure is, for code (`balance`, `gifts`, `invalid`); `label` is for the screen. */
        FigureKey: string;
        FigureLabel: string;
        /**
         * @description One amount of a statement. The field that holds the number names its unit: `amountFen` money in integer
         *     fen, `diamonds` 钻石, `redDiamonds` 红钻, `count` a count (listeners, gifts), `minutes` a duration.
         */
        Figure: {
            key: components["schemas"]["FigureKey"];
            label: components["schemas"]["FigureLabel"];
            amountFen: components["schemas"]["Fen"];
        } | {
            key: components["schemas"]["FigureKey"];
            label: components["schemas"]["FigureLabel"];
            diamonds: components["schemas"]["RedCount"];
        } | {
            key: components["schemas"]["FigureKey"];
            label: components["schemas"]["FigureLabel"];
            redDiamonds: components["schemas"]["RedCount"];
        } | {
            key: components["schemas"]["FigureKey"];
            label: components["schemas"]["FigureLabel"];
            count: components["schemas"]["RedCount"];
        } | {
            key: components["schemas"]["FigureKey"];
            label: components["schemas"]["FigureLabel"];
            minutes: number;
        };
        BreakdownPart: {
            /**
             * @description `subtract` for what is taken off (invalid flow, deductions).
             * @enum {string}
             */
            effect: "add" | "subtract";
            figure: components["schemas"]["Figure"];
        };
        /**
         * @description How the total `of` (a key of `totals`) is made: every part is in that total's unit, and the parts added
         *     and subtracted as their `effect` says come to it exactly.
         */
        Breakdown: {
            of: components["schemas"]["FigureKey"];
            parts: components["schemas"]["BreakdownPart"][];
        };
        /** @description The member a drill-down is about. */
        StatementMember: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
        };
        /** @description One statement of one period (of one member with `member`); its rows come from getStatementRows. */
        Statement: {
            kind: components["schemas"]["StatementKind"];
            period: components["schemas"]["StatementPeriod"];
            member: components["schemas"]["StatementMember"] | null;
            totals: components["schemas"]["Figure"][];
            breakdown: components["schemas"]["Breakdown"] | null;
        };
        /**
         * @description One row: what it is (`title`, `subtitle`), when (`at`, null for a row of a member), its figures, and
         *     `memberID` when it opens into that member's statement (the same kind and period with `memberID`).
         */
        StatementRow: {
            rowID: string;
            /** @description A member's nickname in a row of a member, else what moved (`礼物收入`). */
            title: string;
            subtitle: string;
            at: components["schemas"]["UnixMs"] | null;
            memberID: number | null;
            avatar: components["schemas"]["Avatar"];
            figures: components["schemas"]["Figure"][];
        };
        /** @description POST /v1/guild/periods. */
        StatementPeriodsPayload: {
            kind: components["schemas"]["StatementKind"];
            granularity: components["schemas"]["Granularity"];
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        StatementPeriodPage: {
            items: components["schemas"]["StatementPeriod"][];
            nextCursor: string | null;
        };
        /** @description POST /v1/guild/statement. */
        StatementPayload: {
            kind: components["schemas"]["StatementKind"];
            periodID: components["schemas"]["PeriodID"];
            memberID?: number;
        } & components["schemas"]["UserTokens"];
        /** @description POST /v1/guild/statement/rows. */
        StatementRowsPayload: {
            kind: components["schemas"]["StatementKind"];
            periodID: components["schemas"]["PeriodID"];
            memberID?: number;
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        StatementRowPage: {
            items: components["schemas"]["StatementRow"][];
            nextCursor: string | null;
        };
        /** @description A share in basis points (7000 = 70%). */
        RatioBp: number;
        /** @description The server's limits of a member's share; a ratio is valid when `minBp` <= it <= `maxBp` and `(ratio - minBp) % stepBp` is 0. */
        SplitLimits: {
            minBp: components["schemas"]["RatioBp"];
            maxBp: components["schemas"]["RatioBp"];
            stepBp: number;
        };
        SplitMember: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
            ratioBp: components["schemas"]["RatioBp"];
            /** @description A change already made, and when it takes effect; null when none is waiting. */
            next: {
                ratioBp: components["schemas"]["RatioBp"];
                effectiveFrom: components["schemas"]["UnixMs"];
            } | null;
        };
        /** @description POST /v1/guild/split. */
        RevenueSplitPayload: {
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        /** @description The members' shares (a page of them), the limits, and when a change made now takes effect (the next period's start). */
        RevenueSplit: {
            limits: components["schemas"]["SplitLimits"];
            effectiveFrom: components["schemas"]["UnixMs"];
            items: components["schemas"]["SplitMember"][];
            nextCursor: string | null;
        };
        /** @description POST /v1/guild/split/change. */
        SplitChangePayload: {
            memberID: number;
            ratioBp: components["schemas"]["RatioBp"];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        SplitChanged: {
            memberID: number;
            ratioBp: components["schemas"]["RatioBp"];
            effectiveFrom: components["schemas"]["UnixMs"];
        };
        /**
         * @description `none` 还不是主持人, `applying` 申请审核中, `host` 主持人, `suspended` 已暂停 (`suspendedReason`).
         * @enum {string}
         */
        HostState: "none" | "applying" | "host" | "suspended";
        /**
         * @description One requirement to apply, with its state. `kind` says how the page leads the user to meet it: `realName`
         *     (/oauth), `adult` (18 or older, from real-name verification: nothing to do), `phone` (native
         *     `gotoBindMobile`), `server` (the server's own, explained in `hint`).
         */
        HostRequirement: {
            key: components["schemas"]["FigureKey"];
            /** @enum {string} */
            kind: "realName" | "adult" | "phone" | "server";
            label: string;
            met: boolean;
            hint: string;
        };
        HostApplication: {
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected";
            submittedAt: components["schemas"]["UnixMs"];
            decidedAt: components["schemas"]["UnixMs"] | null;
            /** @description Why it was rejected (with `rejected` only). */
            rejectReason: string | null;
        };
        HostStatus: {
            state: components["schemas"]["HostState"];
            requirements: components["schemas"]["HostRequirement"][];
            application: components["schemas"]["HostApplication"] | null;
            suspendedReason: string | null;
        };
        /** @description POST /v1/host/apply. */
        HostApplyPayload: {
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        /** @description The guild's bank account the money goes to; `bankName` and `maskedAccount` are '' while not bound. */
        GuildAccount: {
            bound: boolean;
            bankName: string;
            /** @description `**** 1234`. */
            maskedAccount: string;
        };
        /**
         * @description `CashoutInfo`'s limits, fee, window, times and owner check for the guild's balance, with the guild's gates:
         *     `president`, `verification` (`none` blocks), `account.bound`, `window.open`, `timesLeft` > 0.
         */
        GuildCashoutInfo: {
            availableFen: components["schemas"]["Fen"];
            minFen: number;
            maxFen: number;
            feeRateBp: number;
            minFeeFen: components["schemas"]["Fen"];
            president: boolean;
            /**
             * @description The guild's verification, as a company or a person; `none` cannot withdraw.
             * @enum {string}
             */
            verification: "none" | "person" | "company";
            account: components["schemas"]["GuildAccount"];
            window: components["schemas"]["CashoutWindow"];
            timesPerMonth: number;
            timesLeft: number;
            arrivalDays: number;
            /** @enum {string} */
            verifyBy: "sms" | "password";
            maskedPhone: string;
        };
        StatementReadFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoGuildNoPermission"] | components["schemas"]["ErrnoNotGuildMember"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description A read of the president's that takes only the tokens. */
        GuildReadFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoGuildNoPermission"] | components["schemas"]["ErrnoNotGuildMember"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        StatementFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoGuildNoPermission"] | components["schemas"]["ErrnoNotGuildMember"] | components["schemas"]["ErrnoPeriodNotSettled"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        SplitChangeFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoGuildNoPermission"] | components["schemas"]["ErrnoNotGuildMember"] | components["schemas"]["ErrnoRatioOutOfLimits"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        HostApplyFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoHostNotVerified"] | components["schemas"]["ErrnoRequirementsUnmet"] | components["schemas"]["ErrnoApplicationPending"] | components["schemas"]["ErrnoAlreadyHost"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        GuildSmsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoGuildNoPermission"] | components["schemas"]["ErrnoSmsTooOften"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        GuildWithdrawalFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoGuildNoPermission"] | components["schemas"]["ErrnoNotGuildMember"] | components["schemas"]["ErrnoHostNotVerified"] | components["schemas"]["ErrnoGuildAccountNotBound"] | components["schemas"]["ErrnoOutsideWindow"] | components["schemas"]["ErrnoMonthlyTimesUsed"] | components["schemas"]["ErrnoBelowMinimum"] | components["schemas"]["ErrnoAboveBalance"] | components["schemas"]["ErrnoAboveMaximum"] | components["schemas"]["ErrnoKeyReused"] | components["schemas"]["ErrnoVerificationNeeded"] | components["schemas"]["ErrnoSmsCodeWrong"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        GuildMeSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GuildMe"];
        };
        StatementPeriodPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["StatementPeriodPage"];
        };
        StatementSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["Statement"];
        };
        StatementRowPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["StatementRowPage"];
        };
        RevenueSplitSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RevenueSplit"];
        };
        SplitChangedSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["SplitChanged"];
        };
        HostStatusSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["HostStatus"];
        };
        GuildCashoutInfoSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GuildCashoutInfo"];
        };
        /** @description One package on sale. `diamonds + bonus` are credited when the order is paid. */
        RechargePackage: {
            /** @description What createWxOrder / createAliOrder / createWebOrder take as `productID`. */
            packageID: string;
            diamonds: number;
            /** @description Extra 钻石 on top (0 for none). */
            bonus: number;
            priceFen: components["schemas"]["Fen"];
            /**
             * @description What is true of this package and of no plain one, or absent: an extra share (`加赠8%`), a first-recharge
             *     offer (`首充双倍`), a channel's own price (`网页专享`). Never a bare `热门` or `超值` on a package that buys
             *     at the same rate as the rest; the page shows the tag as sent and writes none of its own.
             */
            tag?: string;
        };
        /**
         * @description The custom amount the user may type instead of a package (`productID` `custom`): **whole yuan** within
         *     `minFen`..`maxFen` (the whole yuan inside them, when a limit is not itself whole yuan). 钻石 are credited
         *     per yuan, so fen below a yuan would be paid for and buy nothing: an order of such an amount is refused
         *     (8380005), and the page takes whole yuan only and says so under the field.
         */
        CustomAmountLimits: {
            minFen: components["schemas"]["Fen"];
            maxFen: components["schemas"]["Fen"];
            /** @description 钻石 per yuan of a custom amount (the amount is whole yuan, see above). */
            diamondsPerYuan: number;
        };
        /**
         * @description The account's recharge caps (the 2021 rules on live-stream tipping) and what is used, in integer fen. The page
         *     reminds the user when what is left of either cap is at most `remindBelowFen`, and refuses an amount
         *     over what is left before sending it (the server refuses it anyway: 8380001, 8380002).
         */
        RechargeCaps: {
            dailyLimitFen: components["schemas"]["Fen"];
            dailyUsedFen: components["schemas"]["Fen"];
            monthlyLimitFen: components["schemas"]["Fen"];
            monthlyUsedFen: components["schemas"]["Fen"];
            remindBelowFen: components["schemas"]["Fen"];
        };
        RechargeOffer: {
            packages: components["schemas"]["RechargePackage"][];
            /** @description Null when custom amounts are off. */
            custom: components["schemas"]["CustomAmountLimits"] | null;
            caps: components["schemas"]["RechargeCaps"];
        };
        RechargeInfo: {
            /** @description The user's 钻石. */
            balance: number;
            offer: components["schemas"]["RechargeOffer"];
        };
        RechargeInfoSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RechargeInfo"];
        };
        RechargeInfoFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoMinorAccount"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/xpay/order-status. */
        PayOrderQuery: {
            orderID: string;
        };
        PayOrderStatus: {
            orderID: string;
            /** @enum {string} */
            status: "pending" | "paid" | "failed" | "closed";
            /** @description The 钻石 the order credits (bonus included); 0 for a VIP money option's order. */
            diamonds: number;
            priceFen: components["schemas"]["Fen"];
        };
        PayOrderStatusSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["PayOrderStatus"];
        };
        PayOrderStatusFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoOrderUnknown"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/xpay/orders. */
        RechargeOrdersPayload: {
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        /**
         * @description One recharge order as the records list it: what was paid (`amountFen`, integer fen), the 钻石 it credits
         *     or credited (bonus included), how it was paid, where it stands and when it was made. `status`: `paid`
         *     (the 钻石 are credited), `pending` (not paid yet, or the provider has not told the server), `failed`
         *     (the provider refused the payment), `closed` (never paid and no longer payable), `refunded` (paid, then
         *     the money went back, as for a minor's recharge the guardian asked back; the 钻石 were taken back).
         */
        RechargeOrderRecord: {
            orderID: string;
            amountFen: components["schemas"]["Fen"];
            /** @description The 钻石 the order credits, bonus included. */
            diamonds: number;
            /**
             * @description WeChat Pay (in the app, WeChat H5 pay or inside WeChat), Alipay, or Apple's in-app purchase.
             * @enum {string}
             */
            channel: "wechat" | "alipay" | "apple";
            /** @enum {string} */
            status: "paid" | "pending" | "failed" | "closed" | "refunded";
            createdAt: components["schemas"]["UnixMs"];
        };
        RechargeOrderPage: {
            items: components["schemas"]["RechargeOrderRecord"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
        };
        RechargeOrderPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RechargeOrderPage"];
        };
        RechargeOrdersFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description The account ID the app shows on the user's profile (4 to 12 digits). */
        RechargeAccountID: string;
        /** @description POST /v1/xpay/web/account. */
        RechargeAccountQuery: {
            accountID: components["schemas"]["RechargeAccountID"];
        };
        RechargeAccount: {
            accountID: string;
            nickname: string;
            avatar: components["schemas"]["Avatar"];
        };
        RechargeAccountResult: {
            account: components["schemas"]["RechargeAccount"];
            offer: components["schemas"]["RechargeOffer"];
        };
        RechargeAccountSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RechargeAccountResult"];
        };
        RechargeAccountFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoRechargeAccountUnknown"] | components["schemas"]["ErrnoMinorAccount"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/xpay/web-order. */
        WebOrderPayload: {
            accountID: components["schemas"]["RechargeAccountID"];
            /** @enum {string} */
            channel: "wechat" | "alipay";
            /** @description A package's `packageID`, or `custom` for a custom amount. */
            productID: string;
            /**
             * @description The price in integer fen, more than 0: the package's `priceFen` as the page showed it (a different
             *     price is a withdrawn package, 8380003), or the custom amount: a multiple of 100, whole yuan
             *     (`CustomAmountLimits`; else 8380005).
             */
            amountFen: number;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
            /** @description An absolute URL on the page's own origin; the pay page returns there with `orderID` added. */
            returnUrl: string;
        };
        WebOrderResult: {
            orderID: string;
            /** @description The provider's pay page (WeChat H5 pay's or Alipay wap pay's), opened in the same tab. */
            payUrl: string;
        };
        WebOrderSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WebOrderResult"];
        };
        /** @description What createWebOrder answers when it creates no order. */
        RechargeOrderFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoRechargeDailyCap"] | components["schemas"]["ErrnoRechargeMonthlyCap"] | components["schemas"]["ErrnoPackageWithdrawn"] | components["schemas"]["ErrnoAmountOutOfLimits"] | components["schemas"]["ErrnoRechargeAccountUnknown"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/xpay/web/wx-authorize. */
        WxWebAuthorizePayload: {
            /** @description An absolute URL on the page's own origin; WeChat returns there with `code` and `state`. */
            redirectUri: string;
            /** @description Made by the page for this authorisation and checked when WeChat returns (no forged return). */
            state: string;
        };
        WxWebAuthorize: {
            /** @description WeChat's OAuth2 authorisation address (snsapi_base), opened in the same tab. */
            authorizeUrl: string;
        };
        WxWebAuthorizeSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WxWebAuthorize"];
        };
        WxWebAuthorizeFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoJsapiOff"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/xpay/web/jsapi-order. */
        JsapiOrderPayload: {
            accountID: components["schemas"]["RechargeAccountID"];
            /** @description The payer's openid under the server's official account (wxAuth). */
            openid: string;
            /** @description A package's `packageID`, or `custom` for a custom amount. */
            productID: string;
            /** @description The price in integer fen, as for createWebOrder. */
            amountFen: number;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        };
        JsapiOrderSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WxOrderResult"];
        };
        /** @description What createJsapiOrder answers when it creates no order. */
        JsapiOrderFailure: {
            errno: components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoRechargeDailyCap"] | components["schemas"]["ErrnoRechargeMonthlyCap"] | components["schemas"]["ErrnoPackageWithdrawn"] | components["schemas"]["ErrnoAmountOutOfLimits"] | components["schemas"]["ErrnoRechargeAccountUnknown"] | components["schemas"]["ErrnoJsapiOff"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/benefit/rewards/claim-all. */
        ClaimAllRewardsPayload: {
            rewardIDs: string[];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        RewardsClaimed: {
            claimed: {
                rewardID: string;
                gotRed: components["schemas"]["RedCount"];
            }[];
            failed: {
                rewardID: string;
                /** @enum {string} */
                reason: "expired" | "claimed" | "unknown";
            }[];
            /** @description The 红钻 of every reward claimed by this request. */
            gotRed: components["schemas"]["RedCount"];
            /** @description The balance after. */
            redDiamonds: components["schemas"]["RedCount"];
        };
        RewardsClaimedSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RewardsClaimed"];
        };
        ClaimAllRewardsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description `请先完成实名认证`: a guard is a tip to a host, and tipping needs real-name verification (the page sends the user to /oauth). Nothing is charged.
         * @constant
         */
        ErrnoGuardNeedsRealName: 8310002;
        /**
         * @description `已达今日打赏上限`: the purchase would take the day's tips (guards and gifts to others, in 钻石) over `TipCaps.dailyLimitDiamonds`. Nothing is charged.
         * @constant
         */
        ErrnoTipDailyCap: 8310003;
        /**
         * @description `已达本月打赏上限`: the purchase would take the month's tips over `TipCaps.monthlyLimitDiamonds`. Nothing is charged.
         * @constant
         */
        ErrnoTipMonthlyCap: 8310004;
        /**
         * @description `不能守护自己`: `anchorID` is the buyer. Nothing is charged.
         * @constant
         */
        ErrnoGuardSelf: 8310005;
        /**
         * @description `手慢了，该靓号已被抢走`: the pretty number (or a limited item) was sold to someone else first. Nothing is charged; the page reloads the list.
         * @constant
         */
        ErrnoSoldOut: 8310006;
        /**
         * @description `该商品已下架`: the goods item, the VIP tier or the price option is no longer sold. The page reloads the options.
         * @constant
         */
        ErrnoGoodsWithdrawn: 8310007;
        /**
         * @description `价格已变动，请确认后重新购买`: `diamonds` is not the option's price now. Nothing is charged; the page shows the new price before another attempt.
         * @constant
         */
        ErrnoPriceChanged: 8310008;
        /**
         * @description `你还没有这件物品，或已过期`: wear or take off an item the user does not own, or whose end has passed.
         * @constant
         */
        ErrnoNotOwned: 8310009;
        /**
         * @description `今日已领取`: the members' daily 钻石 were claimed today (the server's day). Not a failure on screen: the claimed state.
         * @constant
         */
        ErrnoVipDailyClaimed: 8310010;
        /**
         * @description `开通会员后可用`: the daily 钻石 and auto-renew need an active membership (none, or expired).
         * @constant
         */
        ErrnoNoMembership: 8310011;
        /**
         * @description `该商品不能赠送`: pretty numbers, and any item whose `giftable` is false, cannot be given, transferred or resold.
         * @constant
         */
        ErrnoNotGiftable: 8310012;
        /**
         * @description `用户不存在或不能接收`: the user named (`toUserID`, `targetUserID`) is unknown, or is the giver.
         * @constant
         */
        ErrnoNoSuchReceiver: 8310013;
        /**
         * @description `未满足解锁条件`: the item is unlocked by a wealth level or a VIP tier, not sold for 钻石.
         * @constant
         */
        ErrnoGoodsLocked: 8310014;
        /**
         * @description What a goods item is: an avatar frame (头像框), a chat bubble (气泡), an entrance banner (进场飘屏), a profile card (资料卡), a pretty number (靓号). One of each kind is worn at a time.
         * @enum {string}
         */
        MallKind: "frame" | "bubble" | "banner" | "card" | "number";
        /** @description A goods item's id (a pretty number's is `num_<digits>`). */
        GoodsID: string;
        /** @description A price option's id. */
        OptionID: string;
        MallTab: {
            tab: string;
            title: string;
        };
        /**
         * @description A picture of an item (or a tier's badge, a perk's icon), an image or an animated image (`animated`: APNG,
         *     WebP or GIF, never a player's script) at a fixed size in CSS pixels, so the page reserves its box before it
         *     loads (lazily).
         */
        Preview: {
            /** @description An http(s) URL of the server's CDN, or a `data:image/` URI. */
            url: string;
            width: number;
            height: number;
            animated: boolean;
        };
        /**
         * @description How an item is had: bought (`price`, its options in getGoodsOptions), or reached, never sold: a wealth level
         *     (`wealth`) or a VIP tier (`vip`). `met`: whether I meet it now.
         */
        Unlock: {
            /** @constant */
            by: "price";
            /** @constant */
            met: true;
        } | {
            /** @constant */
            by: "wealth";
            level: number;
            met: boolean;
        } | {
            /** @constant */
            by: "vip";
            tier: number;
            tierName: string;
            met: boolean;
        };
        Ownership: {
            /** @description When it ends (unix ms); null when it is mine for good. */
            expireAt: components["schemas"]["UnixMs"] | null;
            worn: boolean;
        };
        MallGoodsItem: {
            goodsID: components["schemas"]["GoodsID"];
            kind: components["schemas"]["MallKind"];
            name: string;
            description: string;
            preview: components["schemas"]["Preview"] | null;
            unlock: components["schemas"]["Unlock"];
            /** @description The lowest 钻石 price of its options; null when it is not sold for 钻石. */
            fromDiamonds: components["schemas"]["RedCount"] | null;
            /** @description Mine now, until when, and whether I wear it; null when I do not own it. */
            owned: components["schemas"]["Ownership"] | null;
            /** @description Whether it can be bought for another user (giveGoods). Pretty numbers never are. */
            giftable: boolean;
        };
        /** @description POST /v1/mall/goods. */
        MallGoodsPayload: {
            tab?: string;
        } & components["schemas"]["UserTokens"];
        MallGoods: {
            tabs: components["schemas"]["MallTab"][];
            /** @description The tab answered (the first one when the payload named none). */
            tab: string;
            items: components["schemas"]["MallGoodsItem"][];
        };
        /**
         * @description One way an item is sold: for `days` (null: permanent) at a price in 钻石 (`currency` diamond) or in money
         *     (`currency` cny: integer fen, paid through createWxOrder / createAliOrder with `productID`, then asked
         *     about with getPayOrder; Android only, iOS never shows it; for a VIP tier, see `PayOrderPayload`). `label` is the server's words (`1个月`, `永久`).
         */
        PriceOption: {
            optionID: components["schemas"]["OptionID"];
            days: number | null;
            label: string;
            /** @constant */
            currency: "diamond";
            diamonds: components["schemas"]["RedCount"];
        } | {
            optionID: components["schemas"]["OptionID"];
            days: number | null;
            label: string;
            /** @constant */
            currency: "cny";
            priceFen: components["schemas"]["Fen"];
            productID: string;
        };
        /** @description POST /v1/mall/goods/options. */
        GoodsOptionsPayload: {
            goodsID: components["schemas"]["GoodsID"];
        } & components["schemas"]["UserTokens"];
        GoodsOptions: {
            goodsID: components["schemas"]["GoodsID"];
            options: components["schemas"]["PriceOption"][];
            /** @description My 钻石 balance. */
            diamonds: components["schemas"]["RedCount"];
        };
        /** @description POST /v1/mall/buy. */
        BuyGoodsPayload: {
            goodsID: components["schemas"]["GoodsID"];
            optionID: components["schemas"]["OptionID"];
            /** @description The price the user confirmed. */
            diamonds: components["schemas"]["RedCount"];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        GoodsBought: {
            goodsID: components["schemas"]["GoodsID"];
            optionID: components["schemas"]["OptionID"];
            /** @description When it ends now (unix ms); null when permanent. */
            expireAt: components["schemas"]["UnixMs"] | null;
            /** @description 钻石 left. */
            diamonds: components["schemas"]["RedCount"];
        };
        /** @description POST /v1/mall/give. */
        GiveGoodsPayload: {
            goodsID: components["schemas"]["GoodsID"];
            optionID: components["schemas"]["OptionID"];
            /** @description The price the user confirmed. */
            diamonds: components["schemas"]["RedCount"];
            toUserID: number;
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        GoodsGiven: {
            goodsID: components["schemas"]["GoodsID"];
            toUserID: number;
            /** @description 钻石 left. */
            diamonds: components["schemas"]["RedCount"];
        };
        /** @description POST /v1/mall/backpack. */
        BackpackPayload: {
            kind?: components["schemas"]["MallKind"];
        } & components["schemas"]["UserTokens"];
        OwnedItem: {
            goodsID: components["schemas"]["GoodsID"];
            kind: components["schemas"]["MallKind"];
            name: string;
            preview: components["schemas"]["Preview"] | null;
            /** @description When it ends (unix ms); null when permanent. */
            expireAt: components["schemas"]["UnixMs"] | null;
            worn: boolean;
            /**
             * @description Bought, given by another user, a VIP tier's or a wealth level's.
             * @enum {string}
             */
            source: "bought" | "gift" | "vip" | "wealth";
        };
        Backpack: {
            items: components["schemas"]["OwnedItem"][];
        };
        /** @description POST /v1/mall/wear and /v1/mall/take-off. */
        WearPayload: {
            goodsID: components["schemas"]["GoodsID"];
        } & components["schemas"]["UserTokens"];
        WornItem: {
            goodsID: components["schemas"]["GoodsID"];
            kind: components["schemas"]["MallKind"];
            worn: boolean;
            /** @description The item of the same kind taken off by this wear; null when none. */
            replacedGoodsID: components["schemas"]["GoodsID"] | null;
        };
        /** @description POST /v1/vip/tiers. */
        VipTiersPayload: {
            /**
             * @description `vipv2` when left out.
             * @enum {string}
             */
            lineup?: "uservip" | "vipv2";
        } & components["schemas"]["UserTokens"];
        VipPerk: {
            perkID: string;
            name: string;
            description: string;
            icon: components["schemas"]["Preview"] | null;
        };
        VipTier: {
            /** @description The tier's id, the `honorID` of buyHonor. */
            tier: number;
            /** @description `vip`, `svip`, `xvip`: the routes /user/vipv2/<code> open with this tier selected. */
            code: string;
            name: string;
            badge: components["schemas"]["Preview"] | null;
            options: components["schemas"]["PriceOption"][];
            /** @description The perks this tier unlocks, ids of `VipTiers.perks`. */
            perks: string[];
        };
        VipTiers: {
            tiers: components["schemas"]["VipTier"][];
            perks: components["schemas"]["VipPerk"][];
            /** @description My 钻石 balance, for the confirmation sheet before the first purchase. */
            diamonds: components["schemas"]["RedCount"];
        };
        /**
         * @description Auto-renew of my membership, off unless I turned it on. On: `optionID` is charged (`diamonds`) at
         *     `nextChargeAt`, a reminder comes `remindDaysBefore` days before, and `cancelHow` says how to turn it off.
         *     Off, the page tells the user before turning it on when the charge would come: `chargeDaysBeforeEnd` days
         *     before the membership's end.
         */
        AutoRenew: {
            on: boolean;
            optionID: components["schemas"]["OptionID"] | null;
            diamonds: components["schemas"]["RedCount"] | null;
            nextChargeAt: components["schemas"]["UnixMs"] | null;
            chargeDaysBeforeEnd: number;
            remindDaysBefore: number;
            cancelHow: string;
        };
        /** @description The members' daily 钻石: `available` while the membership is active. */
        VipDaily: {
            available: boolean;
            diamonds: components["schemas"]["RedCount"];
            claimedToday: boolean;
        };
        MembershipEvent: {
            at: components["schemas"]["UnixMs"];
            /** @enum {string} */
            kind: "bought" | "renewed" | "autoRenewed" | "received";
            tierName: string;
            days: number | null;
            /** @description What it cost me; null when paid with money or received. */
            diamonds: components["schemas"]["RedCount"] | null;
        };
        Membership: {
            /** @enum {string} */
            status: "none" | "active" | "expiring" | "expired";
            /** @description The tier I have or had; null when never a member. */
            tier: number | null;
            tierName: string | null;
            endAt: components["schemas"]["UnixMs"] | null;
            daysLeft: number;
            expiringWithinDays: number;
            autoRenew: components["schemas"]["AutoRenew"];
            daily: components["schemas"]["VipDaily"];
            /** @description The latest first. */
            history: components["schemas"]["MembershipEvent"][];
        };
        /** @description POST /v1/vip/auto-renew. */
        AutoRenewPayload: {
            on: boolean;
            optionID?: components["schemas"]["OptionID"];
            /**
             * @description The user saw the price, the next charge's date, the reminder and how to cancel, and agreed.
             * @constant
             */
            confirmed?: true;
        } & components["schemas"]["UserTokens"];
        VipDailyClaimed: {
            gotDiamonds: components["schemas"]["RedCount"];
            /** @description 钻石 now. */
            diamonds: components["schemas"]["RedCount"];
        };
        /** @description POST /v1/guard/info. */
        GuardInfoPayload: {
            targetUserID: number;
        } & components["schemas"]["UserTokens"];
        GuardUser: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
        };
        GuardPlanOption: {
            /** @description How long the guard runs (or is extended), each month 30 days. */
            months: number;
            label: string;
            diamonds: components["schemas"]["RedCount"];
        };
        GuardPlan: {
            /** @enum {integer} */
            level: 1 | 2 | 3;
            name: string;
            perks: string[];
            options: components["schemas"]["GuardPlanOption"][];
        };
        /** @description The server's caps on tips (guards and gifts to others, in 钻石) and what I used of them: null limit, no cap. */
        TipCaps: {
            dailyLimitDiamonds: components["schemas"]["RedCount"] | null;
            dailyUsedDiamonds: components["schemas"]["RedCount"];
            monthlyLimitDiamonds: components["schemas"]["RedCount"] | null;
            monthlyUsedDiamonds: components["schemas"]["RedCount"];
        };
        /** @description My guard of the user, while it runs (null once it ended). */
        MyGuard: {
            /** @enum {integer} */
            level: 1 | 2 | 3;
            levelName: string;
            /** @description My guard's current end; a renewal (buyGuard, any level) extends from it. */
            expireAt: components["schemas"]["UnixMs"];
        };
        GuardInfo: {
            target: components["schemas"]["GuardUser"];
            /** @description The target is me (我的守护); a guard of myself is refused (8310005). */
            self: boolean;
            mine: components["schemas"]["MyGuard"] | null;
            plans: components["schemas"]["GuardPlan"][];
            caps: components["schemas"]["TipCaps"];
            realNameVerified: boolean;
            minor: boolean;
            /** @description My 钻石 balance. */
            diamonds: components["schemas"]["RedCount"];
        };
        /** @description POST /v1/guard/list. */
        GuardsPayload: {
            targetUserID: number;
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        GuardEntry: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
            /** @enum {integer} */
            level: 1 | 2 | 3;
            levelName: string;
            expireAt: components["schemas"]["UnixMs"];
        };
        GuardPage: {
            total: number;
            items: components["schemas"]["GuardEntry"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
        };
        /** @description POST /v1/number/catalogue. */
        NumbersPayload: {
            tab?: string;
            /** @description Search by digits the number contains, in every tab. */
            digits?: string;
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        /** @description A pretty number's digits. */
        PrettyNumber: string;
        NumberGoods: {
            goodsID: components["schemas"]["GoodsID"];
            number: components["schemas"]["PrettyNumber"];
            /** @description The pattern's words (`AAAA`, `520`). */
            pattern: string;
            options: components["schemas"]["PriceOption"][];
        };
        NumberPage: {
            tabs: components["schemas"]["MallTab"][];
            /** @description The tab answered; null for a search by digits. */
            tab: string | null;
            items: components["schemas"]["NumberGoods"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
        };
        OwnedNumber: {
            goodsID: components["schemas"]["GoodsID"];
            number: components["schemas"]["PrettyNumber"];
            expireAt: components["schemas"]["UnixMs"] | null;
            worn: boolean;
        };
        MyNumbers: {
            /** @description The account's own ID, shown again when no number is worn. */
            originalID: number;
            items: components["schemas"]["OwnedNumber"][];
        };
        WealthLevelRow: {
            level: number;
            name: string;
            minValue: components["schemas"]["RedCount"];
            /** @description The value needed within the keep window to stay at this level. */
            keepValue: components["schemas"]["RedCount"];
            privileges: string[];
            badge: components["schemas"]["Preview"] | null;
        };
        WealthLevel: {
            level: number;
            value: components["schemas"]["RedCount"];
            /** @description The next level and the value it starts at; null at the top. */
            nextLevel: {
                level: number;
                minValue: components["schemas"]["RedCount"];
            } | null;
            /** @description The value still needed for the next level (0 at the top). */
            gapValue: components["schemas"]["RedCount"];
            levels: components["schemas"]["WealthLevelRow"][];
            /** @description The keep-level rule: `requiredValue` within `windowDays`, else the level drops at `checkAt`. */
            keep: {
                windowDays: number;
                requiredValue: components["schemas"]["RedCount"];
                valueInWindow: components["schemas"]["RedCount"];
                checkAt: components["schemas"]["UnixMs"] | null;
            };
        };
        /** @description POST /v1/wealth/ledger. */
        WealthLedgerPayload: {
            /** @description `YYYY-MM` in server time. */
            month: string;
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        WealthEntry: {
            entryID: string;
            at: components["schemas"]["UnixMs"];
            value: number;
            /** @description What added the value (`赠送礼物`, `开通守护`). */
            reason: string;
        };
        WealthLedgerPage: {
            month: string;
            monthValue: components["schemas"]["RedCount"];
            items: components["schemas"]["WealthEntry"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
        };
        MallGoodsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["MallGoods"];
        };
        GoodsOptionsSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GoodsOptions"];
        };
        GoodsBoughtSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GoodsBought"];
        };
        GoodsGivenSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GoodsGiven"];
        };
        BackpackSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["Backpack"];
        };
        WornItemSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WornItem"];
        };
        VipTiersSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["VipTiers"];
        };
        MembershipSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["Membership"];
        };
        AutoRenewSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["AutoRenew"];
        };
        VipDailyClaimedSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["VipDailyClaimed"];
        };
        GuardInfoSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GuardInfo"];
        };
        GuardPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["GuardPage"];
        };
        NumberPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["NumberPage"];
        };
        MyNumbersSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["MyNumbers"];
        };
        WealthLevelSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WealthLevel"];
        };
        WealthLedgerPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["WealthLedgerPage"];
        };
        MallReadFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        GoodsOptionsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoGoodsWithdrawn"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        BuyGoodsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoNoDiamonds"] | components["schemas"]["ErrnoSoldOut"] | components["schemas"]["ErrnoGoodsWithdrawn"] | components["schemas"]["ErrnoPriceChanged"] | components["schemas"]["ErrnoGoodsLocked"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        GiveGoodsFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoNoDiamonds"] | components["schemas"]["ErrnoTipDailyCap"] | components["schemas"]["ErrnoTipMonthlyCap"] | components["schemas"]["ErrnoGoodsWithdrawn"] | components["schemas"]["ErrnoPriceChanged"] | components["schemas"]["ErrnoGoodsLocked"] | components["schemas"]["ErrnoNotGiftable"] | components["schemas"]["ErrnoNoSuchReceiver"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        WearFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoNotOwned"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        AutoRenewFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoGoodsWithdrawn"] | components["schemas"]["ErrnoNoMembership"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        VipDailyFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoVipDailyClaimed"] | components["schemas"]["ErrnoNoMembership"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        GuardInfoFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoNoSuchReceiver"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description `用户不存在`: no account has `targetUserID` (or it was cancelled).
         * @constant
         */
        ErrnoUserNotFound: 8320001;
        /**
         * @description `该账号已被封禁`: the account is banned; its page is not shown and it cannot be followed.
         * @constant
         */
        ErrnoUserBanned: 8320002;
        /**
         * @description `不能关注自己`: `targetUserID` is the caller.
         * @constant
         */
        ErrnoFollowSelf: 8320003;
        /**
         * @description `关注人数已达上限`: the caller follows as many users as the server allows; unfollow someone first.
         * @constant
         */
        ErrnoFollowLimit: 8320004;
        /** @description POST /v1/user/home. The token pair is optional; without it the public page, `viewer` null. */
        UserHomePayload: {
            targetUserID: number;
            accessToken?: string;
            openID?: string;
        };
        /** @description A count (followers, gifts received, plays); never an amount of money. */
        HomeCount: number;
        HomeProfile: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
            /** @description The ID the app shows on the profile: the worn pretty number (靓号), else the account ID. */
            shownID: string;
            /** @description `shownID` is a worn pretty number, not the account ID. */
            prettyNumber: boolean;
            /** @description The user's own line about themselves; absent or empty when none. */
            signature?: string;
        };
        /** @description A badge the page shows as is (the server's name); a level or tier, never an amount. */
        HomeBadge: {
            level: number;
            name: string;
        };
        /** @description What the page is to the signed-in viewer. */
        HomeViewer: {
            /** @description The page is mine (no follow or message). */
            self: boolean;
            /** @description I follow them (always false on my own page). */
            following: boolean;
        };
        HomeGuard: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
            levelName: string;
        };
        /** @description One kind of gift received, and how many. Never its value. */
        HomeGift: {
            giftID: string;
            name: string;
            /** @description An http(s) URL or a `data:` URI of the gift's image, or empty (the page shows a placeholder). */
            icon: string;
            count: components["schemas"]["HomeCount"];
        };
        /** @description A work (a recorded song) as the list shows it. */
        HomeWork: {
            workID: string;
            title: string;
            /** @description An http(s) URL or a `data:` URI of the cover, or empty (the page shows a placeholder). */
            cover: string;
            plays: components["schemas"]["HomeCount"];
        };
        UserHome: {
            profile: components["schemas"]["HomeProfile"];
            /** @description The VIP tier worn now; null when none or expired. */
            vip: components["schemas"]["HomeBadge"] | null;
            /** @description The wealth level as a badge; null below level 1. Never the wealth value. */
            wealth: components["schemas"]["HomeBadge"] | null;
            followers: components["schemas"]["HomeCount"];
            following: components["schemas"]["HomeCount"];
            /** @description Null without a token pair (the public page outside the app). */
            viewer: components["schemas"]["HomeViewer"] | null;
            /** @description The top guards, the highest level first. */
            guards: components["schemas"]["HomeGuard"][];
            guardCount: components["schemas"]["HomeCount"];
            /** @description The gift wall, the most received first. */
            gifts: components["schemas"]["HomeGift"][];
            /** @description The first works, the latest first. */
            works: components["schemas"]["HomeWork"][];
            workCount: components["schemas"]["HomeCount"];
        };
        UserHomeSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["UserHome"];
        };
        UserHomeFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoUserNotFound"] | components["schemas"]["ErrnoUserBanned"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /** @description POST /v1/user/follow and /v1/user/unfollow. */
        FollowPayload: {
            targetUserID: number;
        } & components["schemas"]["UserTokens"];
        FollowResult: {
            /** @description Whether I follow them after the call. */
            following: boolean;
            /** @description Their followers after the call. */
            followers: components["schemas"]["HomeCount"];
        };
        FollowSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["FollowResult"];
        };
        FollowFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoUserNotFound"] | components["schemas"]["ErrnoUserBanned"] | components["schemas"]["ErrnoFollowSelf"] | components["schemas"]["ErrnoFollowLimit"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        UnfollowFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoUserNotFound"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        /**
         * @description `活动不存在或已下线`: no event, board, period, draw or task has this id.
         * @constant
         */
        ErrnoActivityNotFound: 8340001;
        /**
         * @description `活动尚未开始`: the event's window has not opened (`startsAt` is still ahead). Nothing is drawn or charged.
         * @constant
         */
        ErrnoActivityNotStarted: 8340002;
        /**
         * @description `活动已结束`: the event's window closed (`endsAt` passed). Nothing is drawn, charged or claimed.
         * @constant
         */
        ErrnoActivityEnded: 8340003;
        /**
         * @description `青少年模式下不能参与抽奖`: teen mode is on as the server knows it (the page asks native first). Nothing is charged.
         * @constant
         */
        ErrnoActivityTeenMode: 8340004;
        /**
         * @description `今日抽奖次数已达上限`: the draws would take today's count (the server's day, UTC+8) over `DrawCap.limit`. Nothing is charged.
         * @constant
         */
        ErrnoDrawDailyCap: 8340005;
        /**
         * @description `抽奖券不足`: the draw costs more of the event's tickets than the user has. Nothing is charged.
         * @constant
         */
        ErrnoNoTickets: 8340006;
        /**
         * @description `奖池已更新，请确认后再抽`: `price` or `poolVersion` is not the draw's now. Nothing is drawn or charged; the page reloads the draw.
         * @constant
         */
        ErrnoPoolChanged: 8340007;
        /**
         * @description `任务尚未完成`: the task's progress has not reached its target.
         * @constant
         */
        ErrnoTaskNotDone: 8340008;
        /**
         * @description `奖励已领取`: the task's reward was claimed before. Not a failure on screen: the claimed state.
         * @constant
         */
        ErrnoTaskClaimed: 8340009;
        /** @description The id of an event, a ranking board, a period, a draw, a prize or a task. */
        ActivityID: string;
        /** @description A path of this app (`/weekstar`, `/draw/rule`), opened by the app's router; never `//`, which a browser reads as another host. */
        AppPath: string;
        /**
         * @description An event's state at the answer's time: `upcoming` before `startsAt`; `live` until `endsAt`; `settling`
         *     after it while the results are being counted; `ended` once settled (`settledAt` passed: the results are
         *     final); `rewarded` once the rewards were sent. The page follows the window on the server's clock between
         *     answers (@h5/activity `activityPhase`); only `rewarded` is known from the server alone.
         * @enum {string}
         */
        ActivityState: "upcoming" | "live" | "settling" | "ended" | "rewarded";
        ActivityWindow: {
            startsAt: components["schemas"]["UnixMs"];
            /** @description Not before `startsAt`. */
            endsAt: components["schemas"]["UnixMs"];
            /** @description When the results are (or will be) final; null while the server has not said. */
            settledAt: components["schemas"]["UnixMs"] | null;
        };
        /** @description The event's pictures from the server's CDN, each at its size so the page reserves the box; loaded lazily. */
        ActivityArt: {
            /** @description The picture of its card in the activity center. */
            cover: components["schemas"]["Preview"] | null;
            /** @description The event page's background. */
            background: components["schemas"]["Preview"] | null;
        };
        ActivitySummary: {
            eventID: components["schemas"]["ActivityID"];
            title: string;
            art: components["schemas"]["ActivityArt"];
            window: components["schemas"]["ActivityWindow"];
            state: components["schemas"]["ActivityState"];
            /** @description The event's page, opened by a tap on its card. */
            route: components["schemas"]["AppPath"];
        };
        ActivityList: {
            items: components["schemas"]["ActivitySummary"][];
        };
        /** @description POST /v1/activity/detail and /v1/activity/tasks. */
        ActivityPayload: {
            eventID: components["schemas"]["ActivityID"];
        } & components["schemas"]["UserTokens"];
        /** @description A ranking board or a draw of the event, opened by its id. */
        ActivityPart: {
            id: components["schemas"]["ActivityID"];
            title: string;
        };
        Activity: {
            eventID: components["schemas"]["ActivityID"];
            title: string;
            art: components["schemas"]["ActivityArt"];
            window: components["schemas"]["ActivityWindow"];
            state: components["schemas"]["ActivityState"];
            route: components["schemas"]["AppPath"];
            /** @description The event's rules page (a document of apps/web/content/ or the server's rule), one tap from every page of the event. */
            rulesPath: components["schemas"]["AppPath"];
            /** @description Who cannot take part, in the server's words (`未成年人`, `青少年模式下的用户`, `平台工作人员`). */
            excluded: string[];
            boards: components["schemas"]["ActivityPart"][];
            draws: components["schemas"]["ActivityPart"][];
            hasTasks: boolean;
        };
        /** @description Points as the server counts them under the board's `pointsLabel`; never an amount of money. */
        RankPoints: number;
        RankingPeriod: {
            periodID: components["schemas"]["ActivityID"];
            /**
             * @description A day, a week (Monday 00:00 to Sunday 23:59:59, server time), a month, or a round of the event.
             * @enum {string}
             */
            kind: "day" | "week" | "month" | "round";
            /** @description The tab's words (`日榜`, `本周`, `上周`, `第一轮`). */
            label: string;
            startsAt: components["schemas"]["UnixMs"];
            endsAt: components["schemas"]["UnixMs"];
            settled: boolean;
            settledAt: components["schemas"]["UnixMs"] | null;
        };
        RankedUser: {
            userID: number;
            nickName: string;
            avatar: components["schemas"]["Avatar"];
        };
        RankingRow: {
            rank: number;
            /** @description Who holds the rank; null when they hid their name from rankings (the page shows 神秘人). */
            user: components["schemas"]["RankedUser"] | null;
            points: components["schemas"]["RankPoints"];
        };
        /**
         * @description My own row, pinned at the bottom of the board: my rank (null: not ranked), my points, the points I still
         *     need to pass the row above (`gapToAbove`: null when first; when not ranked, the points to enter the board,
         *     or null when the board has no last place to reach), and whether my name is hidden from others.
         */
        MyRank: {
            rank: number | null;
            points: components["schemas"]["RankPoints"];
            gapToAbove: components["schemas"]["RankPoints"] | null;
            hidden: boolean;
        };
        RankReward: {
            fromRank: number;
            /** @description Not below `fromRank`; equal for one rank. */
            toRank: number;
            /** @description What the ranks win (`限定头像框·30天`), a virtual item. */
            title: string;
            preview: components["schemas"]["Preview"] | null;
        };
        /** @description POST /v1/activity/ranking. */
        RankingPayload: {
            boardID: components["schemas"]["ActivityID"];
            periodID?: components["schemas"]["ActivityID"];
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        Ranking: {
            boardID: components["schemas"]["ActivityID"];
            title: string;
            /**
             * @description What the points are; a ranking never shows money.
             * @enum {string}
             */
            pointsLabel: "热度" | "魅力" | "财富值";
            periods: components["schemas"]["RankingPeriod"][];
            /** @description The period answered, one of `periods`. */
            periodID: components["schemas"]["ActivityID"];
            items: components["schemas"]["RankingRow"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
            mine: components["schemas"]["MyRank"];
            rewards: components["schemas"]["RankReward"][];
            /** @description The period's result is final (frozen), its rows never to change again. */
            settled: boolean;
            /** @description When it was settled; null while not settled. */
            settledAt: components["schemas"]["UnixMs"] | null;
        };
        /** @description POST /v1/activity/ranking/hide. */
        RankingHiddenPayload: {
            hidden: boolean;
        } & components["schemas"]["UserTokens"];
        RankingHidden: {
            hidden: boolean;
        };
        /**
         * @description A probability as an integer in parts per 10^8 (100000000 is 100%, 100 is 0.0001%, 1 is 0.000001%), so
         *     every published odd is exact with no floating point. The odds of a pool add up to 100000000.
         */
        Odds: number;
        DrawPrize: {
            prizeID: components["schemas"]["ActivityID"];
            name: string;
            preview: components["schemas"]["Preview"] | null;
            odds: components["schemas"]["Odds"];
            /**
             * @description A virtual item (never exchanged for money), or a physical prize sent to the winner.
             * @enum {string}
             */
            kind: "virtual" | "physical";
            /** @description A physical prize's market value in fen (at most 5000000, 50,000 yuan); null for a virtual item. */
            valueFen: number | null;
        };
        /** @description The guaranteed prize: `prizeID` at the latest on the `after`-th draw since the last one; `count` is my draws since then. */
        DrawGuarantee: {
            after: number;
            prizeID: components["schemas"]["ActivityID"];
            count: number;
        };
        /** @description The daily cap on draws (the server's day, UTC+8): `limit` draws, `used` today (a ×10 counts 10). */
        DrawCap: {
            limit: number;
            used: number;
        };
        /** @description The price of one draw and of ten, in the draw's currency. */
        DrawPrices: {
            one: components["schemas"]["RedCount"];
            ten: components["schemas"]["RedCount"];
        };
        /** @description The version of a draw's prices and pool; a change of either is a new version. */
        PoolVersion: string;
        /** @description POST /v1/activity/draw/info. */
        DrawInfoPayload: {
            drawID: components["schemas"]["ActivityID"];
        } & components["schemas"]["UserTokens"];
        DrawInfo: {
            drawID: components["schemas"]["ActivityID"];
            /** @description The event the draw belongs to; null for a standing draw. */
            eventID: components["schemas"]["ActivityID"] | null;
            title: string;
            window: components["schemas"]["ActivityWindow"];
            state: components["schemas"]["ActivityState"];
            rulesPath: components["schemas"]["AppPath"];
            /**
             * @description What a draw costs, 钻石 or the event's tickets.
             * @enum {string}
             */
            currency: "diamond" | "ticket";
            /** @description The tickets' name (`飞镖`, `摇摇券`) when `currency` is ticket; null for 钻石. */
            ticketName: string | null;
            prices: components["schemas"]["DrawPrices"];
            poolVersion: components["schemas"]["PoolVersion"];
            /** @description The whole pool, each prize with its odds, shown before anything is drawn. */
            prizes: components["schemas"]["DrawPrize"][];
            /** @description The guaranteed prize and my counter; null when the draw has none. */
            guarantee: components["schemas"]["DrawGuarantee"] | null;
            /** @description The daily cap and my count today; null when there is no cap. */
            dailyCap: components["schemas"]["DrawCap"] | null;
            /** @description My 钻石 or tickets, as `currency` says. */
            balance: components["schemas"]["RedCount"];
            /** @description My account is a minor's, which cannot draw (8304101). */
            minor: boolean;
        };
        /** @description POST /v1/activity/draw. */
        DrawPayload: {
            drawID: components["schemas"]["ActivityID"];
            /** @enum {integer} */
            count: 1 | 10;
            /** @description The price of `count` draws the user saw (`prices.one` or `prices.ten`). */
            price: components["schemas"]["RedCount"];
            poolVersion: components["schemas"]["PoolVersion"];
            idempotencyKey: components["schemas"]["IdempotencyKey"];
        } & components["schemas"]["UserTokens"];
        WonPrize: {
            prizeID: components["schemas"]["ActivityID"];
            name: string;
            preview: components["schemas"]["Preview"] | null;
            /** @description Given by the guarantee (the counter reached `after`). */
            guaranteed: boolean;
        };
        DrawResult: {
            drawID: components["schemas"]["ActivityID"];
            recordID: components["schemas"]["ActivityID"];
            /** @enum {integer} */
            count: 1 | 10;
            /** @description One prize per draw, in the order drawn. */
            prizes: components["schemas"]["WonPrize"][];
            /** @description The counter after these draws; null when the draw has no guarantee. */
            guarantee: components["schemas"]["DrawGuarantee"] | null;
            /** @description Today's count after these draws; null when there is no cap. */
            dailyCap: components["schemas"]["DrawCap"] | null;
            /** @description My 钻石 or tickets left. */
            balance: components["schemas"]["RedCount"];
            drawnAt: components["schemas"]["UnixMs"];
        };
        /** @description POST /v1/activity/draw/records. */
        DrawRecordsPayload: {
            drawID: components["schemas"]["ActivityID"];
            cursor?: string;
            limit?: number;
        } & components["schemas"]["UserTokens"];
        DrawRecord: {
            recordID: components["schemas"]["ActivityID"];
            drawnAt: components["schemas"]["UnixMs"];
            /** @enum {integer} */
            count: 1 | 10;
            cost: components["schemas"]["RedCount"];
            /** @enum {string} */
            currency: "diamond" | "ticket";
            prizes: components["schemas"]["WonPrize"][];
        };
        DrawRecordPage: {
            items: components["schemas"]["DrawRecord"][];
            /** @description The next page's cursor, never empty; `null` when this page is the last. */
            nextCursor: string | null;
        };
        TaskReward: {
            name: string;
            preview: components["schemas"]["Preview"] | null;
        };
        ActivityTask: {
            taskID: components["schemas"]["ActivityID"];
            title: string;
            /** @description How far I am, in the task's unit; may pass `target`. */
            progress: number;
            target: number;
            /** @enum {string} */
            state: "todo" | "done" | "claimed";
            reward: components["schemas"]["TaskReward"];
            /**
             * @description Where 去完成 leads: a path of this app, or a URL the app's `openPage` accepts (a native page, an
             *     allow-listed host); null when the task is done elsewhere (watching, gifting in a room).
             */
            open: string | null;
        };
        TaskList: {
            eventID: components["schemas"]["ActivityID"];
            items: components["schemas"]["ActivityTask"][];
        };
        /** @description POST /v1/activity/tasks/claim. */
        ClaimTaskPayload: {
            eventID: components["schemas"]["ActivityID"];
            taskID: components["schemas"]["ActivityID"];
        } & components["schemas"]["UserTokens"];
        TaskClaimed: {
            taskID: components["schemas"]["ActivityID"];
            reward: components["schemas"]["TaskReward"];
        };
        ActivityListSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["ActivityList"];
        };
        ActivitySuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["Activity"];
        };
        RankingSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["Ranking"];
        };
        RankingHiddenSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["RankingHidden"];
        };
        DrawInfoSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["DrawInfo"];
        };
        DrawResultSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["DrawResult"];
        };
        DrawRecordPageSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["DrawRecordPage"];
        };
        TaskListSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["TaskList"];
        };
        TaskClaimedSuccess: {
            /** @constant */
            errno: 0;
            errmsg?: string;
            data: components["schemas"]["TaskClaimed"];
        };
        ActivityReadFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoActivityNotFound"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        RankingHiddenFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        DrawFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoActivityNotFound"] | components["schemas"]["ErrnoActivityNotStarted"] | components["schemas"]["ErrnoActivityEnded"] | components["schemas"]["ErrnoMinorAccount"] | components["schemas"]["ErrnoActivityTeenMode"] | components["schemas"]["ErrnoDrawDailyCap"] | components["schemas"]["ErrnoNoDiamonds"] | components["schemas"]["ErrnoNoTickets"] | components["schemas"]["ErrnoPoolChanged"] | components["schemas"]["ErrnoKeyReused"];
            errmsg?: components["schemas"]["Errmsg"];
        };
        ClaimTaskFailure: {
            errno: components["schemas"]["ErrnoSessionExpired"] | components["schemas"]["ErrnoSessionInvalid"] | components["schemas"]["ErrnoBadParam"] | components["schemas"]["ErrnoActivityNotFound"] | components["schemas"]["ErrnoActivityEnded"] | components["schemas"]["ErrnoTaskNotDone"] | components["schemas"]["ErrnoTaskClaimed"];
            errmsg?: components["schemas"]["Errmsg"];
        };
    };
    responses: {
        /** @description The service failed (any endpoint). `@h5/api` rejects `ApiError` with errno 500 and this errmsg. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServerFailure"];
            };
        };
    };
    parameters: {
        /**
         * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
         *     else the stored one, else `111111`.
         */
        ClientId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPolicyToken: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyTokenPayload"];
            };
        };
        responses: {
            /** @description The policy, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTokenSuccess"] | components["schemas"]["PolicyTokenFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    buyGuard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyGuardPayload"];
            };
        };
        responses: {
            /** @description The new guard's end and the diamonds left, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyGuardSuccess"] | components["schemas"]["BuyGuardFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    buyHonor: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyHonorPayload"];
            };
        };
        responses: {
            /** @description The badge's end and the diamonds left, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyHonorSuccess"] | components["schemas"]["BuyHonorFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    wxAuth: {
        parameters: {
            query: {
                /** @description The OAuth `code` from WeChat's redirect. */
                code: string;
                /** @description The OAuth `state` from WeChat's redirect, passed through. */
                state?: string;
            };
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WeChat user, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WxAuthSuccess"] | components["schemas"]["WxAuthFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    createWxOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayOrderPayload"];
            };
        };
        responses: {
            /** @description The order's payment parameters, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WxOrderSuccess"] | components["schemas"]["PayOrderFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    createAliOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayOrderPayload"];
            };
        };
        responses: {
            /** @description The signed order string, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AliOrderSuccess"] | components["schemas"]["PayOrderFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    sendWords: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendWordsPayload"];
            };
        };
        responses: {
            /** @description The line's id, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendWordsSuccess"] | components["schemas"]["SendWordsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCountryCode: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dialling codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryCodeSuccess"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    openPacket: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPacketPayload"];
            };
        };
        responses: {
            /** @description The user's share, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPacketSuccess"] | components["schemas"]["OpenPacketFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    sendPacket: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPacketPayload"];
            };
        };
        responses: {
            /** @description The new packet's id, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendPacketSuccess"] | components["schemas"]["SendPacketFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getNewbeeRedbagTaskReward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewbeeRewardPayload"];
            };
        };
        responses: {
            /** @description The reward, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewbeeRewardSuccess"] | components["schemas"]["NewbeeRewardFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getMyReward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyRewardSuccess"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getMyRecord: {
        parameters: {
            query?: {
                /** @description How many packets, 1–100; any other value means the default. */
                limit?: number;
            };
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sent packets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyRecordsSuccess"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getOpenRecords: {
        parameters: {
            query: {
                /** @description The packet. */
                redpacketID: string;
                /** @description How many openers, 1–100; any other value means the default. */
                limit?: number;
            };
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The openers, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenRecordsSuccess"] | components["schemas"]["OpenRecordsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRuleDocument: {
        parameters: {
            query: {
                /** @description The rule's id (letters, digits, `_`, `-`, `/`). */
                ruleID: string;
            };
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleDocumentSuccess"] | components["schemas"]["RuleDocumentFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getForbidNotice: {
        parameters: {
            query: {
                /** @description The notice's id. */
                noticeID: string;
            };
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notice, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbidNoticeSuccess"] | components["schemas"]["ForbidNoticeFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getSupportChannel: {
        parameters: {
            query: {
                /**
                 * @description What the user needs help with, so the server can route them: `wallet` (recharge, 钻石, 红钻 and
                 *     cash-out), `identity` (real-name verification, phone, account), `general` (anything else).
                 */
                topic: components["schemas"]["SupportTopic"];
            };
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportChannelSuccess"] | components["schemas"]["SupportChannelFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getPendingAgreements: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The pending agreements, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingAgreementsSuccess"] | components["schemas"]["SessionFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    acceptAgreements: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptAgreementsPayload"];
            };
        };
        responses: {
            /** @description Recorded, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptAgreementsSuccess"] | components["schemas"]["AcceptAgreementsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRealNameStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The status, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealNameStatusSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    startFaceVerify: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaceVerifyPayload"];
            };
        };
        responses: {
            /** @description The ticket, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaceVerifyTicketSuccess"] | components["schemas"]["FaceVerifyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getFaceVerifyResult: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaceVerifyResultPayload"];
            };
        };
        responses: {
            /** @description The new status, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealNameStatusSuccess"] | components["schemas"]["FaceVerifyResultFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    submitManualVerify: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualVerifyPayload"];
            };
        };
        responses: {
            /** @description The status (under review), or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealNameStatusSuccess"] | components["schemas"]["ManualVerifyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    sendSmsCode: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendPayload"];
            };
        };
        responses: {
            /** @description Sent, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSentSuccess"] | components["schemas"]["SmsSendFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    changePhone: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneChangePayload"];
            };
        };
        responses: {
            /** @description The new number, masked, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneChangeSuccess"] | components["schemas"]["PhoneChangeFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    provePhoneOwner: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneOwnerProofPayload"];
            };
        };
        responses: {
            /** @description The proof, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneOwnerProofSuccess"] | components["schemas"]["PhoneOwnerProofFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    startPhoneOwnerFaceCheck: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The ticket, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaceVerifyTicketSuccess"] | components["schemas"]["PhoneOwnerFaceFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    submitPhoneReview: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneReviewPayload"];
            };
        };
        responses: {
            /** @description The review, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneReviewSuccess"] | components["schemas"]["PhoneReviewFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getPhoneReview: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The review, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneReviewSuccess"] | components["schemas"]["SessionFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCancellationCheck: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The conditions, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationCheckSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    submitCancellation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancellationPayload"];
            };
        };
        responses: {
            /** @description When the cancellation takes effect, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationSuccess"] | components["schemas"]["CancellationFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    withdrawCancellation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The check after the withdrawal, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationCheckSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    sendLoginSmsCode: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginSmsPayload"];
            };
        };
        responses: {
            /** @description Sent, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSentSuccess"] | components["schemas"]["LoginSmsFailure"] | components["schemas"]["CaptchaFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    loginByPhone: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginPayload"];
            };
        };
        responses: {
            /** @description The tokens, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginSuccess"] | components["schemas"]["LoginFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCashoutInfo: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashoutInfoSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    submitWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalSuccess"] | components["schemas"]["WithdrawalFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    sendWithdrawalSmsCode: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description Where the code went, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSentSuccess"] | components["schemas"]["WithdrawalSmsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWithdrawals: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPageSuccess"] | components["schemas"]["BenefitReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalDetailPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalSuccess"] | components["schemas"]["WithdrawalDetailFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getBenefitAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitAccountSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getExchangeOptions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeOptionsSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    exchangeRedDiamonds: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangePayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeResultSuccess"] | components["schemas"]["ExchangeFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    claimDailyReward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardClaimedSuccess"] | components["schemas"]["DailyRewardFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRewards: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardListSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    claimReward: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimRewardPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardClaimedSuccess"] | components["schemas"]["ClaimRewardFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    claimAllRewards: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimAllRewardsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsClaimedSuccess"] | components["schemas"]["ClaimAllRewardsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    giveRedDiamonds: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GivePayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftResultSuccess"] | components["schemas"]["GiveFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGuildMe: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuildMeSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getStatementPeriods: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementPeriodsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementPeriodPageSuccess"] | components["schemas"]["StatementReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getStatement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSuccess"] | components["schemas"]["StatementFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getStatementRows: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementRowsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementRowPageSuccess"] | components["schemas"]["StatementFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRevenueSplit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevenueSplitPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueSplitSuccess"] | components["schemas"]["StatementReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    changeRevenueSplit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SplitChangePayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SplitChangedSuccess"] | components["schemas"]["SplitChangeFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getHostStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostStatusSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    applyForHost: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HostApplyPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostStatusSuccess"] | components["schemas"]["HostApplyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGuildCashoutInfo: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuildCashoutInfoSuccess"] | components["schemas"]["GuildReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    sendGuildWithdrawalSmsCode: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description Where the code went, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSentSuccess"] | components["schemas"]["GuildSmsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    submitGuildWithdrawal: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalSuccess"] | components["schemas"]["GuildWithdrawalFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGuildWithdrawals: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawalsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPageSuccess"] | components["schemas"]["StatementReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRechargeInfo: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The balance and the offer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RechargeInfoSuccess"] | components["schemas"]["RechargeInfoFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getPayOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayOrderQuery"];
            };
        };
        responses: {
            /** @description The order's status, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayOrderStatusSuccess"] | components["schemas"]["PayOrderStatusFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRechargeOrders: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeOrdersPayload"];
            };
        };
        responses: {
            /** @description One page of orders, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RechargeOrderPageSuccess"] | components["schemas"]["RechargeOrdersFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    findRechargeAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeAccountQuery"];
            };
        };
        responses: {
            /** @description The account and the offer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RechargeAccountSuccess"] | components["schemas"]["RechargeAccountFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWxWebAuthorizeUrl: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WxWebAuthorizePayload"];
            };
        };
        responses: {
            /** @description The authorisation address, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WxWebAuthorizeSuccess"] | components["schemas"]["WxWebAuthorizeFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    createJsapiOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsapiOrderPayload"];
            };
        };
        responses: {
            /** @description The order's JSAPI parameters, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsapiOrderSuccess"] | components["schemas"]["JsapiOrderFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    createWebOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebOrderPayload"];
            };
        };
        responses: {
            /** @description The order and its pay page, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebOrderSuccess"] | components["schemas"]["RechargeOrderFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getMallGoods: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MallGoodsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MallGoodsSuccess"] | components["schemas"]["MallReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGoodsOptions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoodsOptionsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoodsOptionsSuccess"] | components["schemas"]["GoodsOptionsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    buyGoods: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyGoodsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoodsBoughtSuccess"] | components["schemas"]["BuyGoodsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    giveGoods: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiveGoodsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoodsGivenSuccess"] | components["schemas"]["GiveGoodsFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getBackpack: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackpackPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackpackSuccess"] | components["schemas"]["MallReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    wearItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WearPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WornItemSuccess"] | components["schemas"]["WearFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    takeOffItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WearPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WornItemSuccess"] | components["schemas"]["WearFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getVipTiers: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VipTiersPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VipTiersSuccess"] | components["schemas"]["MallReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getMembership: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    setAutoRenew: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoRenewPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewSuccess"] | components["schemas"]["AutoRenewFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    claimVipDaily: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VipDailyClaimedSuccess"] | components["schemas"]["VipDailyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGuardInfo: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuardInfoPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardInfoSuccess"] | components["schemas"]["GuardInfoFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGuards: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuardsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuardPageSuccess"] | components["schemas"]["GuardInfoFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getNumbers: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NumbersPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumberPageSuccess"] | components["schemas"]["MallReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getMyNumbers: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyNumbersSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWealthLevel: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WealthLevelSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWealthLedger: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WealthLedgerPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WealthLedgerPageSuccess"] | components["schemas"]["MallReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getUserHome: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserHomePayload"];
            };
        };
        responses: {
            /** @description The page, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserHomeSuccess"] | components["schemas"]["UserHomeFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    followUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowPayload"];
            };
        };
        responses: {
            /** @description The follow state after the call, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowSuccess"] | components["schemas"]["FollowFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    unfollowUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowPayload"];
            };
        };
        responses: {
            /** @description The follow state after the call, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowSuccess"] | components["schemas"]["UnfollowFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getActivities: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTokens"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityListSuccess"] | components["schemas"]["SessionOnlyFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivitySuccess"] | components["schemas"]["ActivityReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRanking: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RankingPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingSuccess"] | components["schemas"]["ActivityReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    setRankingHidden: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RankingHiddenPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingHiddenSuccess"] | components["schemas"]["RankingHiddenFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDraw: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DrawInfoPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawInfoSuccess"] | components["schemas"]["ActivityReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    drawPrizes: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DrawPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawResultSuccess"] | components["schemas"]["DrawFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDrawRecords: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DrawRecordsPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawRecordPageSuccess"] | components["schemas"]["ActivityReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getTasks: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskListSuccess"] | components["schemas"]["ActivityReadFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    claimTask: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The client id (docs/native-contract.md, "Client id"): the value after `pid/` in the app's user agent,
                 *     else the stored one, else `111111`.
                 */
                "X-Client-Id": components["parameters"]["ClientId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimTaskPayload"];
            };
        };
        responses: {
            /** @description The answer, or a failure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskClaimedSuccess"] | components["schemas"]["ClaimTaskFailure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
}
