import { HEALTH_DISCLOSURE_VERSION } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPartnerReferrals } from '../../db/schema/health-partner';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';

const CALLBACK_TOKEN = 'partner-callback-token-0123456789';
let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({
    env: { FEATURE_FLAGS: 'salud-total-card=on', HEALTH_PARTNER_CALLBACK_TOKEN: CALLBACK_TOKEN },
  });
});
afterAll(async () => {
  await t.close();
});

async function evaluationPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('Forensic psychological evaluation', { x: 72, y: 700, size: 20 });
  return Buffer.from(await doc.save()).toString('base64');
}

async function referredApplicant(): Promise<{ applicant: PaidApplicant; referralId: string }> {
  const applicant = await paidApplicant(t, 'asylum');
  const referred = await t.app.inject({
    method: 'POST',
    url: '/api/salud-total/refer-client',
    headers: applicant.headers,
    payload: { authorized: true, disclosureVersion: HEALTH_DISCLOSURE_VERSION, declarationExcerpt: null },
  });
  expect(referred.statusCode, referred.body).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(healthPartnerReferrals)
    .where(eq(healthPartnerReferrals.caseId, applicant.caseId));
  return { applicant, referralId: row!.id };
}

const returnEvaluation = (payload: object, token = CALLBACK_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/salud-total/evaluations',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function evidenceOf(applicant: PaidApplicant) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/documents/additionalEvidence?lang=en',
    headers: applicant.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    items: { id: string; type: string; description: string; document: { pageCount: number } }[];
  }>().items;
}

describe('POST /api/salud-total/evaluations', () => {
  it("adds the returned evaluation to the case's evidence, once for a repeated delivery", async () => {
    const { applicant, referralId } = await referredApplicant();
    expect(await evidenceOf(applicant)).toEqual([]);
    const file = await evaluationPdf();

    const first = await returnEvaluation({ referralId, file });
    expect(first.statusCode, first.body).toBe(201);
    const { documentId } = first.json<{ documentId: string }>();
    const evidence = await evidenceOf(applicant);
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({ id: documentId, type: 'medical_records' });
    expect(evidence[0]!.description).toContain('Health assessment report');

    const again = await returnEvaluation({ referralId, file });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ documentId, duplicate: true });
    expect(await evidenceOf(applicant)).toHaveLength(1);

    const [row] = await t.database.db
      .select()
      .from(healthPartnerReferrals)
      .where(eq(healthPartnerReferrals.id, referralId));
    expect(row).toMatchObject({ evaluationDocumentId: documentId });
    expect(row!.evaluationReceivedAt).toBeInstanceOf(Date);
  });

  it('adds one document when two deliveries of the same evaluation arrive together', async () => {
    const { applicant, referralId } = await referredApplicant();
    const file = await evaluationPdf();
    const answers = await Promise.all([
      returnEvaluation({ referralId, file }),
      returnEvaluation({ referralId, file }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ documentId: string }>().documentId)).size).toBe(1);
    expect(await evidenceOf(applicant)).toHaveLength(1);
  });

  it('refuses a caller without the partner token, and a referral that does not exist', async () => {
    const { applicant, referralId } = await referredApplicant();
    const file = await evaluationPdf();
    expect((await returnEvaluation({ referralId, file }, 'wrong-token')).statusCode).toBe(401);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/salud-total/evaluations',
      headers: applicant.headers,
      payload: { referralId, file },
    });
    expect(stranger.statusCode).toBe(401);
    expect((await returnEvaluation({ referralId: crypto.randomUUID(), file })).statusCode).toBe(404);
    expect(await evidenceOf(applicant)).toEqual([]);
  });

  it('refuses a file the upload checks refuse', async () => {
    const { applicant, referralId } = await referredApplicant();
    const refused = await returnEvaluation({
      referralId,
      file: Buffer.from('not a report').toString('base64'),
    });
    expect(refused.statusCode).toBe(400);
    expect(await evidenceOf(applicant)).toEqual([]);
  });
});
