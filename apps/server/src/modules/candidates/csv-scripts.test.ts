import type { TAuditLogEntry } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { auditLogCsv } from '../audit-log/audit-log-csv';
import { candidatesCsv, type ExportRow } from './candidates-export';

/** Names in the scripts of issue 23; Excel needs the BOM to read any of them as UTF-8. */
const NAMES = [
  'अनन्या शर्मा',
  'محمد علي',
  '王芳',
  'கார்த்திக்',
  'সৌমিত্র',
  'さくら',
  '김민준',
  'דוד',
  'Анна',
  'Ελένη',
  'Sam 🚀',
];

const row = (fullName: string, i: number): ExportRow => ({
  fullName,
  email: `c${i}@example.test`,
  phone: null,
  position: 'विश्लेषक',
  experienceLevel: null,
  testStatus: 'completed',
  totalScore: 71.5,
  evaluationStatus: 'completed',
  sectionScores: {},
  sectionOrder: [],
  cefr: null,
  timeToCompleteSeconds: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  lastSubmittedAt: null,
});

const bytesOf = (csv: string) => Buffer.from(csv, 'utf8');

describe('CSV exports in any script', () => {
  it('the candidates export starts with the UTF-8 BOM and parses back to the exact names', () => {
    const bytes = bytesOf(candidatesCsv(NAMES.map(row)));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.Name)).toEqual(NAMES);
    expect(records.every((r) => Object.values(r).includes('विश्लेषक'))).toBe(true);
  });

  it('the audit log export keeps members’ names in any script', () => {
    const entries: TAuditLogEntry[] = NAMES.map((actorName, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      createdAt: '2026-11-25T10:00:00.000Z',
      actorKind: 'admin',
      actorUserId: `user-${i}`,
      actorName,
      apiKeyId: null,
      apiKeyName: null,
      action: 'candidate.created',
      objectType: 'candidate',
      objectName: null,
      objectId: null,
      ip: null,
      details: {},
    }));
    const bytes = bytesOf(auditLogCsv(entries));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.Who)).toEqual(NAMES);
  });
});
