import type { FormSectionsResponse } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { signedInApplicant } from '../cases/test-support';
import { paidApplicant } from '../workspace/test-support';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the forms checklist of a VAWA case through the routes', () => {
  it('says when each child included in the petition can ask for their own work permit, and prepares no I-765', async () => {
    const signedIn = await signedInApplicant(t);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/mycase',
      headers: signedIn.headers,
      payload: { strategy: 'vawasp' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: signedIn.headers,
      payload: {
        members: [
          {
            relationship: 'child',
            firstName: 'Sofia',
            lastName: 'Ruiz Lopez',
            dateOfBirth: '2016-04-02',
            married: false,
            livesInUs: true,
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const applicant = await paidApplicant(t, 'vawasp', signedIn);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/deliverable/formSection?lang=es',
      headers: applicant.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FormSectionsResponse;
    expect(body.forms.map((form) => form.id)).toEqual(['g-1145', 'i-360']);
    expect(body.laterWorkPermits).toEqual([{ name: 'Sofia', category: '(c)(31)', when: 'after_approval' }]);
  });
});
