import { describe, expect, it } from 'vitest';
import type { SafetyMessage } from '../../../protocol/aisSafety';
import { addresseeText, senderText, utcText } from './messageLogFormat';

const message = (over: Partial<SafetyMessage> = {}): SafetyMessage => ({
  id: 1,
  mmsi: '970010001',
  sender_name: null,
  sender_kind: 'sart',
  addressed: false,
  destination_mmsi: null,
  text: 'SART ACTIVE',
  received_at: '2026-11-29T09:05:07.000Z',
  last_received_at: '2026-11-29T09:06:07.000Z',
  count: 2,
  ...over,
});

describe('the message log cells', () => {
  it('times in UTC, names the sender and what it is, says who it is for', () => {
    expect(utcText('2026-11-29T09:05:07.000Z')).toBe('2026-11-29 09:05:07 UTC');
    expect(utcText('nonsense')).toBe('nonsense');
    expect(senderText(message())).toBe('970010001 — AIS-SART');
    expect(senderText(message({ sender_kind: 'vessel', sender_name: 'DAR POMORZA', mmsi: '261000001' }))).toBe('DAR POMORZA (261000001)');
    expect(addresseeText(message())).toBe('Wszyscy (14)');
    expect(addresseeText(message({ addressed: true, destination_mmsi: '261000002' }))).toBe('261000002 (12)');
  });
});
