import { describe, expect, it } from 'vitest'

/** What a family's error carries that its table fills (@h5/request's `DomainError`). */
interface TableError {
  name: string
  code: string
  message: string
  errno?: number
  errcode?: number
  errmsg?: string
}

/** A family's error class, as its tests name it (`IdentityError`, its codes, the fallback and session codes). */
export interface FamilyError<Code extends string, E extends TableError> {
  /** The family's error class; its instances are named `name`. */
  ErrorClass: new (code: Code, message: string) => E
  name: string
  /** The family's named codes (`IdentityErrorCode`). */
  codes: Readonly<Record<string, Code>>
  /** The code of any other failure (another errno, no answer, another errcode). */
  fallback: Code
  /** The code of the session errnos (8304006, 107), for a family that talks to the server. */
  sessionExpired?: Code
}

/** A family's errno table as its package exports it (made with @h5/request's `createErrorTable`). */
export interface FamilyErrorTable<Code extends string, E extends TableError> {
  messages: Readonly<Record<Code, string>>
  /** The errno rows, the session rows included when the family talks to the server. */
  errnos?: Readonly<Record<number, Code>>
  errcodes?: Readonly<Record<number, Code>>
  toError: (cause: unknown) => E
}

/**
 * What every family's errno table must do, as tests: each errno and errcode row gives its code with its Chinese
 * message (the server's errmsg kept, the errno kept), any other failure the fallback, the family's own error
 * passes through, the session errnos give `sessionExpired` on the family's class and name, and every code has a
 * Chinese message. One copy for every family (docs/families.md, "Errors"); a family adds what is its own.
 *
 * @example
 * const C = IdentityErrorCode
 * describeErrorTable({ ErrorClass: IdentityError, name: 'IdentityError', codes: C, fallback: C.REQUEST_FAILED, sessionExpired: C.SESSION_EXPIRED },
 *   { messages: IDENTITY_ERROR_MESSAGES, errnos: IDENTITY_ERRNOS, errcodes: IDENTITY_ERRCODES, toError: toIdentityError })
 */
export function describeErrorTable<Code extends string, E extends TableError>(family: FamilyError<Code, E>, table: FamilyErrorTable<Code, E>): void {
  const { ErrorClass, name, codes, fallback, sessionExpired } = family
  const { messages, toError } = table
  const errnoRows = Object.entries(table.errnos ?? {})
  const errcodeRows = Object.entries(table.errcodes ?? {})

  describe(`the ${name} table`, () => {
    if (errnoRows.length > 0) {
      it.each(errnoRows)('maps errno %s to %s and its Chinese message, keeping the errno and the server’s errmsg', (errno, code) => {
        const error = toError({ errno: Number(errno), errmsg: '服务端文案' })
        expect(error).toBeInstanceOf(ErrorClass)
        expect(error).toMatchObject({ name, code, message: messages[code], errno: Number(errno), errmsg: '服务端文案' })
      })
    }

    if (errcodeRows.length > 0) {
      it.each(errcodeRows)('maps native errcode %s to %s, keeping native’s errmsg', (errcode, code) => {
        expect(toError({ errcode: Number(errcode), errmsg: 'x' })).toMatchObject({ name, code, errcode: Number(errcode), errmsg: 'x' })
      })
    }

    it(`makes any other failure ${fallback} and passes a ${name} through`, () => {
      expect(toError({ errno: 123 }).code).toBe(fallback)
      expect(toError({ errcode: 123 }).code).toBe(fallback)
      expect(toError(new Error('Network Error')).code).toBe(fallback)
      const own = new ErrorClass(fallback, messages[fallback])
      expect(toError(own)).toBe(own)
    })

    if (sessionExpired !== undefined) {
      it(`reads the session errnos as ${sessionExpired}, on its own class and name`, () => {
        for (const errno of [8304006, 107]) expect(toError({ errno, errmsg: '' })).toMatchObject({ code: sessionExpired, name, decided: true })
      })
    }

    it('has a Chinese message for every code, and a code for every row', () => {
      for (const code of Object.values(codes)) expect(messages[code]).toMatch(/[\u4e00-\u9fff]/)
      for (const [, code] of [...errnoRows, ...errcodeRows]) expect(Object.values(codes)).toContain(code)
    })
  })
}
