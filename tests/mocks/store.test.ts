import { describe, expect, it } from 'vitest';
import { users, findUserByEmail, DEMO_PASSWORD } from '../../mocks/store/users.store';
import { resetDb } from '../../mocks/store/db';
import { verifyPassword } from '../../mocks/password-hasher';

describe('mock store', () => {
  it('seeds the demo accounts with the documented password', async () => {
    for (const email of ['shipper@example.com', 'forwarder@example.com', 'admin@example.com']) {
      expect(await verifyPassword(DEMO_PASSWORD, findUserByEmail(email)!.password), email).toBe(true);
    }
    expect(findUserByEmail('forwarder@example.com')?.role).toBe('SELLER');
    expect(findUserByEmail('admin@example.com')?.admin).toBe(true);
  });

  it('is deterministic and resets to its seed', () => {
    const first = JSON.stringify(users());
    users()[0]!.firstName = 'Changed';
    resetDb();
    expect(JSON.stringify(users())).toBe(first);
  });
});
