import {
  acceptTermsRequestSchema,
  contractFileQuerySchema,
  currentContractSchema,
  currentTermsSchema,
  fillContractQuerySchema,
  type Locale,
  problemSchema,
  signContractRequestSchema,
  signedContractSchema,
  termsAcceptanceSchema,
} from '@camino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileStorageFor } from '../../adapters/storage';
import { requireApplicantCase } from '../cases';
import { acceptTerms } from './accept-terms';
import { contractPriceOf } from './contract-price';
import { fillContract } from './fill-contract';
import { legalLibraryFor } from './legal-documents';
import { readContractFile } from './read-contract-file';
import { signContract } from './sign-contract';
import { findSignedContract, toSignedContract } from './signed-contracts';

const tags = ['agreements'];
const pdfResponse = z.string().describe('application/pdf');

function sendPdf(
  reply: FastifyReply,
  bytes: Uint8Array,
  fileName: string,
  disposition: 'inline' | 'attachment',
) {
  // Contracts carry the applicant's name: never cached by a browser or a proxy.
  return reply
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .type('application/pdf')
    .send(Buffer.from(bytes));
}

export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = () => legalLibraryFor(app.config.CONTENT_DIR);
  const storage = () => fileStorageFor(app.config);
  // Fail at start, not on an applicant's first signature, when the texts or the key are broken.
  await Promise.all([library(), storage()]);

  const localeOf = async (request: FastifyRequest, lang: Locale | undefined) =>
    lang ?? (await requireApplicantCase(request)).user.locale;

  app.get(
    '/terms/current',
    {
      schema: {
        tags,
        summary:
          'The terms of use and privacy policy in force, with their versions and texts in English and Spanish.',
        response: { 200: currentTermsSchema },
      },
    },
    async (_request, reply) => {
      const { terms, privacy } = await library();
      void reply.header('cache-control', 'public, max-age=300');
      return { terms, privacy };
    },
  );

  app.post(
    '/terms/accept',
    {
      schema: {
        tags,
        summary:
          'Accepts the terms and privacy policy in force (after the payment); records versions, time and address and moves the case to the contract.',
        body: acceptTermsRequestSchema,
        response: {
          200: termsAcceptanceSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => {
      const { user, caseRow } = await requireApplicantCase(request);
      return acceptTerms(
        { db: app.db, library: await library(), now: app.clock() },
        { caseId: caseRow.id, locale: user.locale, clientAddress: request.ip },
        request.body,
      );
    },
  );

  app.get(
    '/contract/current',
    {
      schema: {
        tags,
        summary: 'The version of the service contract in force, which a signature must name.',
        response: { 200: currentContractSchema },
      },
    },
    async () => ({ version: (await library()).contract.version }),
  );

  const fillContractRoute = async (
    request: FastifyRequest<{ Querystring: { lang?: Locale } }>,
    reply: FastifyReply,
  ) => {
    const { user, caseRow } = await requireApplicantCase(request);
    const locale = await localeOf(request, request.query.lang);
    const version = (await library()).contract.version;
    const pdf = await fillContract(
      { library: await library(), now: app.clock(), price: await contractPriceOf(app.db, caseRow) },
      user,
      caseRow,
      locale,
    );
    return sendPdf(reply, pdf, `camino-contract-${version}-unsigned.pdf`, 'inline');
  };
  const fillContractSchema = {
    tags,
    summary: "The unsigned service contract, filled in with the applicant's details (`?lang=en|es`).",
    querystring: fillContractQuerySchema,
    response: { 200: pdfResponse, 401: problemSchema, 403: problemSchema },
  };
  app.get('/pdf/fillContract', { schema: fillContractSchema }, fillContractRoute);
  app.post('/pdf/fillContract', { schema: fillContractSchema }, fillContractRoute);

  app.post(
    '/contract/sign',
    {
      // Each signature renders a PDF: a ceiling keeps a script from turning that into a load test.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Signs the service contract with a drawn PNG signature; stores the signed PDF encrypted and moves the case to start-application. A repeat answers the first signature.',
        body: signContractRequestSchema,
        response: {
          200: signedContractSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          409: problemSchema,
          413: problemSchema,
        },
      },
    },
    async (request) => {
      const { user, caseRow } = await requireApplicantCase(request);
      return signContract(
        {
          db: app.db,
          storage: await storage(),
          library: await library(),
          log: request.log,
          now: app.clock(),
          price: await contractPriceOf(app.db, caseRow),
        },
        {
          caseId: caseRow.id,
          name: user.name,
          lastName: user.lastName,
          locale: user.locale,
          clientAddress: request.ip,
        },
        request.body,
      );
    },
  );

  app.get(
    '/mycase/find-contract',
    {
      schema: {
        tags,
        summary: "The applicant's signed contract: version, time and fingerprint, or `signed: false`.",
        response: { 200: signedContractSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return toSignedContract(await findSignedContract(app.db, caseRow.id));
    },
  );

  app.get(
    '/mycase/find-contract/file',
    {
      schema: {
        tags,
        summary:
          'The signed contract PDF of the applicant (`?disposition=inline` to open it in the browser).',
        querystring: contractFileQuerySchema,
        response: { 200: pdfResponse, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      const file = await readContractFile({ db: app.db, storage: await storage() }, caseRow.id);
      return sendPdf(reply, file.bytes, file.fileName, request.query.disposition);
    },
  );
};
