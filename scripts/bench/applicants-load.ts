// Many applicants at once, each logged in, answering and saving the questionnaire and reading the
// dashboard, for a fixed time. Each simulated applicant has its own client address (sent through
// X-Forwarded-For to a server started with TRUST_PROXY), as real applicants do, so the per-address
// limits of sign-up and login see many people, not one.

export interface LoadFigures {
  applicants: number;
  seconds: number;
  requestsPerSecond: number;
  save: { count: number; p50Ms: number; p99Ms: number };
  dashboard: { count: number; p50Ms: number; p99Ms: number };
  errors: number;
}

interface Applicant {
  headers: Record<string, string>;
}

const PASSWORD = 'Bench-Password-1';
// Each sign-up waits for its activation message; many wait at once.
const SIGN_UP_AT_ONCE = 25;

function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads a few known fields
async function json(response: Response): Promise<any> {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

async function signUp(baseUrl: string, index: number, run: string): Promise<Applicant> {
  const forwarded = { 'x-forwarded-for': addressOf(index + 1) };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded, ...headers },
      body: JSON.stringify(body),
    });
  const email = `load-${run}-${index}@example.org`;
  const phone = `+1202${String(5_000_000 + ((Number(run) * 1000 + index) % 4_999_999)).padStart(7, '0')}`;
  const { tempToken } = await json(await post('/api/auth/generate-temp-token', {}));
  await json(
    await post(
      '/api/auth/createAccount',
      {
        name: 'Load',
        lastName: 'Test',
        email,
        confirmEmail: email,
        phone,
        confirmPhone: phone,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      { authorization: `Bearer temp ${tempToken}` },
    ),
  );
  let token: string | null = null;
  for (let attempt = 0; attempt < 120 && !token; attempt++) {
    const { messages } = await json(await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`));
    const link = (messages as { links?: string[] }[]).flatMap((m) => m.links ?? [])[0];
    token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) await new Promise((r) => setTimeout(r, 250));
  }
  if (!token) throw new Error('no activation link arrived in the outbox');
  await json(await post('/api/auth/activateAccount', { token }));
  const session = await json(await post('/api/auth/login', { identifier: email, password: PASSWORD }));
  const headers = {
    authorization: `Bearer ${session.token}`,
    'content-type': 'application/json',
    ...forwarded,
  };
  await json(
    await fetch(`${baseUrl}/api/mycase`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ strategy: 'asylum' }),
    }),
  );
  return { headers };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

/** Applicants signed up, activated and logged in, each with a case, ready to be measured. */
export interface SignedUpApplicants {
  baseUrl: string;
  people: Applicant[];
  config: { config_id: number; question_section_id: number };
}

/** Signs up `applicants` people before any clock starts; sign-up hashes a password (argon2id). */
export async function signUpApplicants(baseUrl: string, applicants = 200): Promise<SignedUpApplicants> {
  const run = String(Date.now() % 100_000);
  const [config] = await json(await fetch(`${baseUrl}/api/config/active?questionnaire=sample`));
  const people: Applicant[] = [];
  for (let i = 0; i < applicants; i += SIGN_UP_AT_ONCE) {
    people.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(SIGN_UP_AT_ONCE, applicants - i) }, (_, k) =>
          signUp(baseUrl, i + k, run),
        ),
      )),
    );
  }
  return { baseUrl, people, config };
}

interface Recorded {
  saves: number[];
  reads: number[];
  errors: number;
  requests: number;
}

/** Every applicant saves an answer, reads the dashboard and pauses, again and again until `seconds` pass. */
// Each run of the traffic writes answers of its own: an answer equal to the stored one is not
// written again, and a run that repeated the last one's text would measure lighter saves.
let runs = 0;

async function runApplicants(
  { baseUrl, people, config }: SignedUpApplicants,
  { seconds, pauseMs, questionId }: { seconds: number; pauseMs: number; questionId: number },
): Promise<Recorded & { elapsedSeconds: number }> {
  const recorded: Recorded = { saves: [], reads: [], errors: 0, requests: 0 };
  const run = ++runs;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    people.map(async (person, index) => {
      let turn = 0;
      // People do not start in step: the first pause is spread over a whole pause.
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
      while (performance.now() < deadline) {
        turn += 1;
        const t0 = performance.now();
        const saved = await fetch(`${baseUrl}/api/param-question-response/process-array`, {
          method: 'POST',
          headers: person.headers,
          body: JSON.stringify({
            config_id: config.config_id,
            question_section_id: config.question_section_id,
            answers: [
              { question_id: questionId, response: `applicant ${index}, run ${run}, answer ${turn}` },
            ],
          }),
        }).catch(() => null);
        recorded.requests += 1;
        if (saved?.ok) recorded.saves.push(performance.now() - t0);
        else recorded.errors += 1;
        await saved?.arrayBuffer().catch(() => null);

        const t1 = performance.now();
        const read = await fetch(`${baseUrl}/api/dashboard`, { headers: person.headers }).catch(() => null);
        recorded.requests += 1;
        if (read?.ok) recorded.reads.push(performance.now() - t1);
        else recorded.errors += 1;
        await read?.arrayBuffer().catch(() => null);
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
      }
    }),
  );
  return { ...recorded, elapsedSeconds: (performance.now() - started) / 1000 };
}

/**
 * `pauseMs`: the mean time an applicant reads and types before saving the next answer (each pause is
 * drawn between half and one and a half times it). 0 is the stress case: every applicant sends the
 * next request the moment the last one is answered.
 *
 * The same traffic runs for `warmUpSeconds` first, unmeasured: a process that has just started
 * compiles its hot code and opens its database connections, and the figure is of a running one.
 * Errors are counted in both.
 */
export async function measureApplicantsLoad(
  applicants: SignedUpApplicants,
  {
    seconds = 60,
    warmUpSeconds = 10,
    pauseMs = 0,
    questionId,
  }: { seconds?: number; warmUpSeconds?: number; pauseMs?: number; questionId: number },
): Promise<LoadFigures> {
  const warmUp =
    warmUpSeconds > 0
      ? await runApplicants(applicants, { seconds: warmUpSeconds, pauseMs, questionId })
      : null;
  const r = await runApplicants(applicants, { seconds, pauseMs, questionId });
  r.saves.sort((a, b) => a - b);
  r.reads.sort((a, b) => a - b);
  return {
    applicants: applicants.people.length,
    seconds,
    requestsPerSecond: Math.round(r.requests / r.elapsedSeconds),
    save: { count: r.saves.length, p50Ms: percentile(r.saves, 0.5), p99Ms: percentile(r.saves, 0.99) },
    dashboard: { count: r.reads.length, p50Ms: percentile(r.reads, 0.5), p99Ms: percentile(r.reads, 0.99) },
    errors: r.errors + (warmUp?.errors ?? 0),
  };
}
