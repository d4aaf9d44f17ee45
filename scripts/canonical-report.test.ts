import { describe, expect, it } from 'vitest'
import { canonicalReport } from './canonical-report.mjs'

const report = (...lines: string[]) => lines.join('\n')

describe('canonicalReport', () => {
  it('gives the same text for the same members listed in another order', () => {
    const one = report(
      'export const Schema: z.ZodObject<{',
      '    starts_at: z.ZodISODateTime;',
      '    visibility: z.ZodEnum<{',
      '        public: "public";',
      '        private: "private";',
      '    }>;',
      '    id: z.ZodString;',
      '}, z.core.$strip>;',
    )
    const other = report(
      'export const Schema: z.ZodObject<{',
      '    id: z.ZodString;',
      '    visibility: z.ZodEnum<{',
      '        private: "private";',
      '        public: "public";',
      '    }>;',
      '    starts_at: z.ZodISODateTime;',
      '}, z.core.$strip>;',
    )
    expect(canonicalReport(one)).toBe(canonicalReport(other))
    expect(canonicalReport(one).split('\n')).toEqual([
      'export const Schema: z.ZodObject<{',
      '    id: z.ZodString;',
      '    starts_at: z.ZodISODateTime;',
      '    visibility: z.ZodEnum<{',
      '        private: "private";',
      '        public: "public";',
      '    }>;',
      '}, z.core.$strip>;',
    ])
  })

  it('keeps the order of declarations and parameters', () => {
    const text = report(
      '// @public',
      'export function b(second: string, first: number): void;',
      '',
      '// @public',
      'export type A = {',
      '    y: string;',
      '} | {',
      '    z: string;',
      '};',
      'export function call(',
      '    zeta: string,',
      '    alpha: number',
      '): void;',
    )
    expect(canonicalReport(text)).toBe(text)
  })

  it('gives one order to the parts of a union of object types, whatever order the checker met them in', () => {
    const one = report(
      'export function cupEngine(store: CompetitionStore): {',
      '    draw: (cup: StoredCupDivision, by: string) => {',
      '        error: _oche_darts.PlanError;',
      '        ok: false;',
      '    } | {',
      '        ok: true;',
      '        value: _oche_darts.CupPlan;',
      '    };',
      '    entriesOf: (cup: StoredCupDivision) => StoredCupEntry[];',
      '};',
    )
    const other = report(
      'export function cupEngine(store: CompetitionStore): {',
      '    draw: (cup: StoredCupDivision, by: string) => {',
      '        ok: true;',
      '        value: _oche_darts.CupPlan;',
      '    } | {',
      '        error: _oche_darts.PlanError;',
      '        ok: false;',
      '    };',
      '    entriesOf: (cup: StoredCupDivision) => StoredCupEntry[];',
      '};',
    )
    expect(canonicalReport(one)).toBe(canonicalReport(other))
    expect(canonicalReport(other)).toBe(one)
    // A part that changed is still a change.
    expect(canonicalReport(one.replace('CupPlan', 'CupDraw'))).not.toBe(canonicalReport(other))
  })

  it('gives one order to the string literals of a union, whatever order the checker met them in', () => {
    const one = report(
      '    filter?: "super_admins" | "blocked" | "unconfirmed" | undefined;',
      '    key: readonly ["b", "a"];',
    )
    const other = report(
      '    filter?: "blocked" | "unconfirmed" | "super_admins" | undefined;',
      '    key: readonly ["b", "a"];',
    )
    expect(canonicalReport(one)).toBe(canonicalReport(other))
    // Only a union's literals: a tuple's elements keep their order, and a changed literal is still a change.
    expect(canonicalReport(one).split('\n')).toEqual([
      '    filter?: "blocked" | "super_admins" | "unconfirmed" | undefined;',
      '    key: readonly ["b", "a"];',
    ])
    expect(canonicalReport(report('    filter?: "blocked" | "unconfirmed";'))).not.toBe(
      canonicalReport(report('    filter?: "blocked" | "recently_active";')),
    )
  })

  it('still tells a changed surface from the committed one', () => {
    const before = report('export type P = {', '    name: string;', '};')
    const after = report('export type P = {', '    name: string;', '    nickname?: string;', '};')
    expect(canonicalReport(after)).not.toBe(canonicalReport(before))
  })
})
