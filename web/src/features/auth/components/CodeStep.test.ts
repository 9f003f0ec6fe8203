import { describe, expect, it } from 'vitest';
import { wrongCodeMessage } from './CodeStep.tsx';

describe('wrongCodeMessage (issue 39)', () => {
  it('adds the tries the server says are left', () => {
    expect(wrongCodeMessage('Invalid verification code', 4)).toBe('Invalid verification code. 4 tries left.');
    expect(wrongCodeMessage('Invalid verification code', 1)).toBe('Invalid verification code. 1 try left.');
    expect(wrongCodeMessage('This code has expired. Please request a new one.', undefined)).toBe(
      'This code has expired. Please request a new one.',
    );
  });
});
