import { MOCK_PEOPLE, MOCK_USER } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { identityApi } from '../../platform/api/identityApi'
import { RouteTableContext } from '../../platform/RouteTableContext'
import { serverClock } from '../../platform/serverClock'
import { appSession } from '../../platform/session/appSession'
import { routeTable } from '../../routes/routeTable'
import { setUpGeneratedAnswerPages } from '../../test/generatedAnswerPages'
import QuickPage from './QuickPage'
import QuickResultPage from './QuickResultPage'

/**
 * /oauth/v2/quick in the app on the simulator: the status said first, the consent before the form, one message
 * for a wrong number, the face check as a step that going back leaves the form as typed and the attempts
 * uncounted, and the result in place of the form, leading back to where the flow started.
 */
const faces: string[] = []
const { server, native } = setUpGeneratedAnswerPages({
  handlers: {
    getAppVersion: () => ({ version: '9.9.9' }),
    faceVerify: ({ certifyID }: { certifyID: string }) => (faces.push(certifyID), { certifyID, passed: true }),
    oauthStatusCallback: () => ({}),
  },
})

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

function Where() {
  const { pathname, search } = useLocation()
  return <p>到达 {`${pathname}${search}`}</p>
}

/**
 * The quick page at `url` under the app's router and route table, with its result and any other page; `from`,
 * when given, is the page the user came from, one entry back in the history.
 */
function visit(url: string, from?: string) {
  appSession.reset()
  if (from === undefined) window.history.replaceState(null, '', url)
  else {
    window.history.replaceState(null, '', from)
    window.history.pushState(null, '', url)
  }
  return render(
    <RouteTableContext value={routeTable}>
      <BrowserRouter useTransitions={false}>
        <Routes>
          <Route path="/oauth/v2/quick" element={<QuickPage />} />
          <Route path="/oauth/v2/quickResult" element={<QuickResultPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </BrowserRouter>
    </RouteTableContext>,
  )
}

const nameInput = () => screen.getByLabelText('姓名') as HTMLInputElement
const idInput = () => screen.getByLabelText('证件号码') as HTMLInputElement

/** Agrees to the consent; the form loads once the user agreed (QuickPage.tsx), so this waits for it. */
async function agree() {
  fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }))
  await screen.findByLabelText('姓名')
}

function fill(person: { realName: string; idNumber: string }) {
  fireEvent.change(nameInput(), { target: { value: person.realName } })
  fireEvent.change(idInput(), { target: { value: person.idNumber } })
  fireEvent.click(screen.getByRole('button', { name: '下一步：人脸识别' }))
}

describe('/oauth/v2/quick', () => {
  it('asks the separate consent first, naming the server’s face-check provider and how long images are kept', async () => {
    server.use(
      answerHandler('getRealNameStatus', {
        errno: 0,
        data: {
          status: 'none',
          minor: false,
          canStream: false,
          maskedPhone: '138****8000',
          reviewDays: 3,
          limits: { quickAttemptsPerDay: 3, quickAttemptsLeft: 3, faceVerifyMinAppVersion: '6.0.0' },
          sensitiveData: { faceProvider: '某某云人脸核身', faceRetentionDays: 7, photoRetentionDays: 30 },
        },
      }),
    )
    visit('/oauth/v2/quick')
    await screen.findByRole('heading', { name: '快速认证需要你的人脸信息' })
    expect(screen.getByText(/人脸比对由“某某云人脸核身”提供/)).toBeTruthy()
    expect(screen.getByText(/人脸图像在比对结果产生后保存7天/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/agreement/privacy#sensitive')
    expect(screen.queryByLabelText('姓名')).toBeNull()
    await agree()
    expect(nameInput()).toBeTruthy()
  })

  it('tells a verified user at once, with no form to fill', async () => {
    await identityApi.startFaceVerify({ ...tokens, ...MOCK_PEOPLE.adult })
    await identityApi.getFaceVerifyResult({ ...tokens, certifyID: 'certify-1', sdkPassed: true })
    visit('/oauth/v2/quick')
    expect(await screen.findByText('你已完成实名认证')).toBeTruthy()
    expect(screen.queryByLabelText('姓名')).toBeNull()
    expect(screen.queryByRole('button', { name: '同意并继续' })).toBeNull()
  })

  it('says a wrong check character once, under the number, and sends nothing', async () => {
    let certified = 0
    server.events.on('request:start', ({ request }) => void (new URL(request.url).pathname === '/v1/realname/certify' && (certified += 1)))
    visit('/oauth/v2/quick')
    await agree()
    fill({ realName: '张三', idNumber: '110105199003071238' })
    expect(await screen.findAllByText(/有误/)).toHaveLength(1)
    expect(screen.getByText('证件号码有误，请核对后重新输入')).toBeTruthy()
    expect(document.querySelectorAll('.oauth-page__warning')).toHaveLength(0)
    expect(certified).toBe(0)
    server.events.removeAllListeners()
  })

  it('says the minor rule by the day in China on the server’s clock, whatever the phone’s zone and clock say', async () => {
    const zone = process.env.TZ
    try {
      visit('/oauth/v2/quick')
      await agree()
      // The phone is set to UTC and its clock a day behind: it says 2026-11-27. The server says 00:30 on the 28th
      // in China, the 18th birthday of someone born on 2008-11-28: an adult, no minor rule.
      process.env.TZ = 'UTC'
      vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26, 16, 30) })
      serverClock.record(Date.UTC(2026, 10, 27, 16, 30), Date.now(), Date.now())
      fireEvent.change(idInput(), { target: { value: '11010520081128123X' } })
      expect(idInput().value).toBe('11010520081128123X')
      expect(screen.queryByText(/认证后账号将标记为未成年人/)).toBeNull()
      // At 23:30 on the 27th in China the same number is 17: the rule shows.
      serverClock.record(Date.UTC(2026, 10, 27, 15, 30), Date.now(), Date.now())
      fireEvent.change(idInput(), { target: { value: '' } })
      fireEvent.change(idInput(), { target: { value: '11010520081128123X' } })
      expect(screen.getByText(/认证后账号将标记为未成年人/)).toBeTruthy()
    } finally {
      vi.useRealTimers()
      serverClock.record(Date.now(), Date.now(), Date.now())
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('keeps what was typed and the attempts when the user goes back from the face check, three times', async () => {
    visit('/oauth/v2/quick')
    await agree()
    expect(await screen.findByText(/今日还可认证 3 次/)).toBeTruthy()
    for (let round = 0; round < 3; round += 1) {
      fill(MOCK_PEOPLE.adult)
      await screen.findByRole('button', { name: '开始人脸识别' })
      await act(() => native().callPage('onBackPressed'))
      await screen.findByRole('button', { name: '下一步：人脸识别' })
      expect(nameInput().value).toBe(MOCK_PEOPLE.adult.realName)
      expect(idInput().value).toBe(MOCK_PEOPLE.adult.idNumber)
    }
    const status = await identityApi.getRealNameStatus(tokens)
    expect(status.data.limits.quickAttemptsLeft).toBe(3)
    expect(faces).toEqual([])
  })

  it('ends in the result in place of the form, with 返回提现 back to where the flow started', async () => {
    faces.length = 0
    visit('/oauth/v2/quick?from=cash&return=%2Fwxcash')
    await agree()
    fill(MOCK_PEOPLE.adult)
    fireEvent.click(await screen.findByRole('button', { name: '开始人脸识别' }))
    expect(await screen.findByText('实名认证成功')).toBeTruthy()
    expect(window.location.pathname + window.location.search).toBe('/oauth/v2/quickResult?from=cash&return=%2Fwxcash')
    expect(faces).toHaveLength(1)
    const length = window.history.length
    fireEvent.click(screen.getByRole('button', { name: '返回提现' }))
    expect(await screen.findByText('到达 /wxcash')).toBeTruthy()
    expect(window.history.length).toBe(length)
  })

  it('leaves the flow on back from 认证成功: the form is not shown again', async () => {
    visit('/oauth/v2/quick?from=cash&return=%2Fwxcash', '/wxcash')
    await agree()
    fill(MOCK_PEOPLE.adult)
    fireEvent.click(await screen.findByRole('button', { name: '开始人脸识别' }))
    expect(await screen.findByText('实名认证成功')).toBeTruthy()
    await act(() => window.history.back())
    expect(await screen.findByText('到达 /wxcash')).toBeTruthy()
    expect(screen.queryByLabelText('姓名')).toBeNull()
    expect(screen.queryByRole('button', { name: '同意并继续' })).toBeNull()
  })

  it('asks before leaving a form with input, and keeps it when the user stays', async () => {
    visit('/oauth/v2/quick')
    await agree()
    fireEvent.change(nameInput(), { target: { value: '张三' } })
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(await screen.findByRole('dialog', { name: '确定离开吗？' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '继续填写' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(nameInput().value).toBe('张三')
  })
})
