import { describe, expect, it } from 'vitest';
import { safeChannels, sendLink } from './send-link';

function recordingJobs() {
  const sent: { channel: string; to: string }[] = [];
  return {
    sent,
    jobs: {
      send: async (_queue: string, data: object) => {
        const { channel, to } = data as { channel: string; to: string };
        sent.push({ channel, to });
        return 'job-id';
      },
    },
  };
}

const account = { email: 'ana@example.com', phone: '+12025550123', name: 'Ana', locale: 'es' };
const send = (jobs: ReturnType<typeof recordingJobs>['jobs'], safeContact?: unknown) =>
  sendLink(jobs as never, {
    template: 'activation',
    tokenId: 'token-1',
    account: { ...account, safeContact },
    link: 'http://localhost:3000/es/activate-account?token=x',
  });

describe('sendLink honours the safe-contact choices', () => {
  it('sends by email and SMS when nothing was said', async () => {
    const { jobs, sent } = recordingJobs();
    await send(jobs);
    expect(sent.map((s) => s.channel)).toEqual(['email', 'sms']);
  });

  it('skips SMS when texting is not safe', async () => {
    const { jobs, sent } = recordingJobs();
    await send(jobs, { textMessages: false, email: true });
    expect(sent).toEqual([{ channel: 'email', to: 'ana@example.com' }]);
  });

  it('skips email when email is not safe', async () => {
    const { jobs, sent } = recordingJobs();
    await send(jobs, { textMessages: true, email: false });
    expect(sent).toEqual([{ channel: 'sms', to: '+12025550123' }]);
  });

  it('falls back to the sign-in email when neither channel is safe', () => {
    expect(safeChannels({ textMessages: false, email: false })).toEqual({ email: true, sms: false });
  });
});
